/**
 * GET /Categories/{vendor}[?categoryId=][&limit=][&cursor=] for the Product Manager — product-spec.md §7: one level
 * of the tree (the category, or the vendor root when the id is empty, with its subCategories), one page of its
 * products at a time (`limit` per page, the page after `cursor`; the first page of 48 sends
 * neither). Read with the bearer token and `drafts=true`, the staff view that lists drafts too. Always refetched
 * when the manager shows it (staleTime 0): the staff must see what they just wrote.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE } from '../../../../../contracts/listing-page.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';
import { catalogAnswerSchema } from '../../../lib/catalog-api/answer-schemas.ts';
import { adminKeys, type ManagerPage } from './query-keys.ts';

/** Rows per page the table offers; the first page size is the API's default. */
export const MANAGER_PAGE_SIZES = [24, LISTING_PAGE.defaultLimit, 96] as const;

/** The first page with the default page size. */
export const FIRST_MANAGER_PAGE: ManagerPage = { limit: LISTING_PAGE.defaultLimit, cursor: null };

/** Query options of one page of a manager listing; 4xx answers are not retried. */
export function managerListingQueryOptions(vendor: VendorKey, categoryId?: string | null, page: ManagerPage = FIRST_MANAGER_PAGE) {
  return queryOptions({
    queryKey: adminKeys.listing(vendor, categoryId, page),
    // The staff view (`drafts=true`, bearer): drafts are listed too, each with `published: false`.
    queryFn: ({ signal }) =>
      apiRequest(`/Categories/${encodeURIComponent(vendor)}`, catalogAnswerSchema('categoryListingSchema'), {
        method: 'GET',
        signal,
        auth: true,
        query: { categoryId, cursor: page.cursor, limit: page.limit === LISTING_PAGE.defaultLimit ? undefined : page.limit, drafts: 'true' },
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/**
 * The listing the manager shows. While another level loads, the previous one stays on screen (under the
 * loading backdrop) instead of flashing empty.
 */
export function useManagerListing(vendor: VendorKey, categoryId?: string | null, page: ManagerPage = FIRST_MANAGER_PAGE) {
  return useQuery({ ...managerListingQueryOptions(vendor, categoryId, page), placeholderData: keepPreviousData });
}
