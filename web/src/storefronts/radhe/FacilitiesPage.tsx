/**
 * /in/facilities — product-spec.md §2: hero picture and text, then five images in a 3-column masonry grid.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { PageBand } from '../components/PageBand.tsx';
import { RadheImage } from './components/RadheImage.tsx';
import { Checklist } from '../components/Checklist.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { PageIntro } from './components/PageIntro.tsx';
import { facilitiesPage as copy } from '../../../../content/radhe/facilities.ts';
import { radheImages } from '../../../../content/radhe/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';

/**
 * The hero is drawn full width at a fixed height (220/320/420 px) with object-fit cover, so it is at least as wide as
 * that height at its 3:1 ratio: 660, 960 and 1260 px.
 */
const FACILITIES_HERO_SIZES = '(min-width: 1260px) 100vw, (min-width: 900px) 1260px, (min-width: 600px) 960px, 660px';

/** The facilities page. */
export default function FacilitiesPage() {
  return (
    <>
      <Box sx={{ bgcolor: 'secondary.main' }}>
        <RadheImage
          image={radheImages.facilitiesHero}
          loading="eager"
          sizes={FACILITIES_HERO_SIZES}
          sx={{ width: '100%', height: { xs: 220, sm: 320, md: 420 }, maxWidth: 'none', objectFit: 'cover' }}
        />
      </Box>
      <PageBand eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <PageIntro
        paragraphs={copy.paragraphs}
        aside={
          <Box sx={{ p: 3, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
              {copy.highlightsTitle}
            </Typography>
            <Checklist items={copy.highlights} mark={<CheckCircleOutlined color="primary" fontSize="small" sx={{ mt: 0.25 }} />} variant="body2" gap={1.5} />
          </Box>
        }
      />
      <SectionBand id="facility-gallery" heading={{ title: copy.galleryTitle }} space="roomy" flushTop>
        <Box
          component="ul"
          data-testid="facility-gallery"
          sx={{ listStyle: 'none', p: 0, m: 0, columnCount: { xs: 1, sm: 2, md: 3 }, columnGap: { xs: 2, md: 3 } }}
        >
          {radheImages.facilityGallery.map((image, i) => (
            <Box component="li" key={image.path} sx={{ breakInside: 'avoid', mb: { xs: 2, md: 3 } }}>
              <Box component="figure" sx={{ m: 0, position: 'relative', borderRadius: 2, overflow: 'hidden', boxShadow: '0 8px 24px rgba(15,42,68,0.12)' }}>
                <RadheImage image={image} sizes={LAYOUT_SIZES.thirds} sx={{ width: '100%' }} />
                <Box
                  component="figcaption"
                  sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 2, py: 1.5, color: 'common.white', fontWeight: 600, background: 'linear-gradient(180deg, rgba(8,22,38,0) 0%, rgba(8,22,38,0.8) 100%)' }}
                >
                  {copy.galleryCaptions[i]}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </SectionBand>
    </>
  );
}
