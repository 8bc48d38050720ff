/**
 * The storefront search (issue 20 "Search"; docs/decisions/0009): products and categories of one vendor matching
 * a visitor's text, on PGlite and PostgreSQL alike.
 *
 * - Words: PostgreSQL full-text search over each row's `search_document` (products: name A, specification and
 *   property text B, description C; categories: name A, description C) with `websearch_to_tsquery('english')`, or,
 *   for misspellings, trigram word similarity of the words to the name (pg_trgm `<%`, served by the
 *   `lower(name) gin_trgm_ops` indexes).
 * - Quantities: each quantity of the text (contracts/quantities.ts `parseQuantities`: "220 kV", "120kN",
 *   "DN 600", "600 NB") must be matched by one of the product's numeric values in that unit (`product_quantities`,
 *   min ≤ v ≤ max); an ambiguous one ("350 C") by any of its readings.
 * - Ranking: full-text rank (doubled) plus name similarity; ties by name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { parseQuantities, type ParsedQuantity } from '../../contracts/quantities.ts';
import { SEARCH_TEXT_LIMIT } from '../../contracts/search.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { rowsOf, type Database } from '../db/types.ts';


/** One product hit: its id and name (the caller reads the rest through the catalogue). */
export interface ProductHit {
  id: string;
  name: string;
  categoryId: string | null;
  rank: number;
}

/** One category hit. */
export interface CategoryHit {
  id: string;
  name: string;
  parentCategoryId: string | null;
  rank: number;
}

/** What a search found in one vendor's catalogue. */
export interface SearchResult {
  /** The text searched, trimmed and cut to SEARCH_TEXT_LIMIT. */
  text: string;
  /** The quantities read from it, in canonical units. */
  quantities: ParsedQuantity[];
  products: ProductHit[];
  /** How many products match in all (`products` holds at most `limit`). */
  productsTotal: number;
  categories: CategoryHit[];
}

/**
 * Searches `vendor`'s products and categories for `text` (words and quantities; see the module comment): at most
 * `limit` products (best first) with the total, and at most 10 categories. Text with neither words nor
 * quantities finds nothing. Throws only what the database throws (e.g. 503-mapped unavailability).
 */
export async function searchCatalog(db: Database, vendor: VendorKey, rawText: string, limit = 24): Promise<SearchResult> {
  const text = rawText.trim().slice(0, SEARCH_TEXT_LIMIT);
  const { quantities, rest } = parseQuantities(text);
  const words = rest.replace(/[^\p{L}\p{N}\s-]+/gu, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!words && quantities.length === 0) return { text, quantities, products: [], productsTotal: 0, categories: [] };

  // `<%` is pg_trgm's word-similarity operator (threshold pg_trgm.word_similarity_threshold, 0.6), which the
  // `lower(name) gin_trgm_ops` index serves.
  const wordMatch = (document: SQL, name: SQL): SQL =>
    words
      ? sql`(${document} @@ websearch_to_tsquery('english', ${words}) or ${words} <% lower(${name}))`
      : sql`true`;
  const wordRank = (document: SQL, name: SQL): SQL =>
    words ? sql`(2 * ts_rank(${document}, websearch_to_tsquery('english', ${words})) + word_similarity(${words}, lower(${name})))` : sql`0`;

  // Quantities read from the same text are alternatives; different texts must all match.
  const byText = new Map<string, ParsedQuantity[]>();
  for (const q of quantities) byText.set(q.text, [...(byText.get(q.text) ?? []), q]);
  const quantityMatches = [...byText.values()].map((readings) => {
    const alternatives = sql.join(
      readings.map((q) => sql`(pq.unit = ${q.unit} and pq.min <= ${q.value} and pq.max >= ${q.value})`),
      sql` or `,
    );
    return sql`exists (select 1 from product_quantities pq where pq.product_id = p.id and (${alternatives}))`;
  });

  const productWhere = sql.join(
    [sql`p.vendor = ${vendor}`, wordMatch(sql`p.search_document`, sql`p.name`), ...quantityMatches],
    sql` and `,
  );
  type ProductRow = { id: string; name: string; category_id: string | null; rank: number; total: number };
  type CategoryRow = { id: string; name: string; parent_category_id: string | null; rank: number };
  const productRows = await db.execute(sql`
    select p.id, p.name, p.category_id, ${wordRank(sql`p.search_document`, sql`p.name`)}::float8 as rank, count(*) over ()::int as total
    from products p
    where ${productWhere}
    order by rank desc, lower(p.name), p.id
    limit ${limit}`);

  // Categories match by words only: a category has no ratings of its own.
  const categoryRows = words
    ? await db.execute(sql`
        select c.id, c.name, c.parent_category_id, ${wordRank(sql`c.search_document`, sql`c.name`)}::float8 as rank
        from categories c
        where c.vendor = ${vendor} and ${wordMatch(sql`c.search_document`, sql`c.name`)}
        order by rank desc, lower(c.name), c.id
        limit 10`)
    : { rows: [] };

  const products = rowsOf<ProductRow>(productRows);
  return {
    text,
    quantities,
    products: products.map((r) => ({ id: r.id, name: r.name, categoryId: r.category_id, rank: Number(r.rank) })),
    productsTotal: products[0]?.total ?? 0,
    categories: rowsOf<CategoryRow>(categoryRows).map((r) => ({ id: r.id, name: r.name, parentCategoryId: r.parent_category_id, rank: Number(r.rank) })),
  };
}
