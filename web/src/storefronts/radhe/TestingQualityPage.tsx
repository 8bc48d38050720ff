/**
 * /in/testing-quality — product-spec.md §2: the labs and tests for SRC insulators up to 765 kV (four entries)
 * and three images, plus the routine quality steps.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { PageBand } from '../components/PageBand.tsx';
import { RadheImage } from './components/RadheImage.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Checklist } from '../components/Checklist.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { testingEntries, testingPage as copy } from '../../../../content/radhe/testing.ts';
import { radheImages } from '../../../../content/radhe/media.ts';
import { imageSizes, LAYOUT_SIZES } from '../../lib/media-srcset.ts';

/** The testing and quality page. */
export default function TestingQualityPage() {
  const [first, ...rest] = radheImages.testing;
  return (
    <>
      <PageBand eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 6 }} component="section" aria-labelledby="testing-list">
            <SectionHeading id="testing-list" title={copy.listTitle} />
            <Box component="ol" data-testid="testing-entries" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {testingEntries.map((entry) => (
                <Box component="li" key={entry.test} sx={{ display: 'flex', gap: 2, p: 2.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Box sx={{ flex: '0 0 auto', width: 44, height: 44, borderRadius: 1, bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center' }}>
                    <ScienceOutlined />
                  </Box>
                  <Box>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {entry.test}
                    </Typography>
                    <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {entry.lab}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.detail}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RadheImage image={first} sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 2, boxShadow: '0 16px 40px rgba(15,42,68,0.16)' }} />
          </Grid>
        </Grid>
      </Container>
      <SectionBand id="quality-steps" tone="tint">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading id="quality-steps" title={copy.qualityTitle} />
            <Checklist items={copy.quality} mark={<CheckCircleOutlined color="primary" sx={{ mt: 0.25 }} />} gap={2} markGap={1.5} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} container spacing={2}>
            {rest.map((image) => (
              <Grid key={image.path} size={{ xs: 12, sm: 6 }}>
                <RadheImage image={image} sizes={imageSizes({ lg: '340px', md: '30vw', sm: '50vw' })} sx={{ width: '100%', borderRadius: 2 }} />
              </Grid>
            ))}
          </Grid>
        </Grid>
      </SectionBand>
    </>
  );
}
