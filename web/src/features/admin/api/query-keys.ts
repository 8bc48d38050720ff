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

export const adminKeys = {
  /** Every manager listing of one vendor (refetched after a write). */
  vendorListings: (vendor: VendorKey) => ['admin', 'listings', vendor] as const,
  /** One manager listing: ['admin', 'listings', vendor, categoryId || 'root']. */
  listing: (vendor: VendorKey, categoryId?: string | null) => ['admin', 'listings', vendor, categoryId || 'root'] as const,
  /** Mutation key of every save and delete. */
  write: () => ['admin', 'write'] as const,
  /** Mutation key of every upload. */
  upload: () => ['admin', 'upload'] as const,
};
