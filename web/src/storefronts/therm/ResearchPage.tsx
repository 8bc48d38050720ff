/** /fd/research (R&D) — design to EJMA and ASME B31.3, what we develop and what a design delivers (product-spec.md §2). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { InfoCards } from './components/InfoCards.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { Section } from './components/Section.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
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
      <Section labelledBy="fd-design">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
          <Box>
            <SectionHeading id="fd-design" title={r.designTitle} />
            {r.design.map((p) => (
              <Typography key={p} color="text.secondary" sx={{ mb: 2 }}>
                {p}
              </Typography>
            ))}
          </Box>
          <ThermImage image={thermImages.research} loading="eager" sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1 }} />
        </Box>
      </Section>
      <Section labelledBy="fd-areas" tone="tint">
        <SectionHeading id="fd-areas" title={r.areasTitle} />
        <InfoCards items={r.areas} columns={3} testId="research-areas" />
      </Section>
      <Section labelledBy="fd-deliver">
        <SectionHeading id="fd-deliver" title={r.deliverTitle} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {r.deliver.map((d) => (
            <Box component="li" key={d} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CheckIcon sx={{ color: 'accent.main' }} aria-hidden />
              <Typography>{d}</Typography>
            </Box>
          ))}
        </Box>
      </Section>
    </>
  );
}
