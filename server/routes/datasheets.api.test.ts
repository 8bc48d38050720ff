/**
 * GET /api/Products/{id}/datasheet on each database, over the real disk blob store: the PDF
 * shows the product's data, is kept per revision and made again when the product changes, and is still sent when
 * the blob store fails.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { products } from '../db/schema.ts';
import { DATASHEET_CONTAINER } from '../datasheets/datasheets.ts';
import { seedDemoCatalog } from '../demo/seed/index.ts';
import { rowsOf } from '../db/types.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describeEachDatabase('product datasheet', (kind) => {
  let t: TestContext;
  let id: string;

  beforeAll(async () => {
    t = await build(kind);
    const parent = await insertCategory(t.database, { name: 'Insulators' });
    const category = await insertCategory(t.database, { name: 'Composite Long Rod Insulators', parentCategoryId: parent });
    await t.blobs.put('radhe', 'images/lr.webp', await sharp({ create: { width: 300, height: 120, channels: 3, background: '#3366aa' } }).webp().toBuffer(), {
      contentType: 'image/webp',
    });
    id = await insertProduct(t.database, {
      name: 'Long Rod Insulator 220 kV, 120 kN',
      categoryId: category,
      description: 'Suspension insulator for 220 kV lines.',
      imagePath: 'images/lr.webp',
      properties: [{ key: 'Nominal System Voltage', value: '220 kV' }],
      configurations: [{ key: 'With corona ring', value: 'images/ring.png' }],
    });
  });
  afterAll(() => t?.close());

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/Products/${id}/datasheet`, headers });

  it('answers a PDF to download, named after the product, showing its data and category path', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="long-rod-insulator-220-kv-120-kn-datasheet.pdf"');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Insulators › Composite Long Rod Insulators');
    expect(text).toContain('Nominal System Voltage 220 kV');
    expect(text).toContain('With corona ring');
    expect(text).toContain(`Revision ${JSON.parse(res.headers.etag as string)}`);
  });

  it('serves the kept datasheet while the product is unchanged, 304 for its ETag, and a new revision after a change', async () => {
    const first = await get();
    const again = await get();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const revision = JSON.parse(first.headers.etag as string) as string;
    expect(await t.blobs.stat(DATASHEET_CONTAINER, `${id}/${revision}.pdf`)).not.toBeNull();

    await t.database.db.update(products).set({ properties: [{ key: 'Nominal System Voltage', value: '230 kV' }] }).where(eq(products.id, id));
    const changed = await get();
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(await textOf(changed.rawPayload)).toContain('Nominal System Voltage 230 kV');
  });

  it('still sends the datasheet when the blob store cannot be read or written', async () => {
    await t.database.db.update(products).set({ description: 'Changed again.' }).where(eq(products.id, id));
    const broken = new Error('blob store down');
    vi.spyOn(t.blobs, 'get').mockRejectedValue(broken);
    vi.spyOn(t.blobs, 'put').mockRejectedValue(broken);
    try {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(await textOf(res.rawPayload)).toContain('Changed again.');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('answers 404 for an unknown product and 400 for a malformed id, in the one error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/Products/00000000-0000-4000-8000-000000000000/datasheet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/Products/nope/datasheet' })).statusCode).toBe(400);
  });
});

describeEachDatabase('storefront catalogue PDF', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(kind);
    await seedDemoCatalog(t.database.db, t.blobs, { info: () => {} });
  });
  afterAll(() => t?.close());

  const get = (vendor: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/Categories/${vendor}/catalog`, headers });

  it('has a cover, the contents by category and a page per product of the demo catalogue', async () => {
    const res = await get('radhe');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="radhe-product-catalogue.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: false });
    const listing = await t.app.inject({ method: 'GET', url: '/api/Categories/radhe' });
    const rootProducts = listing.json().products.length as number;
    const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from products where vendor = 'radhe'`));
    // Cover, contents (one page or more), a page per product, the contact page.
    expect(pdf.numPages).toBeGreaterThanOrEqual(n + 3);
    expect(text[0]).toContain('Radhe product catalogue');
    expect(text[1]).toContain('Contents');
    expect(text.join(' ')).toContain('Long Rod Insulator 220 kV, 120 kN');
    expect(text.join(' ')).toContain('Insulators › Composite Long Rod Insulators');
    expect(text.at(-1)).toContain('Production Facility 1');
    // Root products come first, before any category's.
    if (rootProducts > 0) expect(text[2]).not.toContain('›');
  });

  it('is kept until the catalogue changes, then made again', async () => {
    const first = await get('therm');
    expect((await get('therm', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    await t.app.inject({ method: 'GET', url: '/api/Categories/therm' });
    await insertProduct(t.database, { vendor: 'therm', name: 'Zeta Test Hose DN 50' });
    const changed = await get('therm');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((await extractText(await getDocumentProxy(new Uint8Array(changed.rawPayload)), { mergePages: true })).text).toContain('Zeta Test Hose DN 50');
  });

  it('answers 400 for an unknown vendor', async () => {
    expect((await get('acme')).statusCode).toBe(400);
  });
});
