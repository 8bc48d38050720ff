/**
 * GET /api/Search/{vendor} (issue 20 "Search"; server/routes/search.ts) on each database, over the demo catalogue:
 * a rating with its unit, a misspelt name, a size in either designation, the other storefront's count, and the
 * request's refusals.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SearchAnswer } from '../../contracts/search.ts';
import { seedDemoCatalog } from '../db/seed/index.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

describeEachDatabase('the storefront search route', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build(kind);
    await seedDemoCatalog(t.database.db, t.blobs, { info: () => {} });
  });
  afterAll(() => t?.close());

  async function search(vendor: string, q: string, extra = ''): Promise<SearchAnswer> {
    const res = await t.app.inject({ url: `/api/Search/${vendor}?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchAnswer>();
  }
  const names = (answer: SearchAnswer) => answer.products.map((p) => p.name);

  it('finds the products rated at a voltage, each shaped as the catalogue reads it, with their ratings formatted', async () => {
    const answer = await search('radhe', 'long rod 220 kV');
    expect(answer.quantities).toEqual([{ text: '220 kV', unit: 'kV', min: 220, max: 220, matched: true }]);
    expect(names(answer)).toEqual(['Long Rod Insulator 220 kV, 120 kN']);
    expect(answer.productsTotal).toBe(1);
    expect(answer.products[0].properties).toContainEqual(expect.objectContaining({ key: 'Nominal System Voltage', value: '220 kV', attribute: 'nominal-system-voltage' }));
  });

  it('finds a misspelt product name and the categories named by the words', async () => {
    const answer = await search('radhe', 'surge arestor');
    expect(answer.productsTotal).toBeGreaterThan(0);
    expect(names(answer).every((name) => /Surge Arrester/i.test(name))).toBe(true);
    expect((await search('radhe', 'insulators')).categories.map((c) => c.name)).toContain('Insulators');
  });

  it('reads a size in either designation and finds the joints whose range spans it, and counts the other storefront', async () => {
    const dn = await search('therm', 'expansion joint DN 600 10 bar');
    const nb = await search('therm', 'expansion joint 600 NB 10 bar');
    expect(dn.productsTotal).toBeGreaterThan(0);
    expect(names(nb)).toEqual(names(dn));
    for (const product of dn.products) {
      const size = product.properties.find((p) => p.attribute === 'nominal-size');
      expect(size?.quantity?.min, product.name).toBeLessThanOrEqual(600);
      expect(size?.quantity?.max, product.name).toBeGreaterThanOrEqual(600);
    }
    // Words of the other storefront: none here, a line for the visitor there.
    const elsewhere = await search('therm', 'long rod insulator');
    expect(elsewhere.productsTotal).toBe(0);
    expect(elsewhere.otherStorefront.vendor).toBe('radhe');
    expect(elsewhere.otherStorefront.productsTotal).toBeGreaterThan(0);
  });

  it('answers no matches for an empty text, and refuses a bad limit or vendor on its field', async () => {
    expect(await search('radhe', '   ')).toMatchObject({ query: '', products: [], productsTotal: 0, categories: [] });
    expect((await t.app.inject({ url: '/api/Search/radhe' })).statusCode).toBe(200);
    expect(names(await search('radhe', 'insulator', '&limit=2'))).toHaveLength(2);
    const bad = await t.app.inject({ url: '/api/Search/radhe?q=insulator&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json(), 'limit')).toEqual(['limit must be a whole number from 1 to 48']);
    expect((await t.app.inject({ url: '/api/Search/nope?q=x' })).statusCode).toBe(404);
    // Text past the limit is cut, never refused.
    expect((await search('radhe', `insulator ${'x'.repeat(5000)}`)).query).toHaveLength(200);
  });

  it('answers from the read cache until the catalogue changes', async () => {
    const before = await search('radhe', 'long rod 220 kV');
    const product = before.products[0];
    const rename = await t.app.inject({
      method: 'POST',
      url: '/api/Products',
      headers: bearer(await adminToken(t)),
      payload: { ...product, specifications: undefined, name: 'Long Rod Insulator 220 kV, 120 kN (renamed)' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(names(await search('radhe', 'long rod 220 kV'))).toEqual(['Long Rod Insulator 220 kV, 120 kN (renamed)']);
  });
});

describeEachDatabase('the storefront search under a stream of new texts (server/search/admission.ts)', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build(kind, { env: { SEARCH_RATE_LIMIT: '2' } });
    await seedDemoCatalog(t.database.db, t.blobs, { info: () => {} });
  });
  afterAll(() => t?.close());

  const search = (q: string, remoteAddress = '198.51.100.20') => t.app.inject({ url: `/api/Search/radhe?q=${encodeURIComponent(q)}`, remoteAddress });

  it('answers an address SEARCH_RATE_LIMIT new texts a minute, any cached one again, then 429 with Retry-After; another address goes on', async () => {
    expect((await search('long rod')).statusCode).toBe(200);
    expect((await search('surge arrester')).statusCode).toBe(200);
    // A text already answered comes from the cache and costs nothing.
    expect((await search('long rod')).statusCode).toBe(200);
    const refused = await search('station post');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `This address has searched for more new words than the site answers in a minute. Search again in ${retryAfter} seconds.`,
    });
    expect((await search('station post', '198.51.100.21')).statusCode).toBe(200);
  });
});
