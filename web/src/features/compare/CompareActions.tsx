/**
 * The compare page's actions (product-spec.md §2 "Compare"): the differences-only switch, Print and Request Quote for
 * the whole set, with its dialog (the product page's, prefilled with every name). Not printed.
 *
 * - Without JavaScript, and before the island runs, the switch is a link to the page in the other state and Print,
 *   which only the script can press, is not drawn; Request Quote is a link that opens the dialog (`enquiry=quote`:
 *   the server renders the page with it open).
 * - Once it runs, the switch goes to the page in the other state (`diff=1`) in place of this one: in the app the
 *   router draws it, on an islands page the server does (the table is the server's markup); a plain click on Request
 *   Quote opens the dialog in place and Close takes the query off again (lib/navigation.tsx `setSearch`).
 * - One island of the compare page (docs/decisions/0014): its props are JSON and it reads the page's query from the
 *   site's navigation, not from the router, so the same component serves the app and the islands page.
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { COMPARE_PARAMS } from '../../../../contracts/compare.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { searchWithParam, useSiteNavigation } from '../../lib/navigation.tsx';
import { ProductEnquiryDialog, useEnquiryDialogQuery, type ProductEnquiryStates } from '../../components/enquiry/ProductEnquiryDialog.tsx';
import { DIFFERENCES_ONLY_TEXT, namesInSentence } from './texts.ts';

export interface CompareActionsProps {
  /** The products compared, in column order: Request Quote asks about them all, and is disabled with none. */
  products: Array<{ id: string; name: string }>;
  /** What the page says about the dialog's forms sent without JavaScript (useProductEnquiryStates of the page). */
  posted: ProductEnquiryStates;
}

/** See the module comment. */
export function CompareActions({ products, posted }: CompareActionsProps) {
  const hydrated = useHydrated();
  const { Link: SiteLink, pathname, search, navigate } = useSiteNavigation();
  const differencesOnly = new URLSearchParams(search).get(COMPARE_PARAMS.differencesOnly) === '1';
  /** This page with one query parameter changed (null: removed). */
  const withParam = (name: string, value: string | null) => pathname + searchWithParam(search, name, value);
  const dialog = useEnquiryDialogQuery('replace');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }} data-print="hide">
        {hydrated ? (
          <FormControlLabel
            control={
              <Switch
                checked={differencesOnly}
                onChange={(_, on) => navigate(withParam(COMPARE_PARAMS.differencesOnly, on ? '1' : null), { replace: true, preventScrollReset: true })}
              />
            }
            label={DIFFERENCES_ONLY_TEXT}
          />
        ) : (
          <Link component={SiteLink} to={withParam(COMPARE_PARAMS.differencesOnly, differencesOnly ? null : '1')} replace preventScrollReset sx={{ py: 1 }}>
            {differencesOnly ? 'Show all rows' : DIFFERENCES_ONLY_TEXT}
          </Link>
        )}
        <Stack direction="row" spacing={1}>
          {hydrated && (
            <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
              Print
            </Button>
          )}
          <Button
            component={SiteLink}
            to={dialog.openTo('quote')}
            onClick={dialog.open('quote')}
            variant="contained"
            startIcon={<RequestQuoteOutlined />}
            disabled={products.length === 0}
          >
            Request Quote
          </Button>
        </Stack>
      </Stack>
      <ProductEnquiryDialog
        // The comparison offers Request Quote only.
        kind={dialog.kind === 'quote' ? 'quote' : null}
        productName={namesInSentence(products.map((p) => p.name))}
        productIds={products.map((p) => p.id)}
        onClose={dialog.close}
        closeTo={dialog.closeTo}
        posted={posted}
      />
    </>
  );
}
