/**
 * The typed model through the API (docs/decisions/0009) on each database:
 * categories define attributes (inherited by sub-categories), products hold values checked against them, the read
 * API keeps §7's key/value `properties` with the typed value beside each, and the numbers the filters and the
 * search use (`product_quantities`) follow every write.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { categories, productQuantities, products } from '../db/schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';

const voltage: AttributeDefinition = { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true };
const pollution: AttributeDefinition = { key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c – Medium', 'd – Heavy'], filter: true, card: false };
const load: AttributeDefinition = { key: 'specified-mechanical-load', name: 'Specified Mechanical Load', kind: 'number', unit: 'kN', choices: [], filter: true, card: true };
const creepage: AttributeDefinition = { key: 'creepage-distance', name: 'Creepage Distance', kind: 'range', unit: 'mm', choices: [], filter: false, card: false };

describeEachDatabase('typed specifications through the API', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let insulators: string;
  let longRod: string;
  let productId: string;

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: admin });
  const quantitiesOf = (id: string) =>
    t.database.db
      .select({ attribute: productQuantities.attribute, unit: productQuantities.unit, min: productQuantities.min, max: productQuantities.max })
      .from(productQuantities)
      .where(eq(productQuantities.productId, id))
      .orderBy(asc(productQuantities.attribute));

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    const parent = await post('/api/Categories', { vendor: 'radhe', name: 'Insulators', attributes: [voltage, { ...pollution, filter: undefined, card: undefined }] });
    expect(parent.statusCode, parent.body).toBe(200);
    insulators = parent.json().id;
    const child = await post('/api/Categories', { vendor: 'radhe', name: 'Long Rod', parentCategoryId: insulators, attributes: [load, creepage] });
    expect(child.statusCode, child.body).toBe(200);
    longRod = child.json().id;
  });
  afterAll(() => t?.close());

  it('stores attributes with their defaults and lists them on the category, inherited ones first for its products', async () => {
    const res = await t.app.inject({ url: `/api/Categories/radhe?categoryId=${longRod}` });
    const listing = res.json<CategoryListing>();
    expect(listing.attributes.map((a) => a.key)).toEqual([load.key, creepage.key]);
    expect(listing.productAttributes.map((a) => a.key)).toEqual([voltage.key, pollution.key, load.key, creepage.key]);
    // filter and card left out are false.
    expect(listing.productAttributes[1]).toEqual({ ...pollution, filter: false, card: false });
    const root = (await t.app.inject({ url: '/api/Categories/radhe' })).json<CategoryListing>();
    expect(root.subCategories.find((c) => c.id === insulators)?.attributes.map((a) => a.key)).toEqual([voltage.key, pollution.key]);
  });

  it('saves typed values and answers them formatted in properties, typed rows first, with the quantity beside them', async () => {
    const res = await post('/api/Products', {
      vendor: 'radhe',
      name: 'Long Rod 220 kV 120 kN',
      categoryId: longRod,
      properties: [{ key: 'Housing', value: 'HTV silicone rubber' }],
      specifications: [
        { attribute: load.key, value: 120 },
        { attribute: voltage.key, value: 220 },
        { attribute: creepage.key, value: { min: 6125, max: 7595 } },
        { attribute: pollution.key, value: 'd – Heavy' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json<Product>();
    productId = product.id;
    expect(product.properties).toEqual([
      { key: 'Nominal System Voltage', value: '220 kV', attribute: voltage.key, quantity: { min: 220, max: 220, unit: 'kV', unitCode: 'KVT' } },
      { key: 'Pollution Class', value: 'd – Heavy', attribute: pollution.key },
      { key: 'Specified Mechanical Load', value: '120 kN', attribute: load.key, quantity: { min: 120, max: 120, unit: 'kN', unitCode: 'B47' } },
      { key: 'Creepage Distance', value: '6,125–7,595 mm', attribute: creepage.key, quantity: { min: 6125, max: 7595, unit: 'mm', unitCode: 'MMT' } },
      { key: 'Housing', value: 'HTV silicone rubber' },
    ]);
    expect((await t.app.inject({ url: `/api/Products/${productId}` })).json()).toEqual(product);
    expect(await quantitiesOf(productId)).toEqual([
      { attribute: creepage.key, unit: 'mm', min: 6125, max: 7595 },
      { attribute: voltage.key, unit: 'kV', min: 220, max: 220 },
      { attribute: load.key, unit: 'kN', min: 120, max: 120 },
    ]);
  });

  it('keeps the typed values when a client posts back what it read (typed rows dropped, specifications left out)', async () => {
    const read = (await t.app.inject({ url: `/api/Products/${productId}` })).json<Product>();
    const { specifications: _typed, ...rest } = read;
    const res = await post('/api/Products', { ...rest, description: 'Edited by a §7 client' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Product>();
    expect(saved.description).toBe('Edited by a §7 client');
    expect(saved.properties).toEqual(read.properties);
    expect(saved.specifications).toEqual(read.specifications);
    const [row] = await t.database.db.select({ properties: products.properties }).from(products).where(eq(products.id, productId));
    expect(row.properties).toEqual([{ key: 'Housing', value: 'HTV silicone rubber' }]);
  });

  it('refuses a value that does not fit, on the field it concerns, and changes nothing', async () => {
    const before = await t.database.db.select().from(products).where(eq(products.id, productId));
    const cases: Array<[object[], string, string]> = [
      [[{ attribute: 'section-length', value: 1200 }], 'specifications.0.attribute', "The category has no attribute 'section-length'"],
      [[{ attribute: voltage.key, value: 220 }, { attribute: load.key, value: '120 kN' }], 'specifications.1.value', 'Specified Mechanical Load must be a number (in kN)'],
      [[{ attribute: creepage.key, value: { min: 8000, max: 6000 } }], 'specifications.0.value', 'Creepage Distance: the lower value must not exceed the upper one'],
      [[{ attribute: pollution.key, value: 'Extreme' }], 'specifications.0.value', 'Pollution Class must be one of: c – Medium, d – Heavy'],
      [[{ attribute: voltage.key, value: 220 }, { attribute: voltage.key, value: 400 }], 'specifications.1.attribute', 'Each attribute may have one value'],
    ];
    for (const [specifications, path, message] of cases) {
      const res = await post('/api/Products', { id: productId, vendor: 'radhe', name: 'Changed', categoryId: longRod, specifications });
      expect(res.statusCode, path).toBe(400);
      expect(fieldMessages(res.json(), path)).toEqual([message]);
    }
    expect(await t.database.db.select().from(products).where(eq(products.id, productId))).toEqual(before);
    expect(await quantitiesOf(productId)).toHaveLength(3);
  });

  it('refuses an attribute list that cannot work, on its field, and changes nothing', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(categories);
    const cases: Array<[object[], string, string]> = [
      [[{ ...pollution, choices: [] }], 'attributes.0.choices', 'List at least one choice'],
      [[voltage, { ...load, key: voltage.key }], 'attributes.1.key', 'Each attribute key may appear once'],
      [[{ ...voltage, name: ' ' }], 'attributes.0.name', 'Attribute name is required'],
      [[{ ...voltage, unit: 'furlong' }], 'attributes.0.unit', 'Unknown unit'],
      [[{ ...pollution, unit: 'kV' }], 'attributes.0.unit', 'Only numbers and ranges have a unit'],
      [[{ ...voltage, key: 'Nominal Voltage' }], 'attributes.0.key', 'Use lower-case letters, digits and hyphens'],
    ];
    for (const [attributes, path, message] of cases) {
      const res = await post('/api/Categories', { vendor: 'radhe', name: 'Bad', attributes });
      expect(res.statusCode, path).toBe(400);
      expect(fieldMessages(res.json(), path), path).toEqual([message]);
    }
    const [{ n: after }] = await t.database.db.select({ n: count() }).from(categories);
    expect(after).toBe(before);
  });

  it("rewrites the products' numbers when a category's attributes change, and keeps them when a save leaves attributes out", async () => {
    // A §7 client renames the parent without sending attributes: nothing typed changes.
    const rename = await post('/api/Categories', { id: insulators, vendor: 'radhe', name: 'Composite Insulators' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().attributes.map((a: AttributeDefinition) => a.key)).toEqual([voltage.key, pollution.key]);
    expect(await quantitiesOf(productId)).toHaveLength(3);

    // The parent drops the voltage: the child's product loses that number and that row, and keeps the value stored.
    const drop = await post('/api/Categories', { id: insulators, vendor: 'radhe', name: 'Composite Insulators', attributes: [pollution] });
    expect(drop.statusCode, drop.body).toBe(200);
    expect((await quantitiesOf(productId)).map((q) => q.attribute)).toEqual([creepage.key, load.key]);
    const product = (await t.app.inject({ url: `/api/Products/${productId}` })).json<Product>();
    expect(product.properties.map((p) => p.key)).not.toContain('Nominal System Voltage');
    expect(product.specifications.map((s) => s.attribute)).toContain(voltage.key);
    // A client sending back the value it holds, unchanged, can still save; a changed one is refused.
    const { properties: _shown, ...editable } = product;
    const resend = await post('/api/Products', { ...editable, description: 'Saved with a value kept but not shown' });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().specifications).toEqual(product.specifications);
    const changed = editable.specifications.map((v) => (v.attribute === voltage.key ? { ...v, value: 400 } : v));
    const refused = await post('/api/Products', { ...editable, version: resend.json().version, specifications: changed });
    expect(refused.statusCode).toBe(400);
    expect(fieldMessages(refused.json(), `specifications.${changed.findIndex((v) => v.attribute === voltage.key)}.attribute`)).toEqual([
      `The category has no attribute '${voltage.key}'`,
    ]);

    // Defined again, the stored value shows and is searchable again.
    await post('/api/Categories', { id: insulators, vendor: 'radhe', name: 'Composite Insulators', attributes: [voltage, pollution] });
    expect((await quantitiesOf(productId)).map((q) => q.attribute)).toEqual([creepage.key, voltage.key, load.key]);
  });

  it('filters a listing by a range and a choice, pages the filtered products, and counts each facet under the other filters', async () => {
    for (const [name, kv, sml, pollutionClass] of [
      ['Long Rod 132 kV 90 kN', 132, 90, 'c – Medium'],
      ['Long Rod 220 kV 160 kN', 220, 160, 'c – Medium'],
      ['Long Rod 400 kV 160 kN', 400, 160, 'd – Heavy'],
    ] as const) {
      const res = await post('/api/Products', {
        vendor: 'radhe',
        name,
        categoryId: longRod,
        specifications: [{ attribute: voltage.key, value: kv }, { attribute: load.key, value: sml }, { attribute: pollution.key, value: pollutionClass }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const listing = async (query: string) => {
      const res = await t.app.inject({ url: `/api/Categories/radhe?categoryId=${longRod}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CategoryListing>();
    };
    const names = (l: CategoryListing) => l.products.map((p) => p.name);

    const all = await listing('');
    expect(all.productsTotal).toBe(4);
    expect(all.facets).toEqual([
      { attribute: voltage.key, kind: 'range', min: 132, max: 400, count: 4 },
      { attribute: pollution.key, kind: 'choice', choices: [{ value: 'c – Medium', count: 2 }, { value: 'd – Heavy', count: 2 }] },
      { attribute: load.key, kind: 'range', min: 90, max: 160, count: 4 },
    ]);

    const filtered = await listing(`f.${voltage.key}=200..&f.${pollution.key}=${encodeURIComponent('d – Heavy')}`);
    expect(names(filtered)).toEqual(['Long Rod 220 kV 120 kN', 'Long Rod 400 kV 160 kN']);
    expect(filtered.productsTotal).toBe(2);
    // Voltage counted under the pollution filter alone; pollution under the voltage filter alone.
    expect(filtered.facets[0]).toEqual({ attribute: voltage.key, kind: 'range', min: 220, max: 400, count: 2 });
    expect(filtered.facets[1]).toEqual({ attribute: pollution.key, kind: 'choice', choices: [{ value: 'c – Medium', count: 1 }, { value: 'd – Heavy', count: 2 }] });

    // The GET form's two fields read the same as one range; two choices are either.
    const form = await listing(`f.${load.key}.min=100&f.${load.key}.max=150&f.${pollution.key}=${encodeURIComponent('c – Medium')}&f.${pollution.key}=${encodeURIComponent('d – Heavy')}`);
    expect(names(form)).toEqual(['Long Rod 220 kV 120 kN']);

    // Paging walks the filtered products only.
    const first = await listing(`f.${load.key}=150..&limit=1`);
    expect([first.productsTotal, names(first)]).toEqual([2, ['Long Rod 220 kV 160 kN']]);
    const second = await listing(`f.${load.key}=150..&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([second.productsOffset, names(second), second.nextCursor]).toEqual([1, ['Long Rod 400 kV 160 kN'], null]);

    // A stale or foreign filter is ignored (a shared link still opens), never refused.
    expect((await listing('f.no-such-rating=1..2&f.creepage-distance=1')).productsTotal).toBe(4);
    // Equal filters spelled apart are one cached answer.
    const a = await t.app.inject({ url: `/api/Categories/radhe?categoryId=${longRod}&f.${voltage.key}=200..&f.${load.key}=100..` });
    const b = await t.app.inject({ url: `/api/Categories/radhe?f.${load.key}=100..&categoryId=${longRod}&f.${voltage.key}=200..&f.x=` });
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});
