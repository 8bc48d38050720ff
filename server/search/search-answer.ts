/**
 * The answer of GET /api/Search/{vendor} (contracts/search.ts): `searchCatalog`'s hits read
 * back as the catalogue shapes them (products with their typed values formatted by their categories' attributes,
 * product-spec.md §3), in the search's order, and the other storefront's count for the same text.
 *
 * Queries: the search in this storefront and the count in the other (one each, or two when the words are
 * read by similarity), the hit rows (two), and one attribute chain per distinct category
 * among the hits. Errors: only the database's (server/db/unavailable.ts turns an outage into 503).
 */
import { inArray } from 'drizzle-orm';
import type { SearchAnswer } from '../../contracts/search.ts';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { VENDORS, type VendorKey } from '../../contracts/vendors.ts';
import { categories, products } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { toCategorySummary, toProduct } from '../catalog/mappers.ts';
import { attributesOf } from '../catalog/reads.ts';
import { countProductMatches, searchCatalog } from './catalog-search.ts';

/** Searches `vendor` for `text` and answers at most `limit` products (see the module comment). */
export async function loadSearch(db: Database, vendor: VendorKey, text: string, limit: number): Promise<SearchAnswer> {
  const other = VENDORS.find((v) => v.key !== vendor)!.key;
  const [found, elsewhereTotal] = await Promise.all([searchCatalog(db, vendor, text, limit), countProductMatches(db, other, text)]);
  const productIds = found.products.map((p) => p.id);
  const categoryIds = found.categories.map((c) => c.id);
  const [productRows, categoryRows] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    categoryIds.length ? db.select().from(categories).where(inArray(categories.id, categoryIds)) : [],
  ]);
  const attributes = new Map<string, AttributeDefinition[]>();
  for (const categoryId of new Set(productRows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))) {
    attributes.set(categoryId, await attributesOf(db, categoryId));
  }
  const productsById = new Map(productRows.map((r) => [r.id, r]));
  const categoriesById = new Map(categoryRows.map((r) => [r.id, r]));
  return {
    query: found.text,
    quantities: found.quantities.map((q) => ({ ...q, matched: !found.unmatched.includes(q.text) })),
    // A row deleted between the two reads is left out.
    products: productIds.flatMap((id) => {
      const row = productsById.get(id);
      return row ? [toProduct(row, row.categoryId ? (attributes.get(row.categoryId) ?? []) : [])] : [];
    }),
    productsTotal: found.productsTotal,
    categories: categoryIds.flatMap((id) => (categoriesById.has(id) ? [toCategorySummary(categoriesById.get(id)!)] : [])),
    otherStorefront: { vendor: other, productsTotal: elsewhereTotal },
  };
}
