/**
 * The pages of a public listing: a category page shows its listing's products page by page,
 * from the product after the URL's `?after={cursor}` (none: the first). Its "Load more" is a link to `?after=` the
 * last page's `nextCursor`: without JavaScript the server renders that next page (the route loader reads the same
 * parameter, app/route-data.ts); with JavaScript the router follows the link in place, and `useListingPages`
 * appends the new page below the pages already shown, so the URL always names the last page read.
 *
 * Each page is its own query (catalogKeys.category with the cursor), so the loaders fill it like any other read
 * and a product opened from any page is found in the cache (get-product.ts findProductInListings).
 */
import { useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { CategoryListing, Product } from '../../../../contracts/catalog.ts';
import { normaliseListingCursor } from '../../../../contracts/listing-page.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { categoryQueryOptions } from './get-category.ts';

/** The page URL parameter naming the cursor a listing starts after (contracts/server-render.ts RENDER_QUERY_PARAMS). */
export const AFTER_PARAM = 'after';

/** The cursor of a page URL's `?after=` in its one spelling, or null (none, or not a cursor: the first page). */
export function afterOf(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normaliseListingCursor(params.get(AFTER_PARAM));
}

/**
 * The products of `pages`, in order, each once: a product renamed between two reads could come twice (its keyset
 * position moved). `shownIds` are products already on screen (the server's page under "Load more"), left out.
 */
export function productsOnce(pages: Array<Pick<CategoryListing, 'products'>>, shownIds: Iterable<string> = []): Product[] {
  const seen = new Set(shownIds);
  return pages.flatMap((page) => page.products).filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** The pages of one listing on screen, as `useListingPages` reads them. */
export interface ListingPages {
  /** The first page shown (the listing's name, description, subcategories); undefined until it loads. */
  listing: CategoryListing | undefined;
  /** The first page is loading / failed. */
  isPending: boolean;
  isError: boolean;
  /** The products of every page shown, in order. */
  products: Product[];
  /** How many pages are shown (1 until "Load more"). */
  pageCount: number;
  /** Products in the whole listing, and before the first one shown. */
  productsTotal: number;
  productsOffset: number;
  /** The cursor after the last product shown, or null when it is the listing's last. */
  nextCursor: string | null;
  /** A page after the first is loading / failed to load. */
  loadingMore: boolean;
  moreFailed: boolean;
  /** Reads the failed page again. */
  retryMore: () => void;
}

interface Chain {
  /** The listing the cursors belong to. */
  listing: string;
  /** The cursor of each page shown (null: the first page of the listing). */
  cursors: (string | null)[];
}

/**
 * The pages of the listing of `categoryId` (root when empty) of `vendor`, filtered by `filters` (contracts/filters.ts
 * `filterQuery`; '' for none), to show for a URL whose `?after=` is
 * `after`: the pages already shown when `after` is the next cursor of the last of them (a "Load more") or one of
 * them (the later ones are dropped), else that one page alone.
 */
export function useListingPages(vendor: VendorKey, categoryId: string | null | undefined, after: string | null, filters = ''): ListingPages {
  const client = useQueryClient();
  // A filtered listing is another listing: its cursors are its own.
  const listing = `${vendor}:${categoryId ?? ''}?${filters}`;
  const [chain, setChain] = useState<Chain>({ listing, cursors: [after] });
  let cursors = chain.cursors;
  if (chain.listing !== listing || cursors.at(-1) !== after) {
    // Adjusted while rendering (React's "adjusting state when a prop changes"), so no frame shows the old pages.
    const shown = chain.listing === listing ? cursors.indexOf(after) : -1;
    const last = chain.listing === listing ? client.getQueryData(categoryQueryOptions(vendor, categoryId, cursors.at(-1), filters).queryKey) : undefined;
    if (shown >= 0) cursors = cursors.slice(0, shown + 1);
    else if (after !== null && last?.nextCursor === after) cursors = [...cursors, after];
    else cursors = [after];
    setChain({ listing, cursors });
  }

  const pages = useQueries({
    queries: cursors.map((cursor) => ({
      ...categoryQueryOptions(vendor, categoryId, cursor, filters),
      // While other filters of the same category load, the products and facets shown stay (so the facets keep
      // their state, e.g. open on a phone); another category shows its loading state (product-spec.md §2).
      placeholderData: (previous: CategoryListing | undefined) => (previous && previous.id === (categoryId || null) ? previous : undefined),
    })),
  });
  const first = pages[0];
  const lastPage = pages[pages.length - 1];
  const loaded = pages.filter((page) => page.data).map((page) => page.data!);
  const newest = loaded.at(-1);
  const products = productsOnce(loaded);
  const later = pages.length > 1;
  return {
    listing: first.data,
    isPending: first.isPending,
    isError: first.isError,
    products,
    pageCount: pages.length,
    productsTotal: newest?.productsTotal ?? 0,
    productsOffset: first.data?.productsOffset ?? 0,
    nextCursor: lastPage.data ? lastPage.data.nextCursor : null,
    loadingMore: later && lastPage.isPending,
    moreFailed: later && lastPage.isError && !lastPage.data,
    retryMore: () => void lastPage.refetch(),
  };
}
