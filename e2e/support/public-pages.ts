/** The public pages of the demo site, found through the catalogue API (titles, structured data, SEO). */
import type { APIRequestContext } from '@playwright/test';

/** The parts of a category listing (GET /api/Categories/{vendor}) the checks read. */
export interface Listing {
  id: string | null;
  name: string;
  ancestors: Array<{ id: string; name: string }>;
  subCategories: Array<{ id: string }>;
  products: Array<{ id: string; properties: Array<{ key: string; attribute?: string }> }>;
}

/**
 * Every public page of the demo site: the landing page, each storefront's pages, a category and a product of each
 * (those two by their bare ids: the server answers them with 301 to their canonical addresses).
 */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const pages = ['/', '/in', '/in/products', '/in/facilities', '/in/testing-quality', '/in/clientele', '/in/contact-us', '/in/about-us'];
  pages.push('/fd', '/fd/about-us', '/fd/products', '/fd/manufacturing-facilities', '/fd/testing-facilities', '/fd/research', '/fd/quality', '/fd/applications', '/fd/contact-us');
  for (const [vendor, code] of [['radhe', 'in'], ['therm', 'fd']]) {
    const root = (await (await request.get(`/api/Categories/${vendor}`)).json()) as Listing;
    const category = root.subCategories[0].id;
    pages.push(`/${code}/products/${category}`);
    const queue = [category];
    while (queue.length) {
      const listing = (await (await request.get(`/api/Categories/${vendor}?categoryId=${queue.shift()}`)).json()) as Listing;
      if (listing.products.length) {
        pages.push(`/${code}/products/details/${listing.products[0].id}`);
        break;
      }
      queue.push(...listing.subCategories.map((c) => c.id));
    }
  }
  return pages;
}
