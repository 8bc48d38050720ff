/**
 * The staff's order through the API (docs/decisions/0013): a reorder is what the public listing, the sitemap and the
 * catalogue PDF follow; a stale list, a move across storefronts or into a subcategory, and an editor of the other
 * storefront are refused with nothing changed; a new row goes to the end.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { extractText, getDocumentProxy } from 'unpdf';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { categories, products, revisions } from '../db/schema.ts';
import { adminToken, bearer, staffToken } from '../test/auth.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

const voltage: AttributeDefinition = { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true };

describeEachDatabase('the staff order', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let insulators: string;
  let rods: string;
  let posts: string;
  let ids: { alpha: string; beta: string; gamma: string };

  const send = (method: 'PUT' | 'POST', url: string, payload: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const listing = async (query = '') => (await t.app.inject(`/api/Categories/radhe${query}`)).json();
  const snapshot = async () => ({
    categories: await t.database.db.select({ id: categories.id, position: categories.position, parent: categories.parentCategoryId, version: categories.version }).from(categories).orderBy(asc(categories.id)),
    products: await t.database.db.select({ id: products.id, position: products.position, category: products.categoryId, version: products.version }).from(products).orderBy(asc(products.id)),
  });

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    insulators = await insertCategory(t.database, { name: 'Insulators' });
    rods = await insertCategory(t.database, { name: 'Long rods', parentCategoryId: insulators });
    posts = await insertCategory(t.database, { name: 'Post insulators', parentCategoryId: insulators });
    ids = {
      alpha: await insertProduct(t.database, { name: 'Alpha rod', categoryId: rods }),
      beta: await insertProduct(t.database, { name: 'Beta rod', categoryId: rods }),
      gamma: await insertProduct(t.database, { name: 'Gamma rod', categoryId: rods }),
    };
  });
  afterAll(() => t?.close());

  it('lists by name while nothing is ordered, then in the order set, in the listing, its pages, the sitemap and the catalogue PDF', async () => {
    expect((await listing(`?categoryId=${rods}`)).products.map((p: { name: string }) => p.name)).toEqual(['Alpha rod', 'Beta rod', 'Gamma rod']);

    const res = await send('PUT', `/api/Categories/${rods}/order`, { productIds: [ids.gamma, ids.alpha, ids.beta] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [ids.gamma, ids.alpha, ids.beta] });
    expect((await listing(`?categoryId=${rods}`)).products.map((p: { name: string }) => p.name)).toEqual(['Gamma rod', 'Alpha rod', 'Beta rod']);

    // Pages of one follow the order, without skipping or repeating a product.
    const first = await listing(`?categoryId=${rods}&limit=2`);
    const second = await listing(`?categoryId=${rods}&limit=2&cursor=${first.nextCursor}`);
    expect([...first.products, ...second.products].map((p: { name: string }) => p.name)).toEqual(['Gamma rod', 'Alpha rod', 'Beta rod']);
    expect(second.nextCursor).toBeNull();

    const subs = await send('PUT', `/api/Categories/${insulators}/order`, { categoryIds: [posts, rods] });
    expect(subs.statusCode, subs.body).toBe(200);
    expect((await listing(`?categoryId=${insulators}`)).subCategories.map((c: { name: string }) => c.name)).toEqual(['Post insulators', 'Long rods']);

    const sitemap = await t.app.inject('/sitemap-in.xml');
    const urls = (await parseSitemap(Readable.from([sitemap.body]))).map((item) => item.url);
    const at = (id: string) => urls.findIndex((url) => url.includes(id));
    expect(at(ids.gamma)).toBeLessThan(at(ids.alpha));
    expect(at(ids.alpha)).toBeLessThan(at(ids.beta));
    expect(at(posts)).toBeLessThan(at(rods));

    const pdf = await t.app.inject('/api/Categories/radhe/catalog');
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    // The contents and the pages after it list the products in the catalogue's order.
    const page = text.replace(/\s+/g, ' ');
    expect(page.indexOf('Gamma rod')).toBeGreaterThanOrEqual(0);
    expect(page.indexOf('Gamma rod')).toBeLessThan(page.indexOf('Alpha rod'));
    expect(page.indexOf('Alpha rod')).toBeLessThan(page.indexOf('Beta rod'));

    const recorded = await t.database.db.select().from(revisions).where(eq(revisions.action, 'reorder'));
    expect(recorded.length).toBeGreaterThan(0);
  });

  it('refuses a list that is not the current children with 409 and changes nothing', async () => {
    const before = await snapshot();
    for (const productIds of [[ids.alpha, ids.beta], [ids.alpha, ids.beta, ids.gamma, ids.gamma], [ids.alpha, ids.beta, posts]]) {
      const res = await send('PUT', `/api/Categories/${rods}/order`, { productIds });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'The list changed since you opened it; reload' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an editor of the other storefront with 403 and changes nothing", async () => {
    const therm = bearer(await staffToken(t, ['editor.therm']));
    const before = await snapshot();
    const attempts = [
      await send('PUT', `/api/Categories/${rods}/order`, { productIds: [ids.alpha, ids.beta, ids.gamma] }, therm),
      await send('PUT', '/api/Categories/root/radhe/order', { categoryIds: [insulators] }, therm),
      await send('POST', `/api/Products/${ids.alpha}/move`, { categoryId: posts }, therm),
      await send('POST', `/api/Categories/${posts}/move`, { parentCategoryId: null }, therm),
    ];
    for (const res of attempts) expect(res.statusCode, res.body).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a move to the other storefront or under itself, with a field message and nothing changed', async () => {
    const thermCategory = await insertCategory(t.database, { vendor: 'therm', name: 'Heaters' });
    const before = await snapshot();
    const across = await send('POST', `/api/Products/${ids.alpha}/move`, { categoryId: thermCategory });
    expect(across.statusCode).toBe(400);
    expect(fieldMessages(across.json(), 'categoryId')).toEqual(['The category belongs to another storefront']);
    const acrossCategory = await send('POST', `/api/Categories/${rods}/move`, { parentCategoryId: thermCategory });
    expect(fieldMessages(acrossCategory.json(), 'parentCategoryId')).toEqual(['The category belongs to another storefront']);
    const cycle = await send('POST', `/api/Categories/${insulators}/move`, { parentCategoryId: rods });
    expect(cycle.statusCode).toBe(400);
    expect(fieldMessages(cycle.json(), 'parentCategoryId')).toEqual(['A category cannot be moved under itself or one of its subcategories']);
    expect(await snapshot()).toEqual(before);
  });

  it("moves a product to the end of its new category, refusing one whose specifications do not fit", async () => {
    const ordered = await send('PUT', `/api/Categories/${posts}/order`, { productIds: [] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const post = await insertProduct(t.database, { name: 'Aardvark post', categoryId: posts });
    const moved = await send('POST', `/api/Products/${ids.beta}/move`, { categoryId: posts });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: ids.beta, categoryId: posts });
    // At the end, though its name sorts first among equals.
    expect((await listing(`?categoryId=${posts}`)).products.map((p: { id: string }) => p.id)).toEqual([post, ids.beta]);

    const typed = await send('POST', '/api/Categories', { vendor: 'radhe', name: 'Typed', attributes: [voltage] });
    const product = await send('POST', '/api/Products', { vendor: 'radhe', name: 'Typed rod', categoryId: typed.json().id, specifications: [{ attribute: voltage.key, value: 220 }] });
    expect(product.statusCode, product.body).toBe(200);
    const before = await snapshot();
    const refused = await send('POST', `/api/Products/${product.json().id}/move`, { categoryId: rods });
    expect(refused.statusCode).toBe(400);
    expect(fieldMessages(refused.json(), 'specifications.0.attribute')).toEqual([`The category has no attribute '${voltage.key}'`]);
    expect(await snapshot()).toEqual(before);
  });

  it('puts a new category or product at the end of its siblings, and orders the top level', async () => {
    const created = await send('POST', '/api/Products', { vendor: 'radhe', name: 'Aaa first by name', categoryId: rods });
    expect(created.statusCode, created.body).toBe(200);
    expect((await listing(`?categoryId=${rods}`)).products.at(-1).id).toBe(created.json().id);

    const top = await send('POST', '/api/Categories', { vendor: 'radhe', name: 'Aaa top' });
    const roots = (await listing()).subCategories.map((c: { id: string }) => c.id);
    expect(roots.at(-1)).toBe(top.json().id);
    const res = await send('PUT', '/api/Categories/root/radhe/order', { categoryIds: [...roots].reverse() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listing()).subCategories.map((c: { id: string }) => c.id)).toEqual([...roots].reverse());
  });
});
