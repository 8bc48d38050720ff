/**
 * Drafts and publishing (docs/decisions/0013, server/db/visibility.ts, server/routes/publishing.ts): a draft product
 * and a draft category (with a published product and a subcategory under it) are absent from every public surface —
 * listings, product reads, search, facet counts, datasheets, the catalogue PDF, the sitemap and the enquiry intake
 * (compare, the quote list and the server-rendered pages read the same product route) — present for an editor of
 * their storefront with `?drafts=true`, refused to an editor of the other one, and public once published.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { categories, products, revisions } from '../db/schema.ts';
import { adminToken, bearer, staffToken } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { validEnquiry } from '../test/enquiry.ts';

const material: AttributeDefinition = { key: 'shed-material', name: 'Shed Material', kind: 'choice', unit: null, choices: ['Glass', 'Porcelain'], filter: true, card: false };

describeEachDatabase('drafts and publishing', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let radheEditor: Record<string, string>;
  let thermEditor: Record<string, string>;
  /** A published category holding a published product and a draft product. */
  let shelf: string;
  let draftProduct: string;
  /** A draft category with a published product and a published subcategory under it. */
  let draftCategory: string;
  let hiddenSub: string;
  let hiddenProduct: string;

  const post = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    radheEditor = bearer(await staffToken(t, ['editor.radhe']));
    thermEditor = bearer(await staffToken(t, ['editor.therm']));
    shelf = (await post('/api/Categories', { vendor: 'radhe', name: 'Shelf Insulators', attributes: [material] })).json().id;
    const visible = await post('/api/Products', { vendor: 'radhe', name: 'Shelf Glass Disc', categoryId: shelf, specifications: [{ attribute: material.key, value: 'Glass' }] });
    expect(visible.statusCode, visible.body).toBe(200);
    const created = await post('/api/Products', { vendor: 'radhe', name: 'Zebrawidget Porcelain Disc', categoryId: shelf, published: false, specifications: [{ attribute: material.key, value: 'Porcelain' }] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().published).toBe(false);
    draftProduct = created.json().id;
    const category = await post('/api/Categories', { vendor: 'radhe', name: 'Quokkaline Bushings', published: false });
    expect(category.json().published).toBe(false);
    draftCategory = category.json().id;
    hiddenSub = (await post('/api/Categories', { vendor: 'radhe', name: 'Quokkaline Wall Bushings', parentCategoryId: draftCategory })).json().id;
    hiddenProduct = (await post('/api/Products', { vendor: 'radhe', name: 'Quokkaline Oil Bushing', categoryId: draftCategory })).json().id;
  });
  afterAll(() => t?.close());

  /** Every public surface's view of the three hidden things: true where one of them shows. */
  async function publicSurfaces() {
    const root = (await get('/api/Categories/radhe')).json<CategoryListing>();
    const shelfListing = (await get(`/api/Categories/radhe?categoryId=${shelf}`)).json<CategoryListing>();
    const search = async (q: string) => (await get(`/api/Search/radhe?q=${encodeURIComponent(q)}`)).json<{ products: Product[]; categories: Array<{ id: string }> }>();
    const zebra = await search('Zebrawidget');
    const quokka = await search('Quokkaline');
    const sitemap = (await get('/sitemap-in.xml')).body;
    const pdf = await getDocumentProxy(new Uint8Array((await get('/api/Categories/radhe/catalog')).rawPayload));
    const pdfText = (await extractText(pdf, { mergePages: true })).text;
    const enquiry = await post('/api/contact', { ...validEnquiry, lines: [{ productId: draftProduct, quantity: 1 }] }, {});
    return {
      rootListsDraftCategory: root.subCategories.some((c) => c.id === draftCategory),
      shelfListsDraftProduct: shelfListing.products.some((p) => p.id === draftProduct),
      shelfTotal: shelfListing.productsTotal,
      porcelainFacetCount: shelfListing.facets.flatMap((f) => (f.kind === 'choice' ? f.choices : [])).find((c) => c.value === 'Porcelain')?.count,
      draftCategoryListing: (await get(`/api/Categories/radhe?categoryId=${draftCategory}`)).statusCode,
      hiddenSubListing: (await get(`/api/Categories/radhe?categoryId=${hiddenSub}`)).statusCode,
      draftProductRead: (await get(`/api/Products/${draftProduct}`)).statusCode,
      hiddenProductRead: (await get(`/api/Products/${hiddenProduct}`)).statusCode,
      draftDatasheet: (await get(`/api/Products/${draftProduct}/datasheet`)).statusCode,
      hiddenDatasheet: (await get(`/api/Products/${hiddenProduct}/datasheet`)).statusCode,
      searchFindsDraftProduct: zebra.products.some((p) => p.id === draftProduct),
      searchFindsHidden: quokka.products.some((p) => p.id === hiddenProduct) || quokka.categories.some((c) => c.id === draftCategory || c.id === hiddenSub),
      sitemapNames: [draftProduct, draftCategory, hiddenSub, hiddenProduct].filter((id) => sitemap.includes(id)).length,
      pdfNames: ['Zebrawidget', 'Quokkaline'].filter((name) => pdfText.includes(name)),
      enquiry: enquiry.statusCode,
    };
  }

  it('keeps a draft product and a draft category with its subtree off every public surface', async () => {
    expect(await publicSurfaces()).toEqual({
      rootListsDraftCategory: false,
      shelfListsDraftProduct: false,
      shelfTotal: 1,
      porcelainFacetCount: 0,
      draftCategoryListing: 404,
      hiddenSubListing: 404,
      draftProductRead: 404,
      hiddenProductRead: 404,
      draftDatasheet: 404,
      hiddenDatasheet: 404,
      searchFindsDraftProduct: false,
      searchFindsHidden: false,
      sitemapNames: 0,
      pdfNames: [],
      enquiry: 400,
    });
    const enquiry = await post('/api/contact', { ...validEnquiry, lines: [{ productId: draftProduct, quantity: 1 }] }, {});
    expect(enquiry.json().details[0].path).toBe('lines.0.productId');
  });

  it('shows drafts to an editor of the storefront with ?drafts=true, and refuses the others', async () => {
    const shelfListing = await get(`/api/Categories/radhe?categoryId=${shelf}&drafts=true`, radheEditor);
    expect(shelfListing.statusCode, shelfListing.body).toBe(200);
    expect(shelfListing.json<CategoryListing>().products.find((p) => p.id === draftProduct)?.published).toBe(false);
    const root = (await get('/api/Categories/radhe?drafts=true', radheEditor)).json<CategoryListing>();
    expect(root.subCategories.find((c) => c.id === draftCategory)?.published).toBe(false);
    const inside = (await get(`/api/Categories/radhe?categoryId=${draftCategory}&drafts=true`, radheEditor)).json<CategoryListing>();
    expect(inside.products.map((p) => p.id)).toEqual([hiddenProduct]);
    expect(inside.subCategories.map((c) => c.id)).toEqual([hiddenSub]);
    const product = await get(`/api/Products/${draftProduct}?drafts=true`, radheEditor);
    expect(product.statusCode).toBe(200);
    expect(product.json<Product>().published).toBe(false);

    expect((await get(`/api/Products/${draftProduct}?drafts=true`, thermEditor)).statusCode).toBe(403);
    expect((await get(`/api/Categories/radhe?categoryId=${shelf}&drafts=true`, thermEditor)).statusCode).toBe(403);
    expect((await get(`/api/Products/${draftProduct}?drafts=true`)).statusCode).toBe(401);
    expect((await get('/api/Categories/radhe?drafts=true')).statusCode).toBe(401);
    // The staff view never leaks into the public answer (which the read cache keeps).
    expect((await get(`/api/Categories/radhe?categoryId=${shelf}`)).json<CategoryListing>().products.some((p) => p.id === draftProduct)).toBe(false);
  });

  it('refuses publishing to an editor of the other storefront and changes nothing', async () => {
    const [before] = await t.database.db.select().from(products).where(eq(products.id, draftProduct));
    for (const url of [`/api/Products/${draftProduct}/publish`, `/api/Categories/${draftCategory}/publish`, `/api/Products/${hiddenProduct}/unpublish`]) {
      const refused = await post(url, {}, thermEditor);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect((await post(`/api/Products/${draftProduct}/publish`, {}, {})).statusCode).toBe(401);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, draftProduct));
    expect(after).toEqual(before);
    const [category] = await t.database.db.select().from(categories).where(eq(categories.id, draftCategory));
    expect(category.published).toBe(false);
    expect((await post('/api/Products/00000000-0000-4000-8000-000000000000/publish', {}, radheEditor)).statusCode).toBe(404);
    expect((await post('/api/Categories/00000000-0000-4000-8000-000000000000/unpublish', {}, radheEditor)).statusCode).toBe(404);
  });

  it('puts them on every public surface once published, with the version raised and a revision stored', async () => {
    const [before] = await t.database.db.select().from(products).where(eq(products.id, draftProduct));
    const published = await post(`/api/Products/${draftProduct}/publish`, {}, radheEditor);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Product>().published).toBe(true);
    expect((await post(`/api/Categories/${draftCategory}/publish`, {}, radheEditor)).json().published).toBe(true);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, draftProduct));
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedByName).toBe('Test editor.radhe');
    const stored = await t.database.db.select().from(revisions).where(eq(revisions.entityId, draftProduct));
    expect(stored.map((r) => r.action)).toContain('publish');

    const surfaces = await publicSurfaces();
    expect(surfaces).toMatchObject({
      rootListsDraftCategory: true,
      shelfListsDraftProduct: true,
      shelfTotal: 2,
      porcelainFacetCount: 1,
      draftCategoryListing: 200,
      hiddenSubListing: 200,
      draftProductRead: 200,
      hiddenProductRead: 200,
      draftDatasheet: 200,
      searchFindsDraftProduct: true,
      searchFindsHidden: true,
      sitemapNames: 4,
      pdfNames: ['Zebrawidget', 'Quokkaline'],
    });
    expect(surfaces.enquiry).not.toBe(400);

    // Unpublished again, it leaves the public reads at once (the read cache follows the catalogue version).
    expect((await post(`/api/Products/${draftProduct}/unpublish`, {}, radheEditor)).json().published).toBe(false);
    expect((await get(`/api/Products/${draftProduct}`)).statusCode).toBe(404);
  });

  it('keeps the flag out of a save: an update never publishes or unpublishes', async () => {
    const product = (await get(`/api/Products/${draftProduct}?drafts=true`, radheEditor)).json<Product>();
    const { properties: _shown, ...editable } = product;
    const saved = await post('/api/Products', { ...editable, published: true, description: 'Edited while a draft' }, radheEditor);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Product>().published).toBe(false);
  });
});
