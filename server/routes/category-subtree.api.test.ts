/**
 * A category page's listing of its whole subtree (GET /api/Categories/{vendor}?categoryId=&scope=subtree): the
 * products of the category and of every category below it, paged without loss, filtered and faceted by the
 * category's attributes; drafts below stay hidden; the default scope stays the category's own products.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CategoryListing } from '../../contracts/catalog.ts';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { categories, productQuantities, products } from '../db/schema.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';

const voltage: AttributeDefinition = { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true };

describeEachDatabase('a category listing of its whole subtree', (kind) => {
  let t: TestContext;
  let top: string;
  let draft: string;

  /** A product of `categoryId` rated at `kv`. */
  async function product(name: string, categoryId: string, kv: number) {
    const id = await insertProduct(t.database, { name, categoryId });
    await t.database.db.update(products).set({ specifications: [{ attribute: voltage.key, value: kv }] }).where(eq(products.id, id));
    await t.database.db.insert(productQuantities).values({ productId: id, attribute: voltage.key, vendor: 'radhe', categoryId, unit: 'kV', min: kv, max: kv });
  }

  const listing = async (query: string): Promise<CategoryListing> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Categories/radhe?categoryId=${top}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CategoryListing;
  };
  const names = (answer: CategoryListing) => answer.products.map((p) => p.name).sort();

  beforeAll(async () => {
    t = await build(kind);
    top = await insertCategory(t.database, { name: 'Insulators' });
    await t.database.db.update(categories).set({ attributes: [voltage] }).where(eq(categories.id, top));
    const transmission = await insertCategory(t.database, { name: 'Transmission Line Insulators', parentCategoryId: top });
    const longRod = await insertCategory(t.database, { name: 'Long Rod', parentCategoryId: transmission });
    draft = await insertCategory(t.database, { name: 'Coming soon', parentCategoryId: top });
    await t.database.db.update(categories).set({ published: false }).where(eq(categories.id, draft));
    await product('Station post 33 kV', top, 33);
    await product('Long rod 132 kV', longRod, 132);
    await product('Long rod 220 kV', longRod, 220);
    await product('Line post 220 kV', transmission, 220);
    await product('Long rod 400 kV', longRod, 400);
    await product('Secret 765 kV', draft, 765);
    await product('Elsewhere 220 kV', await insertCategory(t.database, { name: 'Other' }), 220);
  });
  afterAll(() => t?.close());

  it('holds the products of the category and of every published category below it, with their facets', async () => {
    const all = await listing('scope=subtree');
    expect(names(all)).toEqual(['Line post 220 kV', 'Long rod 132 kV', 'Long rod 220 kV', 'Long rod 400 kV', 'Station post 33 kV']);
    expect(all.productsTotal).toBe(5);
    expect(all.subCategories.map((c) => c.name)).toEqual(['Transmission Line Insulators']);
    expect(all.facets).toEqual([{ attribute: voltage.key, kind: 'range', min: 33, max: 400, count: 5 }]);

    // By the rating: two taps from the category to the product a buyer wants.
    const rated = await listing(`scope=subtree&f.${voltage.key}=200..300`);
    expect(names(rated)).toEqual(['Line post 220 kV', 'Long rod 220 kV']);
    expect(rated.productsTotal).toBe(2);
  });

  it('pages through the subtree without losing or repeating a product', async () => {
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await listing(`scope=subtree&limit=2&cursor=${cursor}`);
      seen.push(...page.products.map((p) => p.name));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen.sort()).toEqual(['Line post 220 kV', 'Long rod 132 kV', 'Long rod 220 kV', 'Long rod 400 kV', 'Station post 33 kV']);
  });

  it("keeps the category's own products by default, as the spec's call and the Product Manager read them", async () => {
    expect(names(await listing(''))).toEqual(['Station post 33 kV']);
    expect(names(await listing('scope=category'))).toEqual(['Station post 33 kV']);
    const refused = await t.app.inject({ method: 'GET', url: `/api/Categories/radhe?categoryId=${top}&scope=everything` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('scope');
  });

  it("lists a draft category's products once it is published", async () => {
    await t.database.db.update(categories).set({ published: true }).where(eq(categories.id, draft));
    try {
      expect(names(await listing('scope=subtree'))).toContain('Secret 765 kV');
    } finally {
      await t.database.db.update(categories).set({ published: false }).where(eq(categories.id, draft));
    }
  });
});
