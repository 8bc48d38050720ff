/**
 * The storefront search (issue 20 "Search"; docs/decisions/0009): products and categories of one vendor matching
 * a visitor's text, on PGlite and PostgreSQL alike.
 *
 * - Words, in two stages: PostgreSQL full-text search over each row's `search_document` (products: name A,
 *   specification and property text B, description C; categories: name A, description C) with
 *   `websearch_to_tsquery('english')`; only when that finds nothing (a misspelt word leaves the AND of the words
 *   empty), trigram word similarity of the words to the name (pg_trgm `<%`, served by the `lower(name)
 *   gin_trgm_ops` indexes). Each stage is one index's condition, so the planner can use that index; the single OR of
 *   both that came before made it read every product of the vendor (docs/performance.md, issue 20).
 * - Quantities: each quantity of the text (contracts/quantities.ts `parseQuantities`: "220 kV", "120kN",
 *   "DN 600", "600 NB") must be matched by one of the product's numeric values in that unit (`product_quantities`,
 *   min ≤ v ≤ max); an ambiguous one ("350 C") by any of its readings.
 * - Ranking: full-text rank in the first stage, name similarity in the second; ties by name.
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

/** How the words are matched and ranked: the first stage whose match finds anything is used. */
interface WordStage {
  match(document: SQL, name: SQL): SQL;
  rank(document: SQL, name: SQL): SQL;
}

/** The search's text read into words and quantities; see the module comment. */
interface ReadText {
  text: string;
  quantities: ParsedQuantity[];
  /** Whether the text holds words besides its quantities. */
  hasWords: boolean;
  /**
   * The word stages to try in order: a single stage matching everything when the text holds only quantities, none
   * when it holds neither words nor quantities (then nothing is searched and nothing found).
   */
  stages: WordStage[];
  /** One `exists` condition on `p` per quantity text (the readings of one text are alternatives). */
  quantityMatches: SQL[];
}

/** Reads `rawText` as the module comment says. */
function readText(rawText: string): ReadText {
  const text = rawText.trim().slice(0, SEARCH_TEXT_LIMIT);
  const { quantities, rest } = parseQuantities(text);
  const words = rest.replace(/[^\p{L}\p{N}\s-]+/gu, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const stages: WordStage[] = words
    ? [
        {
          match: (document) => sql`${document} @@ websearch_to_tsquery('english', ${words})`,
          rank: (document) => sql`ts_rank(${document}, websearch_to_tsquery('english', ${words}))`,
        },
        // `<%` is pg_trgm's word-similarity operator (threshold pg_trgm.word_similarity_threshold, 0.6).
        { match: (_document, name) => sql`${words} <% lower(${name})`, rank: (_document, name) => sql`word_similarity(${words}, lower(${name}))` },
      ]
    : quantities.length > 0
      ? [{ match: () => sql`true`, rank: () => sql`0` }]
      : [];
  const byText = new Map<string, ParsedQuantity[]>();
  for (const q of quantities) byText.set(q.text, [...(byText.get(q.text) ?? []), q]);
  const quantityMatches = [...byText.values()].map((readings) => {
    const alternatives = sql.join(
      readings.map((q) => sql`(pq.unit = ${q.unit} and pq.min <= ${q.value} and pq.max >= ${q.value})`),
      sql` or `,
    );
    return sql`exists (select 1 from product_quantities pq where pq.product_id = p.id and (${alternatives}))`;
  });
  return { text, quantities, hasWords: words.length > 0, stages, quantityMatches };
}

/** The condition on products `p` of `vendor` for one word stage and every quantity of the text. */
function productWhere(vendor: VendorKey, read: ReadText, stage: WordStage): SQL {
  return sql.join([sql`p.vendor = ${vendor}`, stage.match(sql`p.search_document`, sql`p.name`), ...read.quantityMatches], sql` and `);
}

/**
 * Runs `query` with each of the text's word stages in turn and answers the first that finds any row (all rows empty
 * when none does).
 */
async function firstStageFinding<Row>(read: ReadText, query: (stage: WordStage) => Promise<Row[]>): Promise<Row[]> {
  for (const stage of read.stages) {
    const rows = await query(stage);
    if (rows.length > 0) return rows;
  }
  return [];
}

/**
 * Searches `vendor`'s products and categories for `text` (words and quantities; see the module comment): at most
 * `limit` products (best first) with the total, and at most 10 categories. Text with neither words nor
 * quantities finds nothing. Throws only what the database throws (e.g. 503-mapped unavailability).
 */
export async function searchCatalog(db: Database, vendor: VendorKey, rawText: string, limit = 24): Promise<SearchResult> {
  const read = readText(rawText);
  type ProductRow = { id: string; name: string; category_id: string | null; rank: number; total: number };
  type CategoryRow = { id: string; name: string; parent_category_id: string | null; rank: number };
  const products = await firstStageFinding(read, async (stage) =>
    rowsOf<ProductRow>(
      await db.execute(sql`
        select p.id, p.name, p.category_id, ${stage.rank(sql`p.search_document`, sql`p.name`)}::float8 as rank, count(*) over ()::int as total
        from products p
        where ${productWhere(vendor, read, stage)}
        order by rank desc, lower(p.name), p.id
        limit ${limit}`),
    ),
  );
  // Categories match by words only: a category has no ratings of its own.
  const categories = read.hasWords
    ? await firstStageFinding(read, async (stage) =>
        rowsOf<CategoryRow>(
          await db.execute(sql`
            select c.id, c.name, c.parent_category_id, ${stage.rank(sql`c.search_document`, sql`c.name`)}::float8 as rank
            from categories c
            where c.vendor = ${vendor} and ${stage.match(sql`c.search_document`, sql`c.name`)}
            order by rank desc, lower(c.name), c.id
            limit 10`),
        ),
      )
    : [];

  return {
    text: read.text,
    quantities: read.quantities,
    products: products.map((r) => ({ id: r.id, name: r.name, categoryId: r.category_id, rank: Number(r.rank) })),
    productsTotal: products[0]?.total ?? 0,
    categories: categories.map((r) => ({ id: r.id, name: r.name, parentCategoryId: r.parent_category_id, rank: Number(r.rank) })),
  };
}

/**
 * How many of `vendor`'s products `searchCatalog` would find for `text` (its `productsTotal`), without ranking them:
 * what the other storefront's line of the search page needs. Throws only what the database throws.
 */
export async function countProductMatches(db: Database, vendor: VendorKey, rawText: string): Promise<number> {
  const read = readText(rawText);
  // A count of 0 is left out so that the next stage is tried, as a search finding no rows would.
  const [found] = await firstStageFinding(read, async (stage) =>
    rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from products p where ${productWhere(vendor, read, stage)}`)).filter((r) => r.total > 0),
  );
  return found?.total ?? 0;
}
