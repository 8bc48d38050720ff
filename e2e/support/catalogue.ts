/** Finds what the browser specs need in the seeded demo catalogue, through the public API as the storefront reads it. */
import type { APIRequestContext } from '@playwright/test';

/** A product as the public API answers it (the parts the specs read). */
export interface Product {
  id: string;
  name: string;
  properties: Array<{ key: string; value: string; attribute?: string }>;
}

/** The first radhe category (breadth first) with at least three products. */
export async function categoryWithProducts(request: APIRequestContext): Promise<{ id: string; name: string; products: Product[] }> {
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/radhe${id ? `?categoryId=${id}` : ''}`)).json()) as {
      id: string | null;
      name: string;
      subCategories: Array<{ id: string }>;
      products: Product[];
    };
    if (listing.id && !listing.name.startsWith('E2E ') && listing.products.length >= 3) return { id: listing.id, name: listing.name, products: listing.products };
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error('the demo catalogue has a category of three products');
}

/** The first product of `vendor`'s catalogue, breadth first from the root (every demo product is in a category). */
export async function firstProduct(request: APIRequestContext, vendor: 'radhe' | 'therm'): Promise<Product> {
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/${vendor}${id ? `?categoryId=${id}` : ''}`)).json()) as { subCategories: Array<{ id: string }>; products: Product[] };
    // What other specs create ('E2E …', often without properties or images) is not the demo's.
    const demo = listing.products.filter((p) => !p.name.startsWith('E2E '));
    if (demo.length > 0) return demo[0];
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error(`the demo catalogue of ${vendor} has a product`);
}
