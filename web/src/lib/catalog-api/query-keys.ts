/**
 * Query-key factory of the catalogue — product-spec.md §7: categories are cached per vendor and category,
 * products under a vendor-and-id key. Invalidate a vendor after a write with `catalogKeys.vendor…`.
 */
import type { VendorKey } from '../../../../contracts/vendors.ts';

/** The key of the root listing when no category id is given (§7 "An empty id means root"). */
export const ROOT_CATEGORY_KEY = 'root';

export const catalogKeys = {
  /** Every category listing of every vendor. */
  allCategories: () => ['categories'] as const,
  /** Every category listing of one vendor (invalidate after a category or product write). */
  vendorCategories: (vendor: VendorKey) => ['categories', vendor] as const,
  /**
   * One listing: ['categories', vendor, categoryId ?? 'root'] for its first page ('' counts as root), with the
   * cursor as a fourth part for a later page and the filters (contracts/filters.ts
   * `filterQuery`) as a fifth when there are any, so a vendor's prefix still covers every page.
   */
  category: (vendor: VendorKey, categoryId?: string | null, after?: string | null, filters?: string) =>
    filters
      ? (['categories', vendor, categoryId || ROOT_CATEGORY_KEY, after ?? '', filters] as const)
      : after
        ? (['categories', vendor, categoryId || ROOT_CATEGORY_KEY, after] as const)
        : (['categories', vendor, categoryId || ROOT_CATEGORY_KEY] as const),
  /** One search of one vendor: ['search', vendor, text as searched]. */
  search: (vendor: VendorKey, text: string) => ['search', vendor, text] as const,
  /** The suggestions of one text (a shorter answer): ['search', vendor, text, 'suggest']. */
  suggest: (vendor: VendorKey, text: string) => ['search', vendor, text, 'suggest'] as const,
  /** Whether `key` is a suggestions key (`suggest`): these are not saved to storage (app/query-client.ts). */
  isSuggestion: (key: readonly unknown[]) => key[0] === 'search' && key[3] === 'suggest',
  /** Every product of one vendor. */
  vendorProducts: (vendor: VendorKey) => ['product', vendor] as const,
  /** One product: ['product', vendor, productId]. */
  product: (vendor: VendorKey, productId: string) => ['product', vendor, productId] as const,
};
