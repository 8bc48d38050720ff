/**
 * GET /Categories/{vendor}[?categoryId=&scope=subtree][&cursor=][&limit=] — product-spec.md §7: a category (or the
 * vendor root) with its subcategories and one page of its products (contracts/listing-page.ts). An empty id
 * means root, so no query is sent; the first page sends no cursor. A category's products are those of its whole
 * subtree (`scope=subtree`), so a category page offers every product below it with the facets, and a buyer who
 * knows the rating need not tap down the tree first (issue "A buyer on a phone"). Cached per vendor, category and page;
 * staleTime/gcTime come from the QueryClient defaults (cache lifetime, §9), persisted to localStorage by the
 * app's persister.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListing } from '../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { apiGet, apiTransportOf, retryUnlessClientError, type ApiTransport } from '../api-client.ts';
import { catalogAnswerSchema } from './answer-schemas.ts';
import { catalogKeys } from './query-keys.ts';

/**
 * Which page of a listing to read: the products after `after` (a listing cursor; none: the first), `limit` of them,
 * among those `filters` leave (contracts/filters.ts `filterQuery`; none: all).
 */
export interface ListingPageRequest {
  after?: string | null;
  /** Products per page; the server's default (48) when absent. */
  limit?: number;
  filters?: string;
}

/** The `f.*` parameters of a filter query as apiUrl's query object (a repeated parameter as a list). */
function filterParams(filters: string | undefined): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(filters ?? '')) (params[name] ??= []).push(value);
  return params;
}

/**
 * Fetches one page of the listing of `categoryId` (root when empty or absent) of `vendor`; the answer's schema is
 * imported with the first read (lib/api-client.ts `AnswerSchema`).
 */
export function getCategory(
  vendor: VendorKey,
  categoryId?: string | null,
  { signal, transport, after, limit, filters }: { signal?: AbortSignal; transport?: ApiTransport } & ListingPageRequest = {},
): Promise<CategoryListing> {
  return apiGet(`/Categories/${encodeURIComponent(vendor)}`, catalogAnswerSchema('categoryListingSchema'), {
    signal,
    transport,
    // Empty and absent values are left out of the URL (apiUrl).
    query: { categoryId, ...(categoryId ? { scope: 'subtree' } : {}), limit, cursor: after, ...filterParams(filters) },
  });
}

/**
 * Query options of one page of a category listing (key ['categories', vendor, categoryId ?? 'root'], plus the
 * cursor for a later page and the filters of a filtered one); 4xx not retried.
 */
export function categoryQueryOptions(vendor: VendorKey, categoryId?: string | null, after?: string | null, filters?: string) {
  return queryOptions({
    queryKey: catalogKeys.category(vendor, categoryId, after, filters),
    queryFn: ({ signal, client }) =>
      getCategory(vendor, categoryId, { signal, after, filters, transport: apiTransportOf(client) }),
    retry: retryUnlessClientError,
  });
}

/**
 * The listing of `categoryId` (root when empty) of `vendor`, through the query cache (filled by the route's
 * loader, app/router.tsx). `enabled: false` keeps it idle (e.g. a root product needs no parent listing).
 */
export function useCategory(vendor: VendorKey, categoryId?: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryQueryOptions(vendor, categoryId), enabled });
}
