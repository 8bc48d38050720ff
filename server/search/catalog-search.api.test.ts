/**
 * The storefront search query (server/search/catalog-search.ts) on each database: words through
 * full-text search, misspellings through trigram similarity, ratings (values, ranges, bounds) through
 * product_quantities, narrowing the words' matches but never emptying them, and a product's own name first.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productQuantities } from '../db/schema.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { countProductMatches, searchCatalog } from './catalog-search.ts';

describeEachDatabase('catalogue search', (kind) => {
  let t: TestContext;
  const ids: Record<string, string> = {};

  /** A product with numeric values `[attribute, unit, min, max]`. */
  async function product(key: string, vendor: 'radhe' | 'therm', name: string, categoryId: string | null, numbers: Array<[string, string, number, number]>, description = '') {
    ids[key] = await insertProduct(t.database, { vendor, name, categoryId, description, properties: [{ key: 'Housing', value: 'HTV silicone rubber' }] });
    for (const [attribute, unit, min, max] of numbers) {
      await t.database.db.insert(productQuantities).values({ productId: ids[key], attribute, vendor, categoryId, unit, min, max });
    }
  }

  beforeAll(async () => {
    t = await build(kind);
    const rods = await insertCategory(t.database, { name: 'Composite Long Rod Insulators', description: 'Suspension and tension strings' });
    ids.rods = rods;
    const joints = await insertCategory(t.database, { vendor: 'therm', name: 'Metallic Expansion Joints' });
    await product('lr220', 'radhe', 'Long Rod Insulator 220 kV, 120 kN', rods, [['nominal-system-voltage', 'kV', 220, 220], ['specified-mechanical-load', 'kN', 120, 120]]);
    await product('lr400', 'radhe', 'Long Rod Insulator 400 kV, 160 kN', rods, [['nominal-system-voltage', 'kV', 400, 400], ['specified-mechanical-load', 'kN', 160, 160]]);
    await product('sa', 'radhe', 'Station Class Surge Arrester 198 kV', null, [['rated-voltage', 'kV', 198, 198]], 'For 220 kV systems');
    await product('ej', 'therm', 'Single Bellows Expansion Joint', joints, [['nominal-size', 'DN', 100, 1200], ['design-pressure', 'bar', 2.5, 16], ['design-temperature', '°C', -20, 450]]);
    await product('arm', 'radhe', 'Composite Cross-arm 66-132 kV', null, [['nominal-system-voltage', 'kV', 66, 132]]);
    // Staff's names: a rating the product does not carry, a name of ratings only, a name that is a stop word.
    await product('bushing', 'radhe', 'Wall Bushing 36 kV (33 kV systems)', null, []);
    await product('bare', 'radhe', '145 kV', null, []);
    await product('the', 'radhe', 'The', null, []);
  });
  afterAll(() => t?.close());

  const names = (result: Awaited<ReturnType<typeof searchCatalog>>) => result.products.map((p) => p.name);

  it('finds products by a quantity in its unit, not by the same number in another', async () => {
    expect(names(await searchCatalog(t.database.db, 'radhe', '220 kV'))).toEqual(['Long Rod Insulator 220 kV, 120 kN']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '120kN'))).toEqual(['Long Rod Insulator 220 kV, 120 kN']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '220 kN'))).toEqual([]);
  });

  it('reads a value inside a range, a range overlapping one, and a bound, as a person means them', async () => {
    expect(names(await searchCatalog(t.database.db, 'radhe', '110 kV'))).toEqual(['Composite Cross-arm 66-132 kV']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '190 to 300 kV'))).toEqual(['Long Rod Insulator 220 kV, 120 kN', 'Station Class Surge Arrester 198 kV']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '200 to 300 kV'))).toEqual(['Long Rod Insulator 220 kV, 120 kN']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '100-150 kV'))).toEqual(['Composite Cross-arm 66-132 kV']);
    expect(names(await searchCatalog(t.database.db, 'radhe', '≥ 300 kV'))).toEqual(['Long Rod Insulator 400 kV, 160 kN']);
    expect(names(await searchCatalog(t.database.db, 'radhe', 'up to 70 kV'))).toEqual(['Composite Cross-arm 66-132 kV']);
    expect(names(await searchCatalog(t.database.db, 'therm', '-40 °C'))).toEqual([]);
    expect(names(await searchCatalog(t.database.db, 'therm', '-20 °C'))).toEqual(['Single Bellows Expansion Joint']);
  });

  it('answers the words\' matches, ranked, when a rating fits none of them, and says which rating it set aside', async () => {
    const none = await searchCatalog(t.database.db, 'radhe', 'long rod insulator 1000 kV');
    expect(names(none)).toEqual(['Long Rod Insulator 220 kV, 120 kN', 'Long Rod Insulator 400 kV, 160 kN']);
    expect(none).toMatchObject({ productsTotal: 2, unmatched: ['1000 kV'] });
    // The rating some word matches meet is kept; only the other is set aside.
    const some = await searchCatalog(t.database.db, 'radhe', 'long rod insulator 400 kV 999 kN');
    expect(names(some)).toEqual(['Long Rod Insulator 400 kV, 160 kN']);
    expect(some.unmatched).toEqual(['999 kN']);
    // Each met by one product, never by one product together: the words' matches, both set aside.
    const apart = await searchCatalog(t.database.db, 'radhe', 'long rod insulator 220 kV 160 kN');
    expect(names(apart)).toHaveLength(2);
    expect(apart.unmatched).toEqual(['220 kV', '160 kN']);
    // Ratings with no words have nothing to fall back on.
    expect(await searchCatalog(t.database.db, 'radhe', '1000 kV')).toMatchObject({ products: [], productsTotal: 0, unmatched: [] });
    expect((await searchCatalog(t.database.db, 'radhe', 'long rod 220 kV')).unmatched).toEqual([]);
  });

  it('finds a product first by its own name, whatever the name holds', async () => {
    for (const [vendor, name] of [
      ['radhe', 'Wall Bushing 36 kV (33 kV systems)'],
      ['radhe', '145 kV'],
      ['radhe', 'The'],
      ['radhe', 'Composite Cross-arm 66-132 kV'],
      ['radhe', 'Long Rod Insulator 400 kV, 160 kN'],
      ['therm', 'Single Bellows Expansion Joint'],
    ] as const) {
      for (const text of [name, name.toUpperCase(), `  ${name.replace(/ /g, '  ')} `]) {
        const result = await searchCatalog(t.database.db, vendor, text);
        expect(result.products[0]?.name, text).toBe(name);
        expect(await countProductMatches(t.database.db, vendor, text), text).toBe(result.productsTotal);
      }
    }
    // The name counts once, when the words find it too.
    expect((await searchCatalog(t.database.db, 'radhe', 'Long Rod Insulator 400 kV, 160 kN')).productsTotal).toBe(1);
    expect((await searchCatalog(t.database.db, 'radhe', 'Wall Bushing 36 kV (33 kV systems)')).productsTotal).toBe(1);
  });

  it('matches a value inside a range, in any unit of the dimension, and both readings of "C"', async () => {
    for (const text of ['DN 600', '600 NB', 'expansion joint DN 600 10 bar', '1 MPa', '350 C']) {
      expect(names(await searchCatalog(t.database.db, 'therm', text)), text).toEqual(['Single Bellows Expansion Joint']);
    }
    expect(names(await searchCatalog(t.database.db, 'therm', 'DN 1400'))).toEqual([]);
    expect(names(await searchCatalog(t.database.db, 'therm', '20 bar'))).toEqual([]);
  });

  it('finds words and a misspelt name, best match first, and categories by their words', async () => {
    const result = await searchCatalog(t.database.db, 'radhe', 'long rod insulater');
    expect(names(result)).toEqual(['Long Rod Insulator 220 kV, 120 kN', 'Long Rod Insulator 400 kV, 160 kN']);
    expect(result.productsTotal).toBe(2);
    expect(result.categories.map((c) => c.name)).toEqual(['Composite Long Rod Insulators']);
    expect(names(await searchCatalog(t.database.db, 'radhe', 'arrester'))).toEqual(['Station Class Surge Arrester 198 kV']);
    expect(names(await searchCatalog(t.database.db, 'radhe', 'silicone'))).toHaveLength(7);
  });

  it('combines words and quantities, and keeps to the vendor', async () => {
    expect(names(await searchCatalog(t.database.db, 'radhe', 'insulator 400 kV'))).toEqual(['Long Rod Insulator 400 kV, 160 kN']);
    expect(names(await searchCatalog(t.database.db, 'therm', 'insulator'))).toEqual([]);
  });

  it('counts what a search would find, without ranking it, in each storefront', async () => {
    for (const [vendor, text] of [
      ['radhe', 'long rod insulater'],
      ['radhe', 'silicone'],
      ['radhe', '220 kV'],
      ['therm', 'DN 600'],
      ['therm', 'insulator'],
      ['radhe', '  !!  '],
      ['radhe', 'long rod insulator 1000 kV'],
      ['radhe', 'long rod insulator 400 kV 999 kN'],
    ] as const) {
      expect(await countProductMatches(t.database.db, vendor, text), `${vendor} ${text}`).toBe((await searchCatalog(t.database.db, vendor, text)).productsTotal);
    }
    expect(await countProductMatches(t.database.db, 'radhe', 'long rod insulater')).toBe(2);
  });

  it('finds nothing for text without words or quantities, and takes hostile text as plain words', async () => {
    expect(await searchCatalog(t.database.db, 'radhe', '  !!  ')).toMatchObject({ products: [], productsTotal: 0, categories: [] });
    const hostile = await searchCatalog(t.database.db, 'radhe', `'); drop table products; -- & | ! <-> :*`);
    expect(hostile.products).toEqual([]);
    expect(names(await searchCatalog(t.database.db, 'radhe', 'long rod'))).toHaveLength(2);
  });
});
