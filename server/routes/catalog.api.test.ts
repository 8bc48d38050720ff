import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, categoryListingSchema, productSchema } from '../../contracts/catalog.ts';
import { categories, products } from '../db/schema.ts';
import { build, databaseKinds, insertCategory, insertProduct, type TestContext } from '../test/build.ts';

describe.each(databaseKinds())('catalogue reads on %s', (kind) => {
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
    expect(tag).toMatch(/^"/);
    const again = await t.app.inject({ url: `/api/Products/${rod132}`, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.db.update(products).set({ name: 'Long rod 132 kV (renamed)' }).where(eq(products.id, rod132));
    const changed = await t.app.inject({ url: `/api/Products/${rod132}`, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Long rod 132 kV (renamed)');
  });

  it('deletes subcategories and their products with a category (ON DELETE CASCADE)', async () => {
    const parent = await insertCategory(t.database, { name: 'Temp parent' });
    const child = await insertCategory(t.database, { name: 'Temp child', parentCategoryId: parent });
    const grandchild = await insertCategory(t.database, { name: 'Temp grandchild', parentCategoryId: child });
    const product = await insertProduct(t.database, { name: 'Temp product', categoryId: grandchild });
    await t.database.db.delete(categories).where(eq(categories.id, parent));
    expect(await t.database.db.select().from(categories).where(eq(categories.id, grandchild))).toEqual([]);
    expect((await t.app.inject(`/api/Products/${product}`)).statusCode).toBe(404);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject('/api/Nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
  });
});
