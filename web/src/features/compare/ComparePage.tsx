/**
 * /{code}/compare?ids={id},{id}… — products side by side (product-spec.md §2 "Compare"): a column per product (image, name as
 * a link to its page) and a row per specification, aligned by name with the values' units (compare-table.ts),
 * the rows that differ marked, a "Show differences only" switch (`&diff=1`), a print stylesheet (only the table and
 * its heading), and Request Quote for the whole set (the product page's dialog, prefilled with every name).
 *
 * Without JavaScript the page works from the URL: the server renders the products of `ids` (the route's loader
 * reads each), the switch is a link to the other state, Request Quote a link that opens the dialog. Ids of products
 * that do not exist or belong to the other storefront are left out, and the page says so.
 *
 * An islands page (docs/decisions/0014): the table, its headings and notices are the server's markup; the islands are
 * the actions (CompareActions: the switch, Print, Request Quote with its dialog) and each column's Add to quote.
 *
 * Parts: the URL and the products read (use-comparison.ts), the actions (CompareActions), the table (CompareTable),
 * the texts (texts.ts); this page lays them out with the notices.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { catalogPageTitle, PageMeta } from '../../components/PageMeta.tsx';
import { CatalogHeader } from '../../components/catalog/CatalogHeader.tsx';
import { useProductEnquiryStates } from '../../components/enquiry/ProductEnquiryDialog.tsx';
import { Island } from '../../components/island/Island.tsx';
import { compareRows } from './compare-table.ts';
import { COMPARE_EMPTY_TEXT, COMPARE_TITLE, NO_DIFFERENCES_TEXT } from './texts.ts';
import { useComparedProducts, useCompareParams } from './use-comparison.ts';
import { CompareActions } from './CompareActions.tsx';
import { CompareTable } from './CompareTable.tsx';
import { PAGE_PRINT_STYLES } from '../../lib/print-styles.ts';

/** Printed: the heading and the table only, every column on the page, no links' underlines. */
const PRINT_STYLES = {
  '@media print': {
    ...PAGE_PRINT_STYLES['@media print'],
    '[data-print="table"] caption': { position: 'static !important', width: 'auto !important', height: 'auto !important', clip: 'auto !important', margin: '0 0 8px !important' },
    '[data-print="table"]': { overflow: 'visible !important' },
    '[data-print="table"] table': { fontSize: '10pt' },
  },
} as const;

/** The compare page; see the module comment. */
export default function ComparePage() {
  const { vendor } = useVendor();
  const { ids, differencesOnly } = useCompareParams();
  const { readIds, products, pending, failed, missing } = useComparedProducts(vendor.key, ids);
  const posted = useProductEnquiryStates();
  const rows = compareRows(products);
  const shownRows = differencesOnly ? rows.filter((row) => row.differs) : rows;
  const names = products.map((p) => p.name);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageMeta
        title={catalogPageTitle(names.length ? `${COMPARE_TITLE}: ${names.join(' vs ')}` : COMPARE_TITLE, vendor.name)}
        description={`Compare the ratings of ${vendor.name} products side by side.`}
        path={paths.compare(vendor.code, ids)}
        noindex
      />
      <CatalogHeader title={COMPARE_TITLE} crumbs={[{ label: 'Products', to: paths.products(vendor.code) }]} />

      {ids.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{COMPARE_EMPTY_TEXT}</Typography>
          <Button component={RouterLink} to={paths.products(vendor.code)} variant="contained">
            Browse products
          </Button>
        </Stack>
      ) : (
        <>
          {failed && (
            <Alert severity="warning" sx={{ mb: 2 }} data-print="hide">
              Some products of this comparison could not be read just now. Reload the page in a moment to see them.
            </Alert>
          )}
          {missing > 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-print="hide">
              {missing === 1 ? 'One product' : `${missing} products`} of this comparison {missing === 1 ? 'is' : 'are'} not in the {vendor.name} catalogue (any
              more) and {missing === 1 ? 'is' : 'are'} left out.
            </Alert>
          )}
          <Island name="compare-actions" component={CompareActions} props={{ products: products.map(({ id, name }) => ({ id, name })), posted }} />
          <CompareTable code={vendor.code} products={products} pending={pending} readIds={readIds} rows={shownRows} differencesOnly={differencesOnly} idCount={ids.length} />
          {!pending && shownRows.length === 0 && products.length > 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {differencesOnly ? NO_DIFFERENCES_TEXT : 'These products list no specifications.'}
            </Typography>
          )}
          {!pending && products.length === 1 && (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-print="hide">
              Add another product with Compare on its card or page to see them side by side.
            </Typography>
          )}
        </>
      )}
    </Container>
  );
}
