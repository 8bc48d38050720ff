/**
 * The addresses of catalogue pages, one spelling for the app, the server's sitemap and the datasheets
 * ("Product URLs read well"): the item's name as words, then its id (guid.ts `sluggedId`), URL-encoded as
 * product-spec.md §2 asks of the category id. The bare id still works: the page's server render answers it with
 * 301 to this form (web/src/app/route-data.ts).
 */
import { sluggedId } from './guid.ts';
import type { VendorCode } from './vendors.ts';

/** What a catalogue page's address is made of: the category's or product's id (a GUID) and its name. */
export interface CatalogItemRef {
  id: string;
  name: string;
}

/** Category page: /in/products/composite-insulators-{id}. */
export function categoryPath(code: VendorCode, category: CatalogItemRef): string {
  return `/${code}/products/${encodeURIComponent(sluggedId(category.name, category.id))}`;
}

/** Product detail page: /in/products/details/long-rod-insulator-220-kv-120-kn-{id}. */
export function productPath(code: VendorCode, product: CatalogItemRef): string {
  return `/${code}/products/details/${encodeURIComponent(sluggedId(product.name, product.id))}`;
}
