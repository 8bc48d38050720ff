/**
 * "Load more" on a listing that is an islands page (docs/decisions/0014): the island under the server's cards that
 * reads the next pages in place and draws their cards below, with the paging line (ListingMore.tsx) under them.
 *
 * The server renders one page of the listing (the URL's `?after=`, none: the first); its cards are never hydrated.
 * "Load more" stays the link to the next page (without script, or opened in a new tab, the server renders that page
 * alone); a plain click reads the page after the last one shown (the same read and cache key as the app's,
 * lib/catalog-api/get-category.ts) and appends its cards, each with its Compare and Add to quote, and the URL's
 * `?after=` then names the last page read (replacing the history entry), as in the app (listing-pages.ts), so a
 * reload shows that page. A page that fails says so with Retry, and the cards already shown stay.
 */
import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import type { Product } from '../../../../../contracts/catalog.ts';
import type { VendorCode, VendorKey } from '../../../../../contracts/vendors.ts';
import { categoryQueryOptions } from '../../../lib/catalog-api/get-category.ts';
import { productsOnce } from '../../../lib/catalog-api/listing-pages.ts';
import { EnsureQueryClient } from '../../../lib/ensure-query-client.tsx';
import { useSiteNavigation } from '../../../lib/navigation.tsx';
import { CatalogGrid } from '../../../components/catalog/CatalogGrid.tsx';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { ListingMore, pageSearch } from './ListingMore.tsx';

export interface ListingMorePagesProps {
  /** Route code of the storefront and the listing's vendor. */
  code: VendorCode;
  vendor: VendorKey;
  /** The listing's category id; null: the vendor's root listing. */
  categoryId: string | null;
  /** The listing's filters (contracts/filters.ts `filterQuery`; '' for none). */
  filters: string;
  /** The ids of the products the server's page shows (a product renamed between two reads is shown once). */
  shownIds: string[];
  /** Products before the server's page (its `productsOffset`) and in the whole listing. */
  productsOffset: number;
  productsTotal: number;
  /** The cursor after the server's page, or null when it is the listing's last. */
  nextCursor: string | null;
  /** Keys of the attributes the cards show (the listing's `card` attributes). */
  cardAttributes: string[];
  /** The alert's text when a page fails to load. */
  failedText: string;
}

/** The pages read after the server's: see the module comment. */
function MorePages({ code, vendor, categoryId, filters, shownIds, productsOffset, productsTotal, nextCursor, cardAttributes, failedText }: ListingMorePagesProps) {
  const { search, setSearch } = useSiteNavigation();
  // The cursor of each page read here, in order.
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = useQueries({ queries: cursors.map((cursor) => categoryQueryOptions(vendor, categoryId, cursor, filters)) });
  const loaded = pages.filter((page) => page.data).map((page) => page.data!);
  const last = pages.at(-1);
  const products: Product[] = productsOnce(loaded, shownIds);
  const lastRead = loaded.length === cursors.length ? cursors.at(-1) : undefined;

  // The URL names the last page read.
  useEffect(() => {
    if (lastRead) setSearch(pageSearch(search, lastRead), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a page has arrived
  }, [lastRead]);

  const cards = new Set(cardAttributes);
  return (
    <>
      {products.length > 0 && (
        <Box sx={{ mt: { xs: 2, md: 3 } }}>
          <CatalogGrid>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} code={code} loading="lazy" cardAttributes={cards} />
              </li>
            ))}
          </CatalogGrid>
        </Box>
      )}
      <ListingMore
        pages={{
          shown: shownIds.length + products.length,
          productsOffset,
          productsTotal: loaded.at(-1)?.productsTotal ?? productsTotal,
          nextCursor: last ? (last.data?.nextCursor ?? null) : nextCursor,
          loadingMore: last?.isPending === true,
          moreFailed: last?.isError === true && !last.data,
          retryMore: () => void last?.refetch(),
        }}
        failedText={failedText}
        onLoadMore={(cursor) => setCursors((read) => (read.includes(cursor) ? read : [...read, cursor]))}
      />
    </>
  );
}

/** See the module comment. */
export function ListingMorePages(props: ListingMorePagesProps) {
  return (
    <EnsureQueryClient>
      <MorePages {...props} />
    </EnsureQueryClient>
  );
}
