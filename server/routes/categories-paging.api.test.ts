/**
 * Paged category listings: GET /api/Categories/{vendor}[?categoryId=][&limit=][&cursor=] answers
 * one page of products (48 by default) with productsTotal, productsOffset and nextCursor; pages continue by keyset
 * without gaps or repeats; bad paging parameters are a 400 naming the field; every page is its own entry of the
 * read cache.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { apiErrorSchema, categoryListingSchema, type CategoryListing } from '../../contracts/catalog.ts';
import { encodeListingCursor, LISTING_PAGE } from '../../contracts/listing-page.ts';
import { products } from '../db/schema.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';
import { listingCacheKey } from '../catalog/reads.ts';

describeEachDatabase('paged category listings', (kind) => {
  let t: TestContext;
  let big: string;
  let small: string;
  /** The ids of `big`'s 120 products in the listing's order, read straight from the table. */
  let order: string[];

  beforeAll(async () => {
    t = await build(kind);
    big = await insertCategory(t.database, { name: 'Long Rod' });
    small = await insertCategory(t.database, { name: 'Disc' });
    for (const name of ['Sub B', 'sub a', 'Sub C']) await insertCategory(t.database, { name, parentCategoryId: big });
    // 120 products, with names that tie (same name, same name in other cases) so the id and name tie-breaks count.
    for (let i = 0; i < 120; i += 1) {
      const name = i % 10 === 0 ? 'Same name' : i % 10 === 1 ? ['ALPHA', 'Alpha', 'alpha'][i % 3] : `Rod ${String(i).padStart(3, '0')}`;
      await insertProduct(t.database, { name, categoryId: big });
    }
    await insertProduct(t.database, { name: 'Disc 70 kN', categoryId: small });
    await insertProduct(t.database, { name: 'disc 120 kN', categoryId: small });
    await insertProduct(t.database, { name: 'Root product' });
    order = await idsInOrder();
  });
  afterAll(() => t?.close());

  async function idsInOrder(): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendor, 'radhe'), eq(products.categoryId, big)))
      .orderBy(sql`lower(${products.name})`, asc(products.name), asc(products.id));
    return rows.map((row) => row.id);
  }

  async function listing(query: string): Promise<CategoryListing> {
    const res = await t.app.inject(`/api/Categories/radhe?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return categoryListingSchema.parse(res.json());
  }

  /** Every page of `big` with `limit`, following nextCursor. */
  async function allPages(limit: number): Promise<CategoryListing[]> {
    const pages: CategoryListing[] = [];
    let cursor: string | null = '';
    while (cursor !== null && pages.length < 200) {
      const page = await listing(`categoryId=${big}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    }
    return pages;
  }

  it('answers the first 48 products, all subcategories and where the page is when no paging is asked for', async () => {
    const body = await listing(`categoryId=${big}`);
    expect(body.products).toHaveLength(LISTING_PAGE.defaultLimit);
    expect(body.products.map((p) => p.id)).toEqual(order.slice(0, 48));
    expect(body).toMatchObject({ name: 'Long Rod', productsTotal: 120, productsOffset: 0 });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.subCategories.map((c) => c.name)).toEqual(['sub a', 'Sub B', 'Sub C']);
    // The answer of a 120-product category stays small (the issue's 600 products answered 11 MB).
    const res = await t.app.inject(`/api/Categories/radhe?categoryId=${big}`);
    expect(res.body.length).toBeLessThan(60_000);
  });

  it('keeps the spec call whole for a small listing: every product, no next page', async () => {
    const body = await listing(`categoryId=${small}`);
    expect(body.products.map((p) => p.name)).toEqual(['disc 120 kN', 'Disc 70 kN']);
    expect(body).toMatchObject({ productsTotal: 2, productsOffset: 0, nextCursor: null });
    const root = await listing('');
    expect(root.products.map((p) => p.name)).toEqual(['Root product']);
    expect(root.subCategories.map((c) => c.name)).toEqual(['Disc', 'Long Rod']);
    expect(root).toMatchObject({ productsTotal: 1, nextCursor: null });
  });

  it('follows nextCursor through every product once, in order, with offsets and the total on each page', async () => {
    for (const limit of [50, 7, 100]) {
      const pages = await allPages(limit);
      expect(pages).toHaveLength(Math.ceil(120 / limit));
      expect(pages.flatMap((p) => p.products.map((product) => product.id))).toEqual(order);
      expect(pages.map((p) => p.productsOffset)).toEqual(pages.map((_, i) => i * limit));
      expect(pages.every((p) => p.productsTotal === 120)).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      // Subcategories are not paged: every page has them all.
      expect(pages.every((p) => p.subCategories.length === 3)).toBe(true);
    }
  });

  it('continues after the cursor even when products are added and removed between two pages', async () => {
    const first = await listing(`categoryId=${big}&limit=40`);
    const second = await listing(`categoryId=${big}&limit=40&cursor=${first.nextCursor}`);
    // A product that sorts into the first page and the removal of the second page's first product.
    const early = await insertProduct(t.database, { name: 'Aaa early', categoryId: big });
    await t.database.db.delete(products).where(eq(products.id, second.products[0].id));
    try {
      const again = await listing(`categoryId=${big}&limit=40&cursor=${first.nextCursor}`);
      expect(again.products.map((p) => p.id)).toEqual([...second.products.slice(1).map((p) => p.id), order[80]]);
      expect(again).toMatchObject({ productsTotal: 120, productsOffset: 41 });
    } finally {
      await t.database.db.delete(products).where(eq(products.id, early));
      await insertProduct(t.database, { ...second.products[0], categoryId: big });
    }
    expect(await idsInOrder()).toEqual(order);
  });

  it('answers 400 naming limit for a limit that is not a whole number from 1 to 100, and accepts the bounds', async () => {
    for (const bad of ['0', '101', '-1', 'abc', '1.5', '', '99999', '1e2']) {
      const res = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&limit=${encodeURIComponent(bad)}`);
      expect(res.statusCode, `limit=${bad}`).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(fieldMessages(body, 'limit')).toEqual(['limit must be a whole number from 1 to 100']);
      expect(body.message).toBe('limit must be a whole number from 1 to 100');
    }
    const twice = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&limit=2&limit=3`);
    expect(fieldMessages(twice.json(), 'limit')).toEqual(['limit must be a whole number from 1 to 100']);
    expect((await listing(`categoryId=${big}&limit=1`)).products).toHaveLength(1);
    expect((await listing(`categoryId=${big}&limit=100`)).products).toHaveLength(100);
  });

  it('answers 400 naming cursor for a cursor it did not write, and reads an empty cursor as the first page', async () => {
    const notJson = Buffer.from('{nope').toString('base64url');
    const badId = Buffer.from(JSON.stringify(['Rod 001', 'not-a-guid'])).toString('base64url');
    for (const bad of ['x!y', notJson, badId, 'a'.repeat(3000)]) {
      const res = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(fieldMessages(res.json(), 'cursor')).toEqual(['cursor is not valid: send the nextCursor of a previous answer']);
    }
    expect((await listing(`categoryId=${big}&cursor=`)).products.map((p) => p.id)).toEqual(order.slice(0, 48));
  });

  it('keeps every page under its own cache key, and one key for equal requests', async () => {
    expect(t.app.catalogCache.enabled).toBe(true);
    const first = await listing(`categoryId=${big}`);
    // Cached now; a second page or another limit must not be answered from the first page's entry.
    const next = await listing(`categoryId=${big}&cursor=${first.nextCursor}`);
    expect(next.products.map((p) => p.id)).toEqual(order.slice(48, 96));
    expect((await listing(`categoryId=${big}&limit=10`)).products).toHaveLength(10);
    const plain = await t.app.inject(`/api/Categories/radhe?categoryId=${big}`);
    const held = t.app.catalogCache.size;
    const explicit = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&limit=48`);
    expect(explicit.headers.etag).toBe(plain.headers.etag);
    expect(t.app.catalogCache.size).toBe(held);

    // A cursor spelled another way (spaces in its JSON, an upper-case id) is the same position and the same key.
    const position = { position: 0, name: first.products.at(-1)!.name, id: first.products.at(-1)!.id };
    const respelled = Buffer.from(`[ ${position.position}, ${JSON.stringify(position.name)} , "${position.id.toUpperCase()}" ]`).toString('base64url');
    expect(respelled).not.toBe(first.nextCursor);
    const canonical = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&cursor=${first.nextCursor}`);
    const kept = t.app.catalogCache.size;
    const same = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&cursor=${respelled}`);
    expect(same.headers.etag).toBe(canonical.headers.etag);
    expect(t.app.catalogCache.size).toBe(kept);
    expect(listingCacheKey('radhe', big, { limit: 48, after: position })).toBe(
      `categories:radhe:${big}:category:48:${encodeListingCursor(position)}:`,
    );
    // Filters are part of the key, in their one spelling (contracts/filters.ts filterQuery), and so is the scope.
    expect(listingCacheKey('radhe', big, { limit: 48, after: null, filters: 'f.a=1..' })).toBe(`categories:radhe:${big}:category:48::f.a=1..`);
    expect(listingCacheKey('radhe', big, { limit: 48, after: null, scope: 'subtree' })).toBe(`categories:radhe:${big}:subtree:48::`);
    // The subtree is another answer: not the category's own page from the cache.
    const subtree = await t.app.inject(`/api/Categories/radhe?categoryId=${big}&scope=subtree`);
    expect(subtree.statusCode).toBe(200);
    expect(t.app.catalogCache.size).toBeGreaterThan(kept);
  });
});
