/**
 * /fd/manufacturing-facilities — site description with the facility figures and the UNIT-1 vs UNIT-2 table
 * (product-spec.md §2 rows; §9 figures and values).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { InfoCards } from './components/InfoCards.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ProseBeside } from '../components/ProseBeside.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermFacilities } from '../../../../content/therm/facilities.ts';
import { thermImages } from '../../../../content/therm/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';

/** The /fd/manufacturing-facilities page. */
/** The label of a value shared by both units (a cell spanning both unit columns). */
const BOTH_UNITS = 'Both units';

export default function ThermManufacturingFacilitiesPage() {
  const f = thermFacilities;
  return (
    <>
      <PageBand eyebrow={f.eyebrow} title={f.title} lead={f.lead} />
      <SectionBand id="fd-site">
        <ProseBeside heading={{ id: 'fd-site', title: f.siteTitle }} paragraphs={f.site} aside={<ThermImage image={thermImages.sitePlan} loading="eager" sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1 }} />} />
        <Box
          component="dl"
          data-testid="facility-figures"
          sx={{ m: 0, mt: 5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
        >
          {f.figures.map((fig) => (
            <Paper key={fig.label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fig.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.2rem', md: '1.5rem' }, color: 'accent.strong' }}>
                {fig.value}
              </Typography>
            </Paper>
          ))}
        </Box>
      </SectionBand>
      <SectionBand id="fd-units" heading={{ title: f.tableTitle }} tone="tint">
        <TableContainer component={Paper} variant="outlined">
          <Table aria-labelledby="fd-units" data-testid="unit-table" sx={{ tableLayout: 'fixed', '& th, & td': { px: { xs: 1.25, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}>
            <caption style={{ captionSide: 'bottom' }}>{f.tableCaption}</caption>
            <TableHead>
              <TableRow sx={{ bgcolor: 'accent.band', '& th': { color: 'common.white', fontWeight: 700 } }}>
                <TableCell component="th" scope="col" sx={{ width: '30%' }}>
                  {f.capabilityHeader}
                </TableCell>
                {f.unitHeaders.map((h) => (
                  <TableCell key={h} component="th" scope="col">
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {f.units.map((row) => (
                <TableRow key={row.capability} sx={{ '&:nth-of-type(even)': { bgcolor: 'grey.50' } }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {row.capability}
                  </TableCell>
                  {'both' in row ? (
                    // One value for the works as a whole: said so, so the UNIT-2 column does not read as blank.
                    <TableCell colSpan={2} sx={{ textAlign: 'center', borderLeft: 1, borderColor: 'divider' }}>
                      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
                        {BOTH_UNITS}
                      </Box>
                      {row.both}
                    </TableCell>
                  ) : (
                    <>
                      <TableCell>{row.unit1}</TableCell>
                      <TableCell>{row.unit2}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </SectionBand>
      <SectionBand id="fd-shop" heading={{ title: f.shopTitle }}>
        <ThermImage image={thermImages.shopFloor} sx={{ width: '100%', borderRadius: 1, mb: 4 }} />
        <InfoCards items={f.shop.map((s) => ({ title: s.value, text: s.label }))} columns={4} />
      </SectionBand>
    </>
  );
}
