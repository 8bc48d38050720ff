/**
 * GET /Products/{id} — product-spec.md §7: product details, cached under a vendor-and-id key
 * (['product', vendor, id]). A 404 is final, so it is not retried.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CategoryListing, Product } from '../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { apiGet, apiTransportOf, retryUnlessClientError, type ApiTransport } from '../api-client.ts';
import { catalogAnswerSchema } from './answer-schemas.ts';
import { catalogKeys } from './query-keys.ts';

/** Fetches one product by id; the answer's schema is imported with the first read (lib/api-client.ts `AnswerSchema`). */
export function getProduct(id: string, { signal, transport }: { signal?: AbortSignal; transport?: ApiTransport } = {}): Promise<Product> {
  return apiGet(`/Products/${encodeURIComponent(id)}`, catalogAnswerSchema('productSchema'), { signal, transport });
}

/** Query options of one product (key ['product', vendor, id]); 4xx answers are not retried. */
export function productQueryOptions(vendor: VendorKey, id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(vendor, id),
    queryFn: ({ signal, client }) => getProduct(id, { signal, transport: apiTransportOf(client) }),
    retry: retryUnlessClientError,
  });
}

/**
 * The product `id` as a cached category listing of `vendor` already holds it (listings carry full products),
 * or undefined.
 */
export function findProductInListings(client: QueryClient, vendor: VendorKey, id: string): Product | undefined {
  for (const [, listing] of client.getQueriesData<CategoryListing>({ queryKey: catalogKeys.vendorCategories(vendor) })) {
    const product = listing?.products.find((p) => p.id === id);
    if (product) return product;
  }
  return undefined;
}

/**
 * One product through the query cache; disabled while `id` is undefined (an invalid route parameter).
 * While it loads, the copy from a cached category listing (if any) is shown as placeholder data, so a
 * product opened from its category appears at once; the product read still runs and replaces it. The route's
 * loader starts the read (app/router.tsx).
 */
export function useProduct(vendor: VendorKey, id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    ...productQueryOptions(vendor, id ?? ''),
    enabled: Boolean(id),
    placeholderData: () => (id ? findProductInListings(client, vendor, id) : undefined),
  });
}
