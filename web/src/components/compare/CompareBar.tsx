/**
 * The compare bar: fixed to the bottom of the catalogue pages while the
 * storefront's compare list holds a product; each pick with a button that takes it off, Clear, and the link to the
 * comparison. It needs the list, which lives in the browser, so it appears once the app runs; a spacer of its
 * height keeps the end of the page reachable above it.
 *
 * Hide folds the bar into a small button at the bottom right ("Compare 2 of 4"), which opens it again; the choice
 * is kept for the visit (sessionStorage), so a buyer reading results on a phone is not covered on every page.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import { useCompareList } from './compare-list.ts';

/** The bar's heading: "Compare 2 of 4". */
export const compareBarTitle = (count: number) => `Compare ${count} of ${COMPARE_LIMIT}`;

/** The sessionStorage key of the bar's folded state ('1' while folded). */
export const COMPARE_BAR_FOLDED_KEY = 'compare-bar:folded';

function readFolded(): boolean {
  try {
    return window.sessionStorage.getItem(COMPARE_BAR_FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}

function keepFolded(folded: boolean): void {
  try {
    if (folded) window.sessionStorage.setItem(COMPARE_BAR_FOLDED_KEY, '1');
    else window.sessionStorage.removeItem(COMPARE_BAR_FOLDED_KEY);
  } catch {
    // A storage that refuses: the choice lasts for this page only.
  }
}

/** See the module comment. Loaded on demand (LazyCompareBar.tsx): the default export. */
export default function CompareBar({ code, vendor }: { code: VendorCode; vendor: VendorKey }) {
  const { picks, remove, clear } = useCompareList(vendor);
  const { Link: RouterLink } = useSiteNavigation();
  // The bar is drawn in the browser only (the list lives there), so the stored choice is read at once.
  const [folded, setFolded] = useState(readFolded);
  const fold = (next: boolean) => {
    keepFolded(next);
    setFolded(next);
  };
  if (picks.length === 0) return null;
  const title = compareBarTitle(picks.length);
  if (folded) {
    return (
      <>
        <Box aria-hidden sx={{ height: 72 }} />
        <Box component="section" aria-label="Compare bar" sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: 16, zIndex: 'appBar', displayPrint: 'none' }}>
          <Button variant="contained" aria-expanded={false} endIcon={<ExpandLess />} onClick={() => fold(false)} sx={{ borderRadius: 6, boxShadow: 6 }}>
            {title}
          </Button>
        </Box>
      </>
    );
  }
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
            {title}
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
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
            <Button aria-expanded aria-label="Hide the compare bar" endIcon={<ExpandMore />} onClick={() => fold(true)}>
              Hide
            </Button>
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
