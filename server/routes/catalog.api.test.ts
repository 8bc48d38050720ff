import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, categoryListingSchema, productSchema } from '../../contracts/catalog.ts';
import { categories, products } from '../db/schema.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

describeEachDatabase('catalogue reads', (kind) => {
  let t: TestContext;
  let insulators: string;
  let longRod: string;
  let rod132: string;
  let rootProduct: string;
  let thermCategory: string;

  beforeAll(async () => {
    t = await build(kind);
    insulators = await insertCategory(t.database, { name: 'Insulators', description: 'Composite insulators' });
    await insertCategory(t.database, { name: 'Arresters' });
    longRod = await insertCategory(t.database, { name: 'Long Rod', parentCategoryId: insulators });
    await insertCategory(t.database, { name: 'Disc', parentCategoryId: insulators });
    rod132 = await insertProduct(t.database, {
      name: 'Long rod 132 kV',
      categoryId: longRod,
      imagePath: 'images/rod.webp',
      properties: [
        { key: 'Nominal System Voltage', value: '132 kV' },
        { key: 'SML', value: '120 kN' },
      ],
      otherImages: ['images/rod-b.webp', 'images/rod-a.webp'],
      configurations: [{ key: 'Ball & socket 16 mm', value: 'images/bs16.webp' }],
    });
    await insertProduct(t.database, { name: 'Long rod 66 kV', categoryId: longRod });
    rootProduct = await insertProduct(t.database, { name: 'Hardware fittings kit' });
    thermCategory = await insertCategory(t.database, { vendor: 'therm', name: 'Bellows' });
    await insertProduct(t.database, { vendor: 'therm', name: 'Root hose' });
  });
  afterAll(() => t?.close());

  it('lists the vendor root: root categories and root products, ordered by name', async () => {
    const res = await t.app.inject('/api/Categories/radhe');
    expect(res.statusCode).toBe(200);
    const body = categoryListingSchema.parse(res.json());
    expect(body).toMatchObject({ id: null, name: 'Radhe', description: '', vendor: 'radhe' });
    expect(body.subCategories.map((c) => c.name)).toEqual(['Arresters', 'Insulators']);
    expect(body.products.map((p) => p.name)).toEqual(['Hardware fittings kit']);
    expect(body.products[0].id).toBe(rootProduct);
  });

  it('treats an empty categoryId as the root', async () => {
    const res = await t.app.inject('/api/Categories/radhe?categoryId=');
    expect(res.json().subCategories).toHaveLength(2);
  });

  it('lists a category with its direct subcategories and its products', async () => {
    const res = await t.app.inject(`/api/Categories/radhe?categoryId=${insulators}`);
    const body = categoryListingSchema.parse(res.json());
    expect(body).toMatchObject({ id: insulators, name: 'Insulators', description: 'Composite insulators' });
    expect(body.subCategories.map((c) => c.name)).toEqual(['Disc', 'Long Rod']);
    expect(body.subCategories.every((c) => c.parentCategoryId === insulators)).toBe(true);
    expect(body.products).toEqual([]);

    const rod = categoryListingSchema.parse((await t.app.inject(`/api/Categories/radhe?categoryId=${longRod}`)).json());
    expect(rod.products.map((p) => p.name)).toEqual(['Long rod 132 kV', 'Long rod 66 kV']);
  });

  it('names the parents of a category from the root down, for the breadcrumb', async () => {
    const rodCap = await insertCategory(t.database, { name: 'Rod caps', parentCategoryId: longRod });
    const listing = categoryListingSchema.parse((await t.app.inject(`/api/Categories/radhe?categoryId=${rodCap}`)).json());
    expect(listing.ancestors).toEqual([
      { id: insulators, name: 'Insulators' },
      { id: longRod, name: 'Long Rod' },
    ]);
    expect(categoryListingSchema.parse((await t.app.inject(`/api/Categories/radhe?categoryId=${insulators}`)).json()).ancestors).toEqual([]);
    expect(categoryListingSchema.parse((await t.app.inject('/api/Categories/radhe')).json()).ancestors).toEqual([]);
    await t.database.db.delete(categories).where(eq(categories.id, rodCap));
  });

  it('accepts an upper-case GUID and answers with lower-case ids', async () => {
    const res = await t.app.inject(`/api/Categories/radhe?categoryId=${insulators.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(insulators);
  });

  it('keeps another vendor out', async () => {
    const therm = categoryListingSchema.parse((await t.app.inject('/api/Categories/therm')).json());
    expect(therm.subCategories.map((c) => c.name)).toEqual(['Bellows']);
    expect(therm.products.map((p) => p.name)).toEqual(['Root hose']);
    const cross = await t.app.inject(`/api/Categories/radhe?categoryId=${thermCategory}`);
    expect(cross.statusCode).toBe(404);
  });

  it('answers 404 for an unknown vendor, 400 for a malformed id and 404 for an unknown id, in one error shape', async () => {
    const vendor = await t.app.inject('/api/Categories/acme');
    expect(vendor.statusCode).toBe(404);
    expect(apiErrorSchema.parse(vendor.json()).code).toBe('NOT_FOUND');

    const malformed = await t.app.inject('/api/Categories/radhe?categoryId=not-a-guid');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).details).toBeDefined();

    const unknown = await t.app.inject('/api/Categories/radhe?categoryId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('returns a product with its ordered lists exactly as stored', async () => {
    const res = await t.app.inject(`/api/Products/${rod132}`);
    expect(res.statusCode).toBe(200);
    const product = productSchema.parse(res.json());
    expect(product).toMatchObject({ id: rod132, categoryId: longRod, vendor: 'radhe', imagePath: 'images/rod.webp' });
    expect(product.properties.map((p) => p.key)).toEqual(['Nominal System Voltage', 'SML']);
    expect(product.otherImages).toEqual(['images/rod-b.webp', 'images/rod-a.webp']);
    expect(product.configurations).toEqual([{ key: 'Ball & socket 16 mm', value: 'images/bs16.webp' }]);
  });

  it('answers 400 for a malformed product id and 404 for an unknown one', async () => {
    expect((await t.app.inject('/api/Products/42')).statusCode).toBe(400);
    const unknown = await t.app.inject('/api/Products/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('sends an ETag with no-cache and answers 304 when it still matches', async () => {
    const first = await t.app.inject(`/api/Products/${rod132}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: `/api/Products/${rod132}`, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.db.update(products).set({ name: 'Long rod 132 kV (renamed)' }).where(eq(products.id, rod132));
    const changed = await t.app.inject({ url: `/api/Products/${rod132}`, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Long rod 132 kV (renamed)');
  });

  it('revalidates a compressed listing: same ETag for gzip and identity, 304 on a match', async () => {
    for (let i = 0; i < 12; i++) {
      await insertProduct(t.database, { name: `Filler ${i}`, categoryId: insulators, description: 'Silicone housing. '.repeat(10) });
    }
    const url = `/api/Categories/radhe?categoryId=${insulators}`;
    const plain = await t.app.inject(url);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers['cache-control']).toBe('no-cache');
    const revalidated = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const listing = categoryListingSchema.parse(plain.json());
    expect(listing.products.map((p) => p.name)).toEqual([...Array(12).keys()].map((i) => `Filler ${i}`).sort());
  });

  it('changes the listing ETag when a product in it changes', async () => {
    const url = `/api/Categories/radhe?categoryId=${longRod}`;
    const before = await t.app.inject(url);
    await t.database.db.update(products).set({ description: 'Updated' }).where(eq(products.id, rod132));
    const after = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('orders equal names by id so pages are stable', async () => {
    const parent = await insertCategory(t.database, { name: 'Same-name parent' });
    const ids = [
      'ffffffff-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-00000000000a',
      '88888888-0000-4000-8000-000000000000',
    ];
    for (const id of ids) await insertCategory(t.database, { id, name: 'Twin', parentCategoryId: parent });
    const body = categoryListingSchema.parse((await t.app.inject(`/api/Categories/radhe?categoryId=${parent}`)).json());
    expect(body.subCategories.map((c) => c.id)).toEqual([...ids].sort());
  });

  it('orders names case-insensitively', async () => {
    const parent = await insertCategory(t.database, { name: 'Mixed-case parent' });
    for (const name of ['bushings', 'Clamps', 'Arresters']) await insertCategory(t.database, { name, parentCategoryId: parent });
    for (const name of ['zinc oxide block', 'Arc horn']) await insertProduct(t.database, { name, categoryId: parent });
    const body = categoryListingSchema.parse((await t.app.inject(`/api/Categories/radhe?categoryId=${parent}`)).json());
    expect(body.subCategories.map((c) => c.name)).toEqual(['Arresters', 'bushings', 'Clamps']);
    expect(body.products.map((p) => p.name)).toEqual(['Arc horn', 'zinc oxide block']);
  });

  it('explains a malformed id field by field', async () => {
    const res = await t.app.inject('/api/Categories/therm?categoryId=123');
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(fieldMessages(error, 'categoryId')).toEqual(expect.arrayContaining([expect.any(String)]));
    const twice = await t.app.inject(`/api/Categories/therm?categoryId=${thermCategory}&categoryId=${thermCategory}`);
    expect(twice.statusCode).toBe(400);
  });

  it('deletes subcategories and their products with a category (ON DELETE CASCADE)', async () => {
    const parent = await insertCategory(t.database, { name: 'Temp parent' });
    const child = await insertCategory(t.database, { name: 'Temp child', parentCategoryId: parent });
    const grandchild = await insertCategory(t.database, { name: 'Temp grandchild', parentCategoryId: child });
    const product = await insertProduct(t.database, { name: 'Temp product', categoryId: grandchild });
    const childProduct = await insertProduct(t.database, { name: 'Temp child product', categoryId: child });
    await t.database.db.delete(categories).where(eq(categories.id, parent));
    expect(await t.database.db.select().from(categories).where(eq(categories.id, grandchild))).toEqual([]);
    expect((await t.app.inject(`/api/Products/${product}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/Products/${childProduct}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/Categories/radhe?categoryId=${child}`)).statusCode).toBe(404);
    // Everything else is untouched.
    expect((await t.app.inject(`/api/Categories/radhe?categoryId=${longRod}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/Products/${rod132}`)).statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const request of [
      { method: 'GET', url: '/api/Nope' },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/api/' },
      { method: 'GET', url: '/api/Categories' },
      { method: 'PATCH', url: `/api/Products/${rod132}` },
    ] as const) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });
});
