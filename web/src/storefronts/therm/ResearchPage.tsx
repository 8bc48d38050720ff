/** /fd/research (R&D) — design to EJMA and ASME B31.3, what we develop and what a design delivers (product-spec.md §2). */
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { InfoCards } from './components/InfoCards.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ProseBeside } from '../components/ProseBeside.tsx';
import { Checklist } from '../components/Checklist.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermResearch } from '../../../../content/therm/research.ts';
import { thermImages } from '../../../../content/therm/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';

/** The /fd/research page. */
export default function ThermResearchPage() {
  const r = thermResearch;
  return (
    <>
      <PageBand eyebrow={r.eyebrow} title={r.title} lead={r.lead} />
      <SectionBand id="fd-design">
        <ProseBeside heading={{ id: 'fd-design', title: r.designTitle }} paragraphs={r.design} aside={<ThermImage image={thermImages.research} loading="eager" sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1 }} />} />
      </SectionBand>
      <SectionBand id="fd-areas" heading={{ title: r.areasTitle }} tone="tint">
        <InfoCards items={r.areas} columns={3} testId="research-areas" />
      </SectionBand>
      <SectionBand id="fd-deliver" heading={{ title: r.deliverTitle }}>
        <Checklist items={r.deliver} mark={<CheckIcon sx={{ color: 'accent.main' }} aria-hidden />} gap={1.5} columns="md" />
      </SectionBand>
    </>
  );
}
