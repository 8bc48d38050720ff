/**
 * The compare bar: fixed to the bottom of the catalogue pages while the
 * storefront's compare list holds a product; each pick with a button that takes it off, Clear, and the link to the
 * comparison. It needs the list, which lives in the browser, so it appears once the app runs; a spacer of its
 * height keeps the end of the page reachable above it.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useCompareList } from './compare-list.ts';

/** The bar's heading: "Compare 2 of 4". */
export const compareBarTitle = (count: number) => `Compare ${count} of ${COMPARE_LIMIT}`;

/** See the module comment. Loaded on demand (LazyCompareBar.tsx): the default export. */
export default function CompareBar({ code, vendor }: { code: VendorCode; vendor: VendorKey }) {
  const { picks, remove, clear } = useCompareList(vendor);
  if (picks.length === 0) return null;
  return (
    <>
      <Box aria-hidden sx={{ height: { xs: 168, sm: 96 } }} />
      <Paper
        component="section"
        aria-label="Compare bar"
        elevation={8}
        sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar', borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 1.5, displayPrint: 'none' }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' }, maxWidth: 1200, mx: 'auto' }}>
          <Typography variant="subtitle2" component="h2" aria-live="polite" sx={{ flexShrink: 0 }}>
            {compareBarTitle(picks.length)}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, flexGrow: 1, minWidth: 0 }}>
            {picks.map((pick) => (
              <Box
                component="li"
                key={pick.id}
                sx={{ display: 'flex', alignItems: 'center', minWidth: 0, maxWidth: { xs: '100%', sm: 260 }, pl: 1.5, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'grey.50' }}
              >
                <Typography variant="body2" noWrap title={pick.name} sx={{ minWidth: 0 }}>
                  {pick.name}
                </Typography>
                <IconButton size="small" aria-label={`Remove ${pick.name} from the comparison`} onClick={() => remove(pick.id)}>
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button onClick={clear}>Clear</Button>
            <Button component={RouterLink} to={paths.compare(code, picks.map((p) => p.id))} variant="contained">
              Compare
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
