/**
 * The one table of route paths (bulletproof-react `paths`) — product-spec.md §2 "Routes".
 */
import type { StorefrontPageSlug } from '../../../content/pages.ts';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { categoryPath, productPath, type CatalogItemRef } from '../../../contracts/catalog-paths.ts';

export const paths = {
  /** Landing screen. */
  home: () => '/',
  /** Storefront home: /in or /fd. */
  storefront: (code: VendorCode) => `/${code}`,
  /** Public product browser (vendor root listing). */
  products: (code: VendorCode) => `/${code}/products`,
  /** Category page: /in/products/composite-insulators-{id} (contracts/catalog-paths.ts). */
  category: categoryPath,
  /** Product detail page: /in/products/details/long-rod-insulator-220-kv-120-kn-{id} (as for a category). */
  productDetails: productPath,
  /** The storefront search, with the text when given: /in/search?q=220+kV. */
  search: (code: VendorCode, text?: string) => `/${code}/search${text ? `?${new URLSearchParams({ q: text })}` : ''}`,
  /** The comparison of products `ids` (contracts/compare.ts): /in/compare?ids={id},{id}. */
  compare: (code: VendorCode, ids: readonly string[], differencesOnly = false) =>
    `/${code}/compare?ids=${ids.map(encodeURIComponent).join(',')}${differencesOnly ? '&diff=1' : ''}`,
  /** The visitor's quote list and its request form. */
  quote: (code: VendorCode) => `/${code}/quote`,
  /** Admin Product Manager. */
  adminManage: () => '/admin/manage',
  /** The Product Manager at category `categoryId` of `vendor` (null: its Root), docs/decisions/0013. */
  adminManageAt: (vendor: string, categoryId: string | null) =>
    `/admin/manage?vendor=${encodeURIComponent(vendor)}${categoryId ? `&category=${encodeURIComponent(categoryId)}` : ''}`,
  /** Staff preview of a product's public page, drafts included (docs/decisions/0013). */
  adminPreviewProduct: (vendor: string, id: string) => `/admin/preview/${vendor}/products/${id}`,
  /** Staff preview of a category's public page, drafts included (docs/decisions/0013). */
  adminPreviewCategory: (vendor: string, id: string) => `/admin/preview/${vendor}/categories/${id}`,
  /** Admin enquiry inbox. */
  adminEnquiries: () => '/admin/enquiries',
  /** Admin audit log of the catalogue's changes (administrators only). */
  adminAudit: () => '/admin/audit',
  /** A storefront's marketing page, e.g. page('in', 'facilities') → '/in/facilities' (product-spec.md §2). */
  page: (code: VendorCode, slug: StorefrontPageSlug) => `/${code}/${slug}`,
} as const;

/** Marketing pages of the storefronts: the slugs of content/pages.ts. */
export type { StorefrontPageSlug, CatalogItemRef };
