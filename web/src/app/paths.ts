/**
 * The one table of route paths (bulletproof-react `paths`) — product-spec.md §2 "Routes".
 * Written by the catalogue engineer because it was still missing; the shell owns it and may extend it.
 */
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
  /** Admin Product Manager. */
  adminManage: () => '/admin/manage',
} as const;
