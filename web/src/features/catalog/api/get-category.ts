/**
 * GET /Categories/{vendor}[?categoryId=] — product-spec.md §7: a category (or the vendor root) with its
 * subcategories and products. An empty id means root, so no query is sent. Cached per vendor and category;
 * staleTime/gcTime come from the QueryClient defaults (cache lifetime, §9), persisted to localStorage by the
 * app's persister.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListing } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiGet, apiTransportOf, retryUnlessClientError, type ApiTransport } from '../../../lib/api-client.ts';
import { catalogAnswerSchema } from './answer-schemas.ts';
import { catalogKeys } from './query-keys.ts';

/**
 * Fetches the listing of `categoryId` (root when empty or absent) of `vendor`; the answer's schema is imported with
 * the first read (lib/api-client.ts `AnswerSchema`).
 */
export function getCategory(
  vendor: VendorKey,
  categoryId?: string | null,
  { signal, transport }: { signal?: AbortSignal; transport?: ApiTransport } = {},
): Promise<CategoryListing> {
  return apiGet(`/Categories/${encodeURIComponent(vendor)}`, catalogAnswerSchema('categoryListingSchema'), {
    signal,
    transport,
    query: categoryId ? { categoryId } : undefined,
  });
}

/** Query options of one category listing (key ['categories', vendor, categoryId ?? 'root']); 4xx not retried. */
export function categoryQueryOptions(vendor: VendorKey, categoryId?: string | null) {
  return queryOptions({
    queryKey: catalogKeys.category(vendor, categoryId),
    queryFn: ({ signal, client }) => getCategory(vendor, categoryId, { signal, transport: apiTransportOf(client) }),
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
