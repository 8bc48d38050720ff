/**
 * The one table of route paths (bulletproof-react `paths`) — product-spec.md §2 "Routes".
 */
import type { StorefrontPageSlug } from '../../../content/pages.ts';
import type { VendorCode } from '../../../contracts/vendors.ts';

export const paths = {
  /** Landing screen. */
  home: () => '/',
  /** Storefront home: /in or /fd. */
  storefront: (code: VendorCode) => `/${code}`,
  /** Public product browser (vendor root listing). */
  products: (code: VendorCode) => `/${code}/products`,
  /** Category page; the id is URL-encoded (product-spec.md §2). */
  category: (code: VendorCode, categoryId: string) => `/${code}/products/${encodeURIComponent(categoryId)}`,
  /** Product detail page. */
  productDetails: (code: VendorCode, productId: string) =>
    `/${code}/products/details/${encodeURIComponent(productId)}`,
  /** The storefront search (issue 20), with the text when given: /in/search?q=220+kV. */
  search: (code: VendorCode, text?: string) => `/${code}/search${text ? `?${new URLSearchParams({ q: text })}` : ''}`,
  /** The comparison of products `ids` (issue 20, contracts/compare.ts): /in/compare?ids={id},{id}. */
  compare: (code: VendorCode, ids: readonly string[], differencesOnly = false) =>
    `/${code}/compare?ids=${ids.map(encodeURIComponent).join(',')}${differencesOnly ? '&diff=1' : ''}`,
  /** Admin Product Manager. */
  adminManage: () => '/admin/manage',
  /** Admin enquiry inbox (issue 7). */
  adminEnquiries: () => '/admin/enquiries',
  /** A storefront's marketing page, e.g. page('in', 'facilities') → '/in/facilities' (product-spec.md §2). */
  page: (code: VendorCode, slug: StorefrontPageSlug) => `/${code}/${slug}`,
} as const;

/** Marketing pages of the storefronts: the slugs of content/pages.ts. */
export type { StorefrontPageSlug };
