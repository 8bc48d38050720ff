/**
 * GET /api/Search/{vendor} (server/routes/search.ts) on each database, over the demo catalogue:
 * a rating with its unit, a range and a value inside one, a misspelt name, a size in either designation, every
 * product by its own name, the table of real search texts (contracts/search-query-examples.ts), a rating that fits
 * nothing, the other storefront's count, and the request's refusals.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SearchAnswer } from '../../contracts/search.ts';
import { SEARCH_EXAMPLES } from '../../contracts/search-query-examples.ts';
import { VENDORS } from '../../contracts/vendors.ts';
import { planDemoCatalog, seedDemoCatalog } from '../demo/seed/index.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

describeEachDatabase('the storefront search route', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    // Well over a hundred new texts: more than one address may search a minute by default.
    t = await build(kind, { env: { SEARCH_RATE_LIMIT: '1000' } });
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

  it('finds every demo product first by its exact name, in its own storefront', async () => {
    const plan = planDemoCatalog();
    expect(plan.products).toHaveLength(49);
    for (const product of plan.products) {
      const answer = await search(product.vendor, product.name);
      expect(names(answer)[0], `${product.vendor}: ${product.name}`).toBe(product.name);
      expect(answer.quantities.every((q) => q.matched), `${product.name} reads as ${JSON.stringify(answer.quantities)}`).toBe(true);
    }
  });

  it('finds the 66-132 kV products by a voltage inside their range, and by a range overlapping it', async () => {
    const answer = await search('radhe', '110 kV');
    expect(answer.quantities).toEqual([{ text: '110 kV', unit: 'kV', min: 110, max: 110, matched: true }]);
    expect(names(answer)).toContain('Composite Insulated Cross-arm 66-132 kV');
    for (const product of answer.products) {
      const voltage = product.properties.find((p) => p.attribute === 'nominal-system-voltage')?.quantity;
      expect(voltage?.min, product.name).toBeLessThanOrEqual(110);
      expect(voltage?.max, product.name).toBeGreaterThanOrEqual(110);
    }
    expect(names(await search('radhe', 'cross-arm 100 to 120 kV'))).toEqual(['Composite Insulated Cross-arm 66-132 kV']);
    expect(names(await search('radhe', 'corona ring 400 kV'))[0]).toBe('Corona (Grading) Rings 220-765 kV');
    const overlapping = names(await search('radhe', '300 to 500 kV'));
    expect(overlapping).toContain('Corona (Grading) Rings 220-765 kV');
    expect(overlapping).not.toContain('Composite Insulated Cross-arm 66-132 kV');
  });

  it('reads each text of the table as it must, on this database, and finds the product a name names first', async () => {
    for (const example of SEARCH_EXAMPLES) {
      for (const vendor of example.first ? [example.first.vendor] : VENDORS.map((v) => v.key)) {
        const answer = await search(vendor, example.text);
        expect(answer.quantities.map((q) => [q.text, q.unit, q.min, q.max]), example.text).toEqual(example.quantities);
        if (example.first) expect(names(answer)[0], example.text).toBe(example.first.name);
      }
    }
  });

  it('answers the words\' matches when a rating fits none of them, and says which rating it set aside', async () => {
    const answer = await search('radhe', 'surge arrester 1000 kV');
    expect(answer.quantities).toEqual([{ text: '1000 kV', unit: 'kV', min: 1000, max: 1000, matched: false }]);
    expect(answer.productsTotal).toBe(4);
    expect(names(answer).every((name) => /Surge Arrester/.test(name))).toBe(true);
    // The same words without the rating, in the same order.
    expect(names(answer)).toEqual(names(await search('radhe', 'surge arrester')));
    // A rating some of them meet still narrows them; only the other is set aside.
    const narrowed = await search('radhe', 'surge arrester 33 kV 1000 kV');
    expect(names(narrowed)).toEqual(['Distribution Surge Arrester 30 kV (33 kV systems)']);
    expect(narrowed.quantities.map((q) => [q.text, q.matched])).toEqual([['33 kV', true], ['1000 kV', false]]);
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
