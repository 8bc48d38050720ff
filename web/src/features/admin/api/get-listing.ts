/**
 * GET /Categories/{vendor}[?categoryId=] for the Product Manager — product-spec.md §7: one level of the tree
 * (the category, or the vendor root when the id is empty, with its subCategories and products; no query is
 * sent for the root). Read without authorization (§6). Always refetched when the manager shows it
 * (staleTime 0): the staff must see what they just wrote.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { retryUnlessClientError } from '../../../lib/api-client.ts';
import { getCategory } from '../../catalog/api/get-category.ts';
import { adminKeys } from './query-keys.ts';

/** Query options of one manager listing; 4xx answers are not retried. */
export function managerListingQueryOptions(vendor: VendorKey, categoryId?: string | null) {
  return queryOptions({
    queryKey: adminKeys.listing(vendor, categoryId),
    queryFn: ({ signal }) => getCategory(vendor, categoryId, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/**
 * The listing the manager shows. While another level loads, the previous one stays on screen (under the
 * loading backdrop) instead of flashing empty.
 */
export function useManagerListing(vendor: VendorKey, categoryId?: string | null) {
  return useQuery({ ...managerListingQueryOptions(vendor, categoryId), placeholderData: keepPreviousData });
}
