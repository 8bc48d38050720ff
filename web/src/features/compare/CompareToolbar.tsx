/**
 * The compare page's toolbar (product-spec.md §2 "Compare"): the differences-only switch, Print and Request Quote for
 * the whole set. Without JavaScript the switch is a link to the page in the other state and Print, which only the
 * app can press, is not drawn; Request Quote is a link that opens the product dialog (`enquiry=quote`). Not printed.
 */
import { Link as RouterLink, type To } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { COMPARE_PARAMS } from '../../../../contracts/compare.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { DIFFERENCES_ONLY_TEXT } from './texts.ts';

export interface CompareToolbarProps {
  differencesOnly: boolean;
  /** Request Quote is disabled until there is a product to ask about. */
  canQuote: boolean;
  /** A link target with one query parameter changed (useCompareParams). */
  withParam: (name: string, value: string | null) => To;
  /** Changes one query parameter in place (useCompareParams). */
  replaceParam: (name: string, value: string | null) => void;
}

/** See the module comment. */
export function CompareToolbar({ differencesOnly, canQuote, withParam, replaceParam }: CompareToolbarProps) {
  const hydrated = useHydrated();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }} data-print="hide">
      {hydrated ? (
        <FormControlLabel control={<Switch checked={differencesOnly} onChange={(_, on) => replaceParam(COMPARE_PARAMS.differencesOnly, on ? '1' : null)} />} label={DIFFERENCES_ONLY_TEXT} />
      ) : (
        <Link component={RouterLink} to={withParam(COMPARE_PARAMS.differencesOnly, differencesOnly ? null : '1')} replace preventScrollReset sx={{ py: 1 }}>
          {differencesOnly ? 'Show all rows' : DIFFERENCES_ONLY_TEXT}
        </Link>
      )}
      <Stack direction="row" spacing={1}>
        {hydrated && (
          <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Print
          </Button>
        )}
        <Button component={RouterLink} to={withParam('enquiry', 'quote')} preventScrollReset replace variant="contained" startIcon={<RequestQuoteOutlined />} disabled={!canQuote}>
          Request Quote
        </Button>
      </Stack>
    </Stack>
  );
}
