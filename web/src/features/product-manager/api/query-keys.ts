/**
 * Query and mutation keys of the Product Manager.
 *
 * The manager's listing has its own key (['admin', 'listings', vendor, categoryId | 'root']) so that it is
 * always read fresh (staleTime 0) and never shares an entry with the storefront's read cache, whose keys are
 * ['categories', vendor, …] and ['product', vendor, …] (product-spec.md §7). Writes and uploads carry mutation
 * keys so the page can tell "saving or deleting" apart from "uploading" (§4 "Upload state is separate from
 * saving").
 */
import type { VendorKey } from '../../../../../contracts/vendors.ts';

/** One page of the manager's table: `limit` products after `cursor` (null: the first). */
export interface ManagerPage {
  limit: number;
  cursor: string | null;
}

export const adminKeys = {
  /** Every manager listing of one vendor (refetched after a write). */
  vendorListings: (vendor: VendorKey) => ['admin', 'listings', vendor] as const,
  /**
   * One page of a manager listing: ['admin', 'listings', vendor, categoryId || 'root', limit, cursor || 'first'].
   */
  listing: (vendor: VendorKey, categoryId: string | null | undefined, page: ManagerPage) =>
    ['admin', 'listings', vendor, categoryId || 'root', page.limit, page.cursor || 'first'] as const,
  /** Mutation key of every save and delete. */
  write: () => ['admin', 'write'] as const,
  /** Mutation key of every upload. */
  upload: () => ['admin', 'upload'] as const,
};
