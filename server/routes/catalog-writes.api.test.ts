import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { categories, products } from '../db/schema.ts';
import { bearer, adminToken, signToken, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

/** Counts of every catalogue row, to prove a refused write changed nothing. */
async function rowCounts(t: TestContext) {
  const [c] = await t.database.db.select({ n: count() }).from(categories);
  const [p] = await t.database.db.select({ n: count() }).from(products);
  return { categories: c.n, products: p.n };
}

/** An unsigned token ("alg": "none") with otherwise valid claims. */
function algNoneToken(t: TestContext): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ iss: t.config.auth.issuer, aud: t.config.auth.audience, sub: 'x', exp: now + 300, roles: ['admin'] })}.`;
}

describeEachDatabase('catalogue writes', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let root: string;
  let product: string;

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    root = await insertCategory(t.database, { name: 'Insulators' });
    product = await insertProduct(t.database, { name: 'Long rod 132 kV', categoryId: root });
  });
  afterAll(() => t?.close());

  describe('refuses writes without an administrator token and changes nothing', () => {
    const writes = (ids: { root: string; product: string }) => [
      { method: 'POST' as const, url: '/api/Categories', payload: { name: 'New', vendor: 'radhe' } },
      { method: 'DELETE' as const, url: `/api/Categories/${ids.root}` },
      { method: 'POST' as const, url: '/api/Products', payload: { name: 'New', vendor: 'radhe' } },
      { method: 'DELETE' as const, url: `/api/Products/${ids.product}` },
    ];
    const cases: Array<[string, (t: TestContext) => Promise<Record<string, string>>, number]> = [
      ['no token', async () => ({}), 401],
      ['a malformed header', async () => ({ authorization: 'Basic YWRtaW46YWRtaW4=' }), 401],
      ['an expired token', async (t) => bearer(await signToken(t, { roles: ['admin'] }, { expiresInS: -120 })), 401],
      ['a token not yet valid', async (t) => bearer(await signToken(t, { roles: ['admin'] }, { notBeforeS: 600 })), 401],
      ['the wrong audience', async (t) => bearer(await signToken(t, { roles: ['admin'] }, { audience: 'https://other.example/api' })), 401],
      ['the wrong issuer', async (t) => bearer(await signToken(t, { roles: ['admin'] }, { issuer: 'https://evil.example/oidc' })), 401],
      ['alg none', async (t) => bearer(algNoneToken(t)), 401],
      [
        'a tampered signature',
        async (t) => {
          const [h, p, s] = (await adminToken(t)).split('.');
          const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
          return bearer(`${h}.${forged}.${s}`);
        },
        401,
      ],
      ['a non-admin user', async (t) => bearer(await userToken(t)), 403],
    ];
    for (const [name, headers, status] of cases) {
      it(`${name} → ${status}`, async () => {
        const before = await rowCounts(t);
        for (const write of writes({ root, product })) {
          const res = await t.app.inject({ ...write, headers: await headers(t) });
          expect(res.statusCode, `${write.method} ${write.url}`).toBe(status);
          expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api"/);
        }
        expect(await rowCounts(t)).toEqual(before);
      });
    }
  });

  it('says why a token was refused in WWW-Authenticate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Categories',
      headers: bearer(await signToken(t, { roles: ['admin'] }, { expiresInS: -120 })),
      payload: { name: 'X', vendor: 'radhe' },
    });
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(res.json().message).toMatch(/expired/);
  });

  it('accepts an administrator by e-mail allow-list', async () => {
    const other = await build(kind, { env: { ADMIN_EMAILS: 'Boss@Example.com, x@example.com' } });
    try {
      const token = await signToken(other, { email: 'boss@example.com' });
      const res = await other.app.inject({ method: 'POST', url: '/api/Categories', headers: bearer(token), payload: { name: 'By e-mail', vendor: 'therm' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('creates a category at the root and shows it in the listing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Categories',
      headers: admin,
      payload: { id: '', name: '  Surge Arresters ', vendor: 'radhe', description: 'Metal oxide', imagePath: 'images/1-sa.png', parentCategoryId: null },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ name: 'Surge Arresters', vendor: 'radhe', parentCategoryId: null, imagePath: 'images/1-sa.png' });
    const listing = (await t.app.inject('/api/Categories/radhe')).json();
    expect(listing.subCategories.map((c: { name: string }) => c.name)).toContain('Surge Arresters');
  });

  it('updates a category by id and changes the ETag of the listing', async () => {
    const id = await insertCategory(t.database, { name: 'Old name' });
    const before = await t.app.inject('/api/Categories/radhe');
    const res = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { id, name: 'New name', vendor: 'radhe' } });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/Categories/radhe', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().subCategories.map((c: { name: string }) => c.name)).toContain('New name');
  });

  it('answers 400 with the spec message for a missing name, and stores nothing', async () => {
    const before = await rowCounts(t);
    const c = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { name: '   ', vendor: 'radhe' } });
    expect(c.statusCode).toBe(400);
    expect(fieldMessages(c.json(), 'name')).toEqual(['Category name is required']);
    const p = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { vendor: 'radhe' } });
    expect(p.statusCode).toBe(400);
    expect(fieldMessages(p.json(), 'name')).toContain('Product name is required');
    const v = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { name: 'x', vendor: 'acme' } });
    expect(v.statusCode).toBe(400);
    expect(fieldMessages(v.json(), 'vendor')).not.toEqual([]);
    const long = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { name: 'x'.repeat(201), vendor: 'radhe' } });
    expect(long.statusCode).toBe(400);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a parent that does not exist or belongs to the other vendor', async () => {
    const therm = await insertCategory(t.database, { vendor: 'therm', name: 'Bellows' });
    const missing = await t.app.inject({
      method: 'POST', url: '/api/Categories', headers: admin,
      payload: { name: 'Orphan', vendor: 'radhe', parentCategoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing.json(), 'parentCategoryId')).toEqual(['The category does not exist']);
    const cross = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { name: 'Cross', vendor: 'radhe', parentCategoryId: therm } });
    expect(cross.statusCode).toBe(400);
    const crossProduct = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { name: 'Cross', vendor: 'radhe', categoryId: therm } });
    expect(crossProduct.statusCode).toBe(400);
    expect(fieldMessages(crossProduct.json(), 'categoryId')).toEqual(['The category belongs to another vendor']);
  });

  it('refuses to move a category under itself or its own descendant', async () => {
    const a = await insertCategory(t.database, { name: 'A' });
    const b = await insertCategory(t.database, { name: 'B', parentCategoryId: a });
    const c = await insertCategory(t.database, { name: 'C', parentCategoryId: b });
    for (const parent of [a, c]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { id: a, name: 'A', vendor: 'radhe', parentCategoryId: parent } });
      expect(res.statusCode).toBe(400);
      expect(fieldMessages(res.json(), 'parentCategoryId')[0]).toMatch(/cannot be moved under itself/);
    }
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, a));
    expect(row.parentCategoryId).toBeNull();
    // A legal move still works: C to the root.
    const ok = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { id: c, name: 'C', vendor: 'radhe' } });
    expect(ok.json().parentCategoryId).toBeNull();
  });

  it('creates a product at the root (empty categoryId) and in a category, and updates it', async () => {
    const atRoot = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { name: 'Kit', vendor: 'radhe', categoryId: '' } });
    expect(atRoot.statusCode).toBe(200);
    expect(atRoot.json().categoryId).toBeNull();
    const body = {
      name: 'Long rod 220 kV',
      vendor: 'radhe',
      categoryId: root,
      description: 'Silicone rubber housing',
      imagePath: 'images/1-main.png',
      properties: [{ key: 'SML', value: '120 kN' }, { key: 'Creepage', value: '31 mm/kV' }],
      otherImages: ['images/2-side.png', 'images/3-test.webm'],
      configurations: [{ key: 'Ball & socket', value: 'images/4-bs.png' }],
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: body });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await t.app.inject(`/api/Products/${id}`)).json()).toMatchObject({ ...body, id });
    const updated = await t.app.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { ...body, id, name: 'Long rod 245 kV', properties: [] } });
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject(`/api/Products/${id}`)).json()).toMatchObject({ name: 'Long rod 245 kV', properties: [] });
  });

  it('deletes a product: 204, then 404', async () => {
    const id = await insertProduct(t.database, { name: 'Doomed' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Products/${id}`, headers: admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBeUndefined();
    expect((await t.app.inject(`/api/Products/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Products/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Products/not-a-guid', headers: admin })).statusCode).toBe(400);
  });

  it('deletes a category with its subcategories and their products, leaving no orphan rows', async () => {
    const top = await insertCategory(t.database, { vendor: 'therm', name: 'Expansion joints' });
    const mid = await insertCategory(t.database, { vendor: 'therm', name: 'Axial', parentCategoryId: top });
    const leaf = await insertCategory(t.database, { vendor: 'therm', name: 'Single bellows', parentCategoryId: mid });
    await insertProduct(t.database, { vendor: 'therm', name: 'P1', categoryId: top });
    await insertProduct(t.database, { vendor: 'therm', name: 'P2', categoryId: leaf });
    const keep = await insertProduct(t.database, { vendor: 'therm', name: 'Root hose' });
    const before = await rowCounts(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Categories/${top}`, headers: admin });
    expect(res.statusCode).toBe(204);
    expect(await rowCounts(t)).toEqual({ categories: before.categories - 3, products: before.products - 2 });
    for (const id of [top, mid, leaf]) {
      expect((await t.app.inject(`/api/Categories/therm?categoryId=${id}`)).statusCode).toBe(404);
    }
    expect((await t.app.inject(`/api/Products/${keep}`)).statusCode).toBe(200);
  });
});
