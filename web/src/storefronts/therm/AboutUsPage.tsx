/** /fd/about-us — who we are, what we make and how we work (product-spec.md §1, §2 "/fd/about-us", §9). */
import { InfoCards } from './components/InfoCards.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ProseBeside } from '../components/ProseBeside.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermAbout } from '../../../../content/therm/about.ts';
import { thermImages } from '../../../../content/therm/media.ts';
import { imageSizes } from '../../lib/media-srcset.ts';

/** The /fd/about-us page. */
export default function ThermAboutUsPage() {
  return (
    <>
      <PageBand eyebrow={thermAbout.eyebrow} title={thermAbout.title} lead={thermAbout.lead} />
      <SectionBand id="fd-story">
        <ProseBeside heading={{ id: 'fd-story', title: thermAbout.storyTitle }} paragraphs={thermAbout.story} columns="3fr 2fr" aside={<ThermImage image={thermImages.about} loading="eager" sizes={imageSizes({ lg: '450px', md: '40vw' })} sx={{ width: '100%', borderRadius: 1 }} />} />
      </SectionBand>
      <SectionBand id="fd-what" heading={{ title: thermAbout.whatTitle }} tone="tint">
        <InfoCards items={thermAbout.what.map((w) => ({ title: w.label, text: w.text }))} columns={3} testId="about-products" />
      </SectionBand>
      <SectionBand id="fd-values" heading={{ title: thermAbout.valuesTitle }}>
        <InfoCards items={thermAbout.values.map((w) => ({ title: w.label, text: w.text }))} columns={4} />
      </SectionBand>
    </>
  );
}
