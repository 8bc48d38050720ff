/**
 * /{code}/compare?ids={id},{id}… — products side by side (issue 20 "Compare"): a column per product (image, name as
 * a link to its page) and a row per specification, aligned by name with the values' units (compare/compare-table.ts),
 * the rows that differ marked, a "Show differences only" switch (`&diff=1`), a print stylesheet (only the table and
 * its heading), and Request Quote for the whole set (the product page's dialog, prefilled with every name).
 *
 * Without JavaScript the page works from the URL: the server renders the products of `ids` (the route's loader
 * reads each), the switch is a link to the other state, Request Quote a link that opens the dialog. Ids of products
 * that do not exist or belong to the other storefront are left out, and the page says so.
 */
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { Product } from '../../../../contracts/catalog.ts';
import { COMPARE_LIMIT, COMPARE_PARAMS, compareIds, type CompareLoaderData } from '../../../../contracts/compare.ts';
import { isApiError } from '../../lib/api-client.ts';
import { productQueryOptions } from '../../lib/catalog-api/index.ts';
import { paths } from '../../lib/paths.ts';
import { AddToQuote } from '../../components/quote/AddToQuote.tsx';
import { useHydrated } from '../../lib/progressive.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { catalogPageTitle, PageMeta } from '../../components/PageMeta.tsx';
import { MediaImage } from '../../components/MediaImage.tsx';
import { CatalogHeader } from '../../components/catalog/CatalogHeader.tsx';
import { ProductEnquiryDialog, type EnquiryKind } from '../../components/enquiry/ProductEnquiryDialog.tsx';
import { compareRows } from './compare-table.ts';
import { useMediaSrc } from '../../components/catalog/use-media-src.ts';

/** The page's title (h1). */
export const COMPARE_TITLE = 'Compare products';
/** The switch's label. */
export const DIFFERENCES_ONLY_TEXT = 'Show differences only';
/** What the page says with no product to compare. */
export const COMPARE_EMPTY_TEXT = `Choose up to ${COMPARE_LIMIT} products with Compare on their cards or pages, then open the comparison from the compare bar.`;
/** What the page says when every row agrees and only the differences are asked for. */
export const NO_DIFFERENCES_TEXT = 'These products have the same values in every row.';

/** "Long Rod 220 kV, Long Rod 400 kV and Post 33 kV": the names in a sentence. */
export function namesInSentence(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The compare page; see the module comment. */
export default function ComparePage() {
  const { vendor } = useVendor();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const src = useMediaSrc();
  const ids = compareIds(params.get(COMPARE_PARAMS.ids));
  const differencesOnly = params.get(COMPARE_PARAMS.differencesOnly) === '1';
  const enquiry: EnquiryKind | null = params.get('enquiry') === 'quote' ? 'quote' : null;
  // Products the server found not to exist (the loader's answer) are not read again: the first render in the browser
  // leaves out the same columns as the server's. Others found missing in the browser join them.
  const serverMissing = new Set((useLoaderData() as CompareLoaderData | undefined)?.missing ?? []);
  const readIds = ids.filter((id) => !serverMissing.has(id));
  const queries = useQueries({ queries: readIds.map((id) => productQueryOptions(vendor.key, id)) });
  // A failure other than "not found" shows as loading until the app runs (the browser reads again), then says so.
  const unreadable = queries.filter((q) => q.isError && !isApiError(q.error, 404) && !isApiError(q.error, 400)).length;
  const pending = queries.some((q) => q.isPending) || (unreadable > 0 && !hydrated);
  const failed = hydrated && unreadable > 0;
  const products = queries.map((q) => q.data).filter((p): p is Product => Boolean(p) && p!.vendor === vendor.key);
  const missing = pending ? 0 : ids.length - products.length - unreadable;
  const rows = compareRows(products);
  const shownRows = differencesOnly ? rows.filter((row) => row.differs) : rows;
  const names = products.map((p) => p.name);

  /** The page's query with `name` set to `value` (null: removed), as a link target. */
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    // The ids' commas stay readable, as paths.compare writes them.
    return { search: `?${next.toString().replace(/%2C/gi, ',')}` };
  };
  /** Goes to this page with `name` set to `value` (null: removed), in place of the current entry. */
  const replaceParam = (name: string, value: string | null) => void navigate(withParam(name, value), { replace: true, preventScrollReset: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {/* Printed: the heading and the table only, every column on the page, no links' underlines. */}
      <GlobalStyles
        styles={{
          '@media print': {
            '.MuiAppBar-root, body footer, nav, [data-print="hide"]': { display: 'none !important' },
            '[data-print="table"] caption': { position: 'static !important', width: 'auto !important', height: 'auto !important', clip: 'auto !important', margin: '0 0 8px !important' },
            '[data-print="table"]': { overflow: 'visible !important' },
            '[data-print="table"] table': { fontSize: '10pt' },
            a: { color: 'inherit !important', textDecoration: 'none !important' },
          },
        }}
      />
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
              <Button component={RouterLink} to={withParam('enquiry', 'quote')} preventScrollReset replace variant="contained" startIcon={<RequestQuoteOutlined />} disabled={products.length === 0}>
                Request Quote
              </Button>
            </Stack>
          </Stack>

          <Box data-print="table" sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: { xs: 120 + 150 * Math.max(ids.length, 1), sm: 180 + 180 * Math.max(ids.length, 1) }, '& th, & td': { p: 1.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } }}>
              {/* Read by screen readers and printed; on screen the heading and the columns say it. */}
              <Box component="caption" sx={{ ...visuallyHidden, captionSide: 'top', textAlign: 'left' }}>
                {differencesOnly ? `The rows that differ between ${namesInSentence(names)}.` : `Specifications of ${namesInSentence(names)}, side by side.`}
              </Box>
              <thead>
                <tr>
                  <Box component="td" sx={{ width: { xs: 120, sm: 180 }, position: 'sticky', left: 0, bgcolor: 'background.paper' }} />
                  {(pending ? readIds : products).map((item, index) => {
                    const product = typeof item === 'string' ? undefined : item;
                    return (
                      <Box component="th" scope="col" key={product?.id ?? `${item}-${index}`} sx={{ minWidth: { xs: 150, sm: 180 } }}>
                        {product ? (
                          <Link component={RouterLink} to={paths.productDetails(vendor.code, product)} underline="hover" sx={{ display: 'block', color: 'text.primary' }}>
                            <MediaImage src={src(product.imagePath, product.vendor)} alt="" width={160} height={120} sizes="160px" loading="eager" sx={{ display: 'block', width: 160, maxWidth: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'grey.50', mb: 1 }} />
                            <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                              {product.name}
                            </Typography>
                          </Link>
                        ) : (
                          <Skeleton variant="rectangular" width={160} height={150} />
                        )}
                      </Box>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {shownRows.map((row) => (
                  <Box component="tr" key={row.key} data-differs={row.differs || undefined} sx={row.differs ? { bgcolor: '#fff8e1', '& > th': { boxShadow: (t) => `inset 4px 0 0 ${t.palette.warning.main}` } } : undefined}>
                    <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: row.differs ? '#fff8e1' : 'background.paper', fontWeight: 600 }}>
                      {row.label}
                      {row.differs && (
                        <Typography component="span" variant="caption" color="warning.dark" sx={{ display: 'block', fontWeight: 600 }}>
                          Differs
                        </Typography>
                      )}
                    </Box>
                    {row.values.map((value, index) => (
                      <td key={index}>
                        {value || (
                          <>
                            <span aria-hidden>—</span>
                            <Box component="span" sx={visuallyHidden}>
                              not given
                            </Box>
                          </>
                        )}
                      </td>
                    ))}
                  </Box>
                ))}
              </tbody>
              {!pending && products.length > 0 && (
                // Issue 21: each product onto the quote list, with the rows above to choose by. Not printed.
                <Box component="tfoot" sx={{ displayPrint: 'none' }}>
                  <tr>
                    <Box component="td" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }} />
                    {products.map((product) => (
                      <td key={product.id}>
                        <AddToQuote code={vendor.code} vendor={vendor.key} product={{ id: product.id, name: product.name }} />
                      </td>
                    ))}
                  </tr>
                </Box>
              )}
            </Box>
          </Box>
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
          <ProductEnquiryDialog kind={enquiry} productName={namesInSentence(names)} productIds={products.map((p) => p.id)} onClose={() => replaceParam('enquiry', null)} closeTo={withParam('enquiry', null)} />
        </>
      )}
    </Container>
  );
}
