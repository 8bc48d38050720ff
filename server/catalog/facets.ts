/**
 * Filtering a category's products by their typed ratings, and the facets beside them ("Filters on
 * category pages"; docs/decisions/0009): a product passes a range filter when one of its values of that attribute
 * overlaps the range (`product_quantities`: min ≤ upper and max ≥ lower), and a choice filter when its value is one
 * of the chosen (the product's `specifications` jsonb). Each facet's counts apply every other active filter, so a
 * visitor sees what choosing a value would leave.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Facet } from '../../contracts/catalog.ts';
import type { Filter, Filters } from '../../contracts/filters.ts';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { products } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { forAudience, publicProduct, type Audience } from '../db/visibility.ts';

/** The condition of one filter on the `products` table (not aliased, so the drizzle query builder can use it). */
function filterCondition(key: string, filter: Filter): SQL {
  if (filter.kind === 'choice') {
    const alternatives = filter.values.map((value) => sql`${products.specifications} @> ${JSON.stringify([{ attribute: key, value }])}::jsonb`);
    return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`true`;
  }
  const lower = filter.min !== undefined ? sql` and pq.max >= ${filter.min}` : sql``;
  const upper = filter.max !== undefined ? sql` and pq.min <= ${filter.max}` : sql``;
  return sql`exists (select 1 from product_quantities pq where pq.product_id = ${products.id} and pq.attribute = ${key}${lower}${upper})`;
}

/**
 * The SQL condition (on the `products` table, not aliased) of `filters`, keeping only filters of `attributes` that are filters,
 * of the matching kind (a choice filter on a number attribute is ignored, and the reverse), except `skip`.
 */
export function filtersCondition(filters: Filters, attributes: readonly AttributeDefinition[], skip?: string): SQL {
  const byKey = new Map(attributes.filter((a) => a.filter).map((a) => [a.key, a]));
  const conditions = Object.entries(filters).flatMap(([key, filter]) => {
    const attribute = byKey.get(key);
    if (!attribute || key === skip) return [];
    const numeric = attribute.kind === 'number' || attribute.kind === 'range';
    if (numeric !== (filter.kind === 'range')) return [];
    return [filterCondition(key, filter)];
  });
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * The facets of `attributes`' filter attributes for the products in `listing.place` (reads.ts `inPlace`: the
 * vendor's root products, a category's own, or its whole subtree; drafts only for the `staff` audience), each
 * counted under every other filter of `filters` (the listing counts the products all filters leave). One query per
 * facet, side by side. Throws only what the database throws.
 */
export async function facetsOf(
  db: Database,
  listing: { place: SQL; audience?: Audience },
  attributes: readonly AttributeDefinition[],
  filters: Filters,
): Promise<Facet[]> {
  // Drafts are not counted for the public (visibility.ts).
  const inListing = sql`${listing.place} and ${forAudience(listing.audience ?? 'public', publicProduct)}`;
  // One query per facet, run side by side.
  return Promise.all(attributes.filter((a) => a.filter && a.kind !== 'text').map(async (attribute): Promise<Facet> => {
    const others = filtersCondition(filters, attributes, attribute.key);
    if (attribute.kind === 'choice') {
      const result = await db.execute(sql`
        select e.value #>> '{}' as value, count(*)::int as count
        from ${products}, jsonb_array_elements(${products.specifications}) as s, jsonb_extract_path(s, 'value') as e(value)
        where ${inListing} and s ->> 'attribute' = ${attribute.key} and ${others}
        group by 1`);
      const counts = new Map(rowsOf<{ value: string; count: number }>(result).map((r) => [r.value, Number(r.count)]));
      // The attribute's own order of choices; a stored value it no longer lists is not offered.
      return { attribute: attribute.key, kind: 'choice', choices: attribute.choices.map((value) => ({ value, count: counts.get(value) ?? 0 })) };
    }
    const result = await db.execute(sql`
        select min(pq.min)::float8 as min, max(pq.max)::float8 as max, count(distinct ${products.id})::int as count
        from ${products} join product_quantities pq on pq.product_id = ${products.id} and pq.attribute = ${attribute.key}
        where ${inListing} and ${others}`);
    const [row] = rowsOf<{ min: number | null; max: number | null; count: number }>(result);
    return { attribute: attribute.key, kind: 'range', min: row?.min ?? null, max: row?.max ?? null, count: Number(row?.count ?? 0) };
  }));
}
