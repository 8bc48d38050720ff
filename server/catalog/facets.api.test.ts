/**
 * Category filters and facets (server/catalog/facets.ts) on each database:
 * exactly the matching products, counts under the other filters.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AttributeDefinition, SpecificationValue } from '../../contracts/specifications.ts';
import { productQuantities, products } from '../db/schema.ts';
import { rowsOf } from '../db/types.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { facetsOf, filtersCondition } from './facets.ts';
import { inPlace } from './reads.ts';
import type { Filters } from '../../contracts/filters.ts';

const voltage: AttributeDefinition = { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true };
const temperature: AttributeDefinition = { key: 'design-temperature', name: 'Design Temperature', kind: 'range', unit: '°C', choices: [], filter: true, card: false };
const pollution: AttributeDefinition = { key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c Medium', 'd Heavy', 'e Very heavy'], filter: true, card: false };
const notes: AttributeDefinition = { key: 'notes', name: 'Notes', kind: 'text', unit: null, choices: [], filter: false, card: false };
const attributes = [voltage, temperature, pollution, notes];

describeEachDatabase('category filters and facets', (kind) => {
  let t: TestContext;
  let categoryId: string;

  async function product(name: string, kv: number, [tMin, tMax]: [number, number], pollutionClass: string) {
    const specifications: SpecificationValue[] = [
      { attribute: voltage.key, value: kv },
      { attribute: temperature.key, value: { min: tMin, max: tMax } },
      { attribute: pollution.key, value: pollutionClass },
      { attribute: notes.key, value: 'free text' },
    ];
    const id = await insertProduct(t.database, { name, categoryId });
    await t.database.db.update(products).set({ specifications }).where(sql`${products.id} = ${id}`);
    await t.database.db.insert(productQuantities).values([
      { productId: id, attribute: voltage.key, vendor: 'radhe', categoryId, unit: 'kV', min: kv, max: kv },
      { productId: id, attribute: temperature.key, vendor: 'radhe', categoryId, unit: '°C', min: tMin, max: tMax },
    ]);
  }

  /** The names the filters leave, straight from the database. */
  async function matching(filters: Filters): Promise<string[]> {
    const result = await t.database.db.execute(
      sql`select name from products where category_id = ${categoryId} and ${filtersCondition(filters, attributes)} order by name`,
    );
    return rowsOf<{ name: string }>(result).map((r) => r.name);
  }

  beforeAll(async () => {
    t = await build(kind);
    categoryId = await insertCategory(t.database, { name: 'Long Rod Insulators' });
    await product('A 132 kV', 132, [-40, 80], 'c Medium');
    await product('B 220 kV', 220, [-40, 80], 'd Heavy');
    await product('C 220 kV', 220, [-10, 50], 'e Very heavy');
    await product('D 400 kV', 400, [-40, 80], 'd Heavy');
    // Another category's product never counts.
    await insertProduct(t.database, { name: 'Elsewhere', categoryId: await insertCategory(t.database, { name: 'Other' }) });
  });
  afterAll(() => t?.close());

  it('leaves exactly the products in a range and of the chosen values', async () => {
    expect(await matching({})).toEqual(['A 132 kV', 'B 220 kV', 'C 220 kV', 'D 400 kV']);
    expect(await matching({ 'nominal-system-voltage': { kind: 'range', min: 200, max: 300 } })).toEqual(['B 220 kV', 'C 220 kV']);
    expect(await matching({ 'nominal-system-voltage': { kind: 'range', min: 200 }, 'pollution-class': { kind: 'choice', values: ['d Heavy'] } })).toEqual(['B 220 kV', 'D 400 kV']);
    expect(await matching({ 'pollution-class': { kind: 'choice', values: ['c Medium', 'e Very heavy'] } })).toEqual(['A 132 kV', 'C 220 kV']);
    // A rated range overlapping the asked range passes: −40…80 °C serves 60…100 °C in part.
    expect(await matching({ 'design-temperature': { kind: 'range', min: 60, max: 100 } })).toEqual(['A 132 kV', 'B 220 kV', 'D 400 kV']);
  });

  it('ignores filters of unknown attributes, of non-filter attributes and of the wrong kind', async () => {
    expect(await matching({ nope: { kind: 'range', min: 1 }, notes: { kind: 'choice', values: ['x'] }, 'pollution-class': { kind: 'range', min: 1 } })).toHaveLength(4);
  });

  it('counts each facet under the other filters', async () => {
    const filters: Filters = { 'nominal-system-voltage': { kind: 'range', min: 200 }, 'pollution-class': { kind: 'choice', values: ['d Heavy'] } };
    const facets = await facetsOf(t.database.db, { place: inPlace('radhe', categoryId) }, attributes, filters);
    expect(facets).toEqual([
      // Voltage under the pollution filter only: B and D.
      { attribute: 'nominal-system-voltage', kind: 'range', min: 220, max: 400, count: 2 },
      { attribute: 'design-temperature', kind: 'range', min: -40, max: 80, count: 2 },
      // Pollution under the voltage filter only: B, C, D.
      { attribute: 'pollution-class', kind: 'choice', choices: [{ value: 'c Medium', count: 0 }, { value: 'd Heavy', count: 2 }, { value: 'e Very heavy', count: 1 }] },
    ]);
  });
});
