/**
 * The rows of the compare table ("a table of attributes aligned by name with units, rows that differ
 * marked"): one row per specification any compared product has, typed ratings (matched by their attribute) before
 * free rows (matched by their key, ignoring case and spacing), each in the order it first appears. A product without
 * the row shows no value there; a row differs when its values (formatted with their units) are not all the same.
 */
import type { Product } from '../../../../contracts/catalog.ts';

/** One row: its label, one value per product ('' where a product has none), and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  differs: boolean;
}

const rowKey = (property: Product['properties'][number]) =>
  property.attribute ? `attribute:${property.attribute}` : `key:${property.key.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** The rows comparing `products` (in column order); see the module comment. */
export function compareRows(products: readonly Pick<Product, 'properties'>[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  const typedFirst = products.flatMap((p) => p.properties.filter((row) => row.attribute)).concat(products.flatMap((p) => p.properties.filter((row) => !row.attribute)));
  for (const property of typedFirst) {
    const key = rowKey(property);
    if (!property.key.trim() || rows.has(key)) continue;
    rows.set(key, { key, label: property.key.trim(), values: products.map(() => ''), differs: false });
  }
  products.forEach((product, column) => {
    for (const property of product.properties) {
      const row = rows.get(rowKey(property));
      if (row && !row.values[column]) row.values[column] = property.value.trim();
    }
  });
  for (const row of rows.values()) row.differs = new Set(row.values).size > 1;
  return [...rows.values()];
}
