/**
 * /{code}/search?q= — the storefront search: a search form (a GET form to this page, so it
 * works with JavaScript off; the server renders the results), then what the text was read as (its ratings with
 * their units, and which of them no product matching the words meets: `searchNotice`), the matching categories as
 * links, the matching products as cards, and a line for the matches in the other storefront. An empty text shows how to search; no match says so and offers the product browser.
 * The read comes through the route's loader (app/route-data.ts), on the server and in the browser.
 * An islands page (docs/decisions/0014): each card's Compare and Add to quote and the compare bar are its islands, with
 * the top bar's menu and search box; the form, the results and the links are the server's, never hydrated (a search
 * from the form loads the next results page, as with JavaScript off).
 */
import { useId, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatReading } from '../../../../contracts/quantities.ts';
import { searchNotice } from '../../../../contracts/search.ts';
import { SEARCH_TEXT_LIMIT } from '../../../../contracts/search-text.ts';
import { vendorByKey } from '../../../../contracts/vendors.ts';
import { searchTextOf, SEARCH_PARAM, useSearch } from '../../lib/catalog-api/index.ts';
import { paths } from '../../lib/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { SEARCH_LABEL, SEARCH_PLACEHOLDERS } from '../../components/search/texts.ts';
import { catalogPageTitle, PageMeta } from '../../components/PageMeta.tsx';
import { CompareBar } from '../../components/compare/LazyCompareBar.tsx';
import { Island } from '../../components/island/Island.tsx';
import { CatalogGrid, EAGER_CARDS } from '../../components/catalog/CatalogGrid.tsx';
import { CatalogHeader } from '../../components/catalog/CatalogHeader.tsx';
import { ProductCard } from '../../components/catalog/ProductCard.tsx';
import { TAP_LINK_SX } from '../../lib/touch.ts';

/** The page's title (h1). */
export const SEARCH_TITLE = 'Search';
/** What the page says before a search. */
export const SEARCH_PROMPT = 'Search by product name, or by rating with its unit: “long rod 220 kV”, “120 kN”, “DN 600 10 bar”.';
/** What the page says when the search cannot be made (the server or its database is unavailable). */
export const SEARCH_FAILED_TEXT = 'Search is unavailable just now. Your search is kept in the box above: search again in a moment, or browse the products.';

/**
 * What the page says when the search failed: the server's own words when it refused this address for searching too
 * much (429, naming the seconds to wait: server/search/admission.ts) or was busy (503 SEARCH_BUSY), else
 * SEARCH_FAILED_TEXT.
 */
export function searchFailureText(error: unknown): string {
  if (isApiError(error, 429) || (isApiError(error, 503) && error.code === 'SEARCH_BUSY')) {
    return `${error.message} Your search is kept in the box above.`;
  }
  return SEARCH_FAILED_TEXT;
}

/** "3 products match “220 kV”", "No products match “x”". */
export function resultText(total: number, query: string): string {
  if (total === 0) return `No products match “${query}”.`;
  return `${total} ${total === 1 ? 'product matches' : 'products match'} “${query}”.`;
}

/** The search page; see the module comment. */
export default function SearchPage() {
  const { vendor } = useVendor();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = searchTextOf(params);
  const search = useSearch(vendor.key, text);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(SEARCH_PARAM);
    void navigate(paths.search(vendor.code, typeof value === 'string' ? value.trim() : ''));
  };

  const answer = search.data;
  const other = answer ? vendorByKey(answer.otherStorefront.vendor) : undefined;
  const notice = answer ? searchNotice(answer.quantities) : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {/* Result pages stay out of search engines' indexes; their links are followed. */}
      <PageMeta
        title={catalogPageTitle(text ? `${SEARCH_TITLE}: ${text}` : SEARCH_TITLE, vendor.name)}
        description={`Search the ${vendor.name} catalogue by product name or by rating with its unit.`}
        path={paths.search(vendor.code)}
        noindex
      />
      <CatalogHeader title={SEARCH_TITLE} crumbs={[{ label: 'Products', to: paths.products(vendor.code) }]} />
      <Box component="form" role="search" method="get" action={paths.search(vendor.code)} onSubmit={submit} key={text} sx={{ display: 'flex', gap: 1, maxWidth: 640, mb: 3 }}>
        <TextField
          id={inputId}
          name={SEARCH_PARAM}
          type="search"
          label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDERS[vendor.code]}
          defaultValue={text}
          fullWidth
          slotProps={{ htmlInput: { maxLength: SEARCH_TEXT_LIMIT, enterKeyHint: 'search' }, inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 3 }}>
          Search
        </Button>
      </Box>

      {text === '' ? (
        <Typography color="text.secondary">{SEARCH_PROMPT}</Typography>
      ) : search.isError && !answer ? (
        <Alert severity="error" action={<Button component={RouterLink} to={paths.products(vendor.code)} color="inherit" size="small">Browse products</Button>}>
          {searchFailureText(search.error)}
        </Alert>
      ) : !answer ? (
        <CatalogGrid loading />
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography role="status" variant="h6" component="p" sx={{ fontSize: '1.125rem' }}>
              {resultText(answer.productsTotal, answer.query)}
              {answer.productsTotal > answer.products.length ? ` Showing the best ${answer.products.length}.` : ''}
            </Typography>
            {answer.quantities.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  Ratings read:
                </Typography>
                {answer.quantities.map((q) => (
                  <Chip key={`${q.text}-${q.unit}`} size="small" variant="outlined" label={formatReading(q)} />
                ))}
              </Stack>
            )}
            {notice && (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                {notice}
              </Alert>
            )}
          </Box>
          {answer.categories.length > 0 && (
            <Box component="nav" aria-label="Matching categories">
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                Categories
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {answer.categories.map((category) => (
                  <Chip key={category.id} component={RouterLink} to={paths.category(vendor.code, category)} clickable label={category.name} />
                ))}
              </Stack>
            </Box>
          )}
          {answer.products.length > 0 ? (
            <CatalogGrid>
              {answer.products.map((product, i) => (
                <li key={product.id}>
                  <ProductCard product={product} code={vendor.code} loading={i < EAGER_CARDS ? 'eager' : 'lazy'} />
                </li>
              ))}
            </CatalogGrid>
          ) : (
            <Typography color="text.secondary">
              Try fewer words, another spelling, or a rating with its unit; or{' '}
              <Link component={RouterLink} to={paths.products(vendor.code)}>
                browse the products
              </Link>
              .
            </Typography>
          )}
          {other && answer.otherStorefront.productsTotal > 0 && (
            <Typography>
              <Link component={RouterLink} to={paths.search(other.code, answer.query)} sx={TAP_LINK_SX}>
                {answer.otherStorefront.productsTotal} {answer.otherStorefront.productsTotal === 1 ? 'match' : 'matches'} in {other.name}
              </Link>
            </Typography>
          )}
        </Stack>
      )}
      <Island name="compare-bar" component={CompareBar} props={{ code: vendor.code, vendor: vendor.key }} />
    </Container>
  );
}
