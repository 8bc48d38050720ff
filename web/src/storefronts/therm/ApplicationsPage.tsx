/** /fd/applications — the 7 industries, each with what our products do there (product-spec.md §2 "/fd/applications"). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { IndustryText } from './components/IndustryText.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { industries, thermApplications } from '../../../../content/therm/industries.ts';
import { thermSlug, industryImage } from '../../../../content/therm/media.ts';
import { imageSizes } from '../../lib/media-srcset.ts';

const copy = thermApplications;

/** The /fd/applications page. */
export default function ThermApplicationsPage() {
  return (
    <>
      <PageBand eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <SectionBand id="fd-industries-list">
        <Typography id="fd-industries-list" component="h2" sx={{ position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
          {copy.listLabel}
        </Typography>
        <Box component="ul" data-testid="industries" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
          {industries.map((industry, i) => (
            <Paper
              component="li"
              key={industry.name}
              id={thermSlug(industry.name)}
              variant="outlined"
              sx={{ overflow: 'hidden', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}
            >
              <ThermImage
                image={industryImage(industry.name)}
                loading={i === 0 ? 'eager' : 'lazy'}
                sizes={imageSizes({ lg: '690px', md: '60vw' })}
                sx={{ width: '100%', height: { xs: 'auto', md: '100%' }, objectFit: 'cover', order: { md: i % 2 ? 1 : 0 } }}
              />
              <Box sx={{ p: { xs: 2.5, md: 4 } }}>
                <IndustryText industry={industry} />
              </Box>
            </Paper>
          ))}
        </Box>
      </SectionBand>
    </>
  );
}
