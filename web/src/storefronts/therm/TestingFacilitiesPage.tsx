/**
 * /fd/testing-facilities — the tests run on every joint (hydrostatic, pneumatic, spring rate, fatigue life,
 * radiography, dye penetrant, helium leak), the test bay and the test records (product-spec.md §2).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ProseBeside } from '../components/ProseBeside.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermTesting } from '../../../../content/therm/testing.ts';
import { thermImages } from '../../../../content/therm/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';
import { CardGridList } from '../components/CardGridList.tsx';

/** The /fd/testing-facilities page. */
export default function ThermTestingFacilitiesPage() {
  const t = thermTesting;
  return (
    <>
      <PageBand eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <SectionBand id="fd-tests" heading={{ title: t.testsTitle }}>
        <CardGridList ordered testId="tests-list" columns={{ xs: '1fr', md: '1fr 1fr' }}>
          {t.tests.map((test, i) => (
            <Paper component="li" key={test.name} variant="outlined" sx={{ p: 3, display: 'flex', gap: 2 }}>
              <Typography aria-hidden sx={{ fontWeight: 800, color: 'accent.main', fontSize: '1.25rem', minWidth: 32 }}>
                {String(i + 1).padStart(2, '0')}
              </Typography>
              <Box>
                <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                  {test.name}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {test.what}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {test.why}
                </Typography>
              </Box>
            </Paper>
          ))}
        </CardGridList>
      </SectionBand>
      <SectionBand id="fd-rig" tone="tint">
        <ProseBeside heading={{ id: 'fd-rig', title: t.rigTitle }} paragraphs={t.rig} aside={<ThermImage image={thermImages.testRig} sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1 }} />} />
      </SectionBand>
      <SectionBand id="fd-records">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
          <ThermImage image={thermImages.radiography} sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1, order: { xs: 2, md: 0 } }} />
          <Box>
            <SectionHeading id="fd-records" title={t.recordsTitle} />
            <Typography color="text.secondary">{t.records}</Typography>
          </Box>
        </Box>
      </SectionBand>
    </>
  );
}
