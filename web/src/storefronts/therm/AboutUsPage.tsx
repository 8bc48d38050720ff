/** /fd/about-us — who we are, what we make and how we work (product-spec.md §1, §2 "/fd/about-us", §9). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InfoCards } from './components/InfoCards.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { Section } from './components/Section.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermAbout } from '../../../../content/therm/about.ts';
import { thermImages } from '../../../../content/therm/media.ts';
import { imageSizes } from '../../lib/media-srcset.ts';

/** The /fd/about-us page. */
export default function ThermAboutUsPage() {
  return (
    <>
      <PageBand eyebrow={thermAbout.eyebrow} title={thermAbout.title} lead={thermAbout.lead} />
      <Section labelledBy="fd-story">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
          <Box>
            <SectionHeading id="fd-story" title={thermAbout.storyTitle} />
            {thermAbout.story.map((p) => (
              <Typography key={p} color="text.secondary" sx={{ mb: 2 }}>
                {p}
              </Typography>
            ))}
          </Box>
          <ThermImage image={thermImages.about} loading="eager" sizes={imageSizes({ lg: '450px', md: '40vw' })} sx={{ width: '100%', borderRadius: 1 }} />
        </Box>
      </Section>
      <Section labelledBy="fd-what" tone="tint">
        <SectionHeading id="fd-what" title={thermAbout.whatTitle} />
        <InfoCards items={thermAbout.what.map((w) => ({ title: w.label, text: w.text }))} columns={3} testId="about-products" />
      </Section>
      <Section labelledBy="fd-values">
        <SectionHeading id="fd-values" title={thermAbout.valuesTitle} />
        <InfoCards items={thermAbout.values.map((w) => ({ title: w.label, text: w.text }))} columns={4} />
      </Section>
    </>
  );
}
