/**
 * Where a paged listing stands and how to see more: "Showing 48 of 600 products" (or
 * "Showing products 49–96 of 600" when the page starts later), a "Load more" link to `?after={cursor}` that works
 * without JavaScript (the server renders that page; with JavaScript the app appends it in place, see
 * api/listing-pages.ts), and on a page that starts later a link back to the first products. Shown only for a
 * listing of more than one page (isPaged).
 */
import type { MouseEvent } from 'react';
import { filterQuery } from '../../../../../contracts/filters.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { AFTER_PARAM, type ListingPages } from '../../../lib/catalog-api/listing-pages.ts';
import { useSiteNavigation } from '../../../lib/navigation.tsx';
import { isPlainClick } from '../../../lib/progressive.ts';
import { HOLD_CLICK_PROPS } from '../../../components/island/island-names.ts';

/** Label of the link to the next page. */
export const LOAD_MORE_TEXT = 'Load more';
/** Label of the link back to the listing's first page. */
export const FIRST_PRODUCTS_TEXT = 'Back to the first products';
/** Id of the listing's grid, the fragment of the "Load more" link (the browser shows the new page's products). */
export const LISTING_ANCHOR = 'listing';

/** What is on screen: "Showing 96 of 600 products", "Showing products 49–96 of 600", "No more products." */
export function showingText({ shown, offset, total }: { shown: number; offset: number; total: number }): string {
  if (shown === 0) return 'No more products.';
  if (offset === 0) return `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`;
  return `Showing products ${offset + 1}–${offset + shown} of ${total}`;
}

/**
 * Whether a listing has more than one page: more products than shown, a page that starts later, or pages loaded
 * with "Load more" (its last page then says "Showing 120 of 120 products").
 */
export function isPaged(pages: Pick<ListingPages, 'products' | 'productsTotal' | 'productsOffset' | 'pageCount'>): boolean {
  return pages.productsOffset > 0 || pages.productsTotal > pages.products.length || pages.pageCount > 1;
}

/**
 * The query of a page of this listing: its filters (contracts/filters.ts, in their one spelling) and `after` the
 * cursor (none: the first page), so paging never drops the filters.
 */
export function pageSearch(search: string, after: string | null): string {
  const query = [filterQuery(search), after ? new URLSearchParams({ [AFTER_PARAM]: after }).toString() : ''].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** The link back to the listing's first page (a page that starts later shows it above its products too). */
export function FirstProductsLink() {
  const { Link, pathname, search } = useSiteNavigation();
  return (
    <MuiLink component={Link} to={pathname + pageSearch(search, null)} preventScrollReset underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowUpward fontSize="small" aria-hidden />
      {FIRST_PRODUCTS_TEXT}
    </MuiLink>
  );
}

/** Where the paging line stands: ListingPages's paging fields, with `shown` the number of products on screen. */
export type ListingMoreState = Pick<ListingPages, 'productsOffset' | 'productsTotal' | 'nextCursor' | 'loadingMore' | 'moreFailed' | 'retryMore'> & { shown: number };

export interface ListingMoreProps {
  pages: ListingMoreState;
  /** The alert's text when a later page failed to load. */
  failedText: string;
  /**
   * Loads the page after `cursor` in place (an islands page's listing, ListingMorePages.tsx); without it "Load more"
   * is only its link, which the app's router follows in place (useListingPages) and the browser as a page of its own.
   */
  onLoadMore?: (cursor: string) => void;
}

/** The paging line under a listing's cards; see the module comment. */
export function ListingMore({ pages, failedText, onLoadMore }: ListingMoreProps) {
  const { Link, pathname, search } = useSiteNavigation();
  const { shown, productsOffset, productsTotal, nextCursor, loadingMore, moreFailed } = pages;
  const loadMore = (event: MouseEvent<HTMLElement>) => {
    if (!onLoadMore || !nextCursor || !isPlainClick(event)) return;
    event.preventDefault();
    onLoadMore(nextCursor);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', mt: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography role="status" variant="body2" color="text.secondary">
        {showingText({ shown, offset: productsOffset, total: productsTotal })}
      </Typography>
      {moreFailed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={pages.retryMore}>
              Retry
            </Button>
          }
        >
          {failedText}
        </Alert>
      )}
      {loadingMore ? (
        <Button variant="outlined" size="large" disabled startIcon={<CircularProgress size={18} color="inherit" aria-hidden />}>
          Loading…
        </Button>
      ) : (
        nextCursor && (
          <Button
            component={Link}
            to={`${pathname}${pageSearch(search, nextCursor)}#${LISTING_ANCHOR}`}
            onClick={loadMore}
            {...(onLoadMore ? HOLD_CLICK_PROPS : {})}
            replace
            preventScrollReset
            variant="outlined"
            size="large"
            sx={{ minWidth: 200 }}
          >
            {LOAD_MORE_TEXT}
          </Button>
        )
      )}
      {productsOffset > 0 && <FirstProductsLink />}
    </Stack>
  );
}
