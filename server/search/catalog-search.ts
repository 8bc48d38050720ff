/**
 * The storefront search (docs/decisions/0009): products and categories of one vendor matching
 * a visitor's text, on PGlite and PostgreSQL alike. The text is read into words and ratings by
 * contracts/search-query.ts `readSearchText` ("66-132 kV", "up to 33 kV", "≥ 145 kV", "(33 kV systems)").
 *
 * - Words, in two stages: PostgreSQL full-text search over each row's `search_document` (products: name A,
 *   specification and property text B, description C; categories: name A, description C) with
 *   `websearch_to_tsquery('english')`; only when that finds nothing (a misspelt word leaves the AND of the words
 *   empty), trigram word similarity of the words to the name (pg_trgm `<%`, served by the `lower(name)
 *   gin_trgm_ops` indexes). Each stage is one index's condition, so the planner can use that index; the single OR of
 *   both that came before made it read every product of the vendor (docs/performance.md).
 * - Ratings narrow the words' matches: each one read must be met by one of the product's numeric values in its unit
 *   (`product_quantities`), the two overlapping (a value "110 kV" inside a rating of 66–132 kV; a range "220-765 kV"
 *   overlapping a rating of 400 kV; a bound "≥ 145 kV" reached); an ambiguous one ("350 C") by any of its readings.
 * - They never empty them: when the words match products but no product meets every rating, the ratings no word match
 *   meets are set aside (`unmatched`) and the others kept; when that still finds nothing, the answer is the words'
 *   matches alone, with every rating unmatched. Text of ratings only has no words to fall back on.
 * - A product whose name is the text (letter case aside) comes first, whatever the words and ratings find: every
 *   product is found by its own name in its storefront.
 * - Ranking: full-text rank in the first stage, name similarity in the second; ties by name.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { QuantityReading } from '../../contracts/quantities.ts';
import { readSearchText } from '../../contracts/search-query.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { publicCategoryAs, publicProductAs } from '../db/visibility.ts';

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
  /** The text searched: whitespace folded, trimmed and cut to SEARCH_TEXT_LIMIT. */
  text: string;
  /** The ratings read from it, in canonical units. */
  quantities: QuantityReading[];
  /** The `text` of each rating set aside because no product the words match meets it (see the module comment). */
  unmatched: string[];
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

/** One rating of the text (its readings are alternatives) as a condition on the product `p`. */
interface RatingCondition {
  text: string;
  condition: SQL;
}

/** The search's text read for the queries; see the module comment. */
interface ReadText {
  text: string;
  quantities: QuantityReading[];
  /** Whether the text holds words besides its ratings. */
  hasWords: boolean;
  /**
   * The word stages to try in order: a single stage matching everything when the text holds only ratings, none
   * when it holds neither words nor ratings (then nothing is searched and nothing found).
   */
  stages: WordStage[];
  ratings: RatingCondition[];
}

/** One reading's condition on a `product_quantities` row `pq`: its unit, and the two overlapping. */
function readingMatch(q: QuantityReading): SQL {
  return sql.join(
    [sql`pq.unit = ${q.unit}`, ...(q.min === null ? [] : [sql`pq.max >= ${q.min}`]), ...(q.max === null ? [] : [sql`pq.min <= ${q.max}`])],
    sql` and `,
  );
}

/** Reads `rawText` as the module comment says. */
function readText(rawText: string): ReadText {
  const { text, words, quantities } = readSearchText(rawText);
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
  const byText = new Map<string, QuantityReading[]>();
  for (const q of quantities) byText.set(q.text, [...(byText.get(q.text) ?? []), q]);
  const ratings = [...byText].map(([ratingText, readings]) => ({
    text: ratingText,
    condition: sql`exists (select 1 from product_quantities pq where pq.product_id = p.id and (${sql.join(readings.map((q) => sql`(${readingMatch(q)})`), sql` or `)}))`,
  }));
  return { text, quantities, hasWords: words.length > 0, stages, ratings };
}

/** The condition on products `p` of `vendor` for one word stage and the given ratings. */
function productWhere(vendor: VendorKey, stage: WordStage, ratings: readonly RatingCondition[]): SQL {
  return sql.join([sql`p.vendor = ${vendor}`, publicProductAs('p'), stage.match(sql`p.search_document`, sql`p.name`), ...ratings.map((r) => r.condition)], sql` and `);
}

/** What `findProducts` settled on: the rows of the condition it used (`where`, null when none), the ratings set aside. */
interface Found<Row> {
  rows: Row[];
  where: SQL | null;
  unmatched: string[];
}

/**
 * Runs `query` with the text's conditions as the module comment says, and answers the first that finds any row:
 * each word stage with every rating; then, when the words match products but no product meets every rating, the
 * first stage whose words match, with the ratings some of those matches meet, or with none. All rows empty when the
 * words match nothing.
 */
async function findProducts<Row>(db: Database, vendor: VendorKey, read: ReadText, query: (where: SQL, stage: WordStage) => Promise<Row[]>): Promise<Found<Row>> {
  for (const stage of read.stages) {
    const where = productWhere(vendor, stage, read.ratings);
    const rows = await query(where, stage);
    if (rows.length > 0) return { rows, where, unmatched: [] };
  }
  if (!read.hasWords || read.ratings.length === 0) return { rows: [], where: null, unmatched: [] };
  for (const stage of read.stages) {
    // How many products the words match, and how many of them meet each rating: one query.
    const [reach] = rowsOf<Record<string, number>>(
      await db.execute(sql`
        select count(*)::int as words, ${sql.join(
          read.ratings.map((r, i) => sql`(count(*) filter (where ${r.condition}))::int as ${sql.identifier(`rating${i}`)}`),
          sql`, `,
        )}
        from products p
        where ${productWhere(vendor, stage, [])}`),
    );
    if (!reach || Number(reach.words) === 0) continue;
    const kept = read.ratings.filter((_, i) => Number(reach[`rating${i}`]) > 0);
    if (kept.length > 0) {
      const where = productWhere(vendor, stage, kept);
      const rows = await query(where, stage);
      if (rows.length > 0) return { rows, where, unmatched: read.ratings.filter((r) => !kept.includes(r)).map((r) => r.text) };
    }
    const where = productWhere(vendor, stage, []);
    return { rows: await query(where, stage), where, unmatched: read.ratings.map((r) => r.text) };
  }
  return { rows: [], where: null, unmatched: [] };
}

/**
 * The products of `vendor` named exactly `text` (letter case aside), each with whether `where` (the condition the
 * answer used) counts it already. One query on the name's trigram index.
 */
async function productsNamed(db: Database, vendor: VendorKey, text: string, where: SQL | null) {
  if (!text) return [];
  return rowsOf<{ id: string; name: string; category_id: string | null; counted: boolean }>(
    await db.execute(sql`
      select p.id, p.name, p.category_id, (${where ?? sql`false`}) as counted
      from products p
      where p.vendor = ${vendor} and ${publicProductAs('p')} and lower(p.name) = lower(${text})
      order by p.name, p.id`),
  );
}

/**
 * Searches `vendor`'s products and categories for `text` (words and ratings; see the module comment): at most
 * `limit` products (those named by the text first, then the best) with the total, and at most 10 categories (one
 * named by the text first). Text with neither words nor ratings finds nothing. Throws only what the database throws
 * (e.g. 503-mapped unavailability).
 */
export async function searchCatalog(db: Database, vendor: VendorKey, rawText: string, limit = 24): Promise<SearchResult> {
  const read = readText(rawText);
  type ProductRow = { id: string; name: string; category_id: string | null; rank: number; total: number };
  type CategoryRow = { id: string; name: string; parent_category_id: string | null; rank: number };
  const found = await findProducts(db, vendor, read, async (where, stage) =>
    rowsOf<ProductRow>(
      await db.execute(sql`
        select p.id, p.name, p.category_id, ${stage.rank(sql`p.search_document`, sql`p.name`)}::float8 as rank, count(*) over ()::int as total
        from products p
        where ${where}
        order by rank desc, lower(p.name), p.id
        limit ${limit}`),
    ),
  );
  const named = await productsNamed(db, vendor, read.text, found.where);
  const namedIds = new Set(named.map((r) => r.id));
  const products = [
    ...named.map((r) => ({ id: r.id, name: r.name, categoryId: r.category_id, rank: Number.POSITIVE_INFINITY })),
    ...found.rows.filter((r) => !namedIds.has(r.id)).map((r) => ({ id: r.id, name: r.name, categoryId: r.category_id, rank: Number(r.rank) })),
  ].slice(0, limit);
  // Categories match by words only: a category has no ratings of its own.
  const categories = read.hasWords
    ? await firstStageFinding(read, async (stage) =>
        rowsOf<CategoryRow>(
          await db.execute(sql`
            select c.id, c.name, c.parent_category_id, ${stage.rank(sql`c.search_document`, sql`c.name`)}::float8 as rank
            from categories c
            where c.vendor = ${vendor} and ${publicCategoryAs('c')} and ${stage.match(sql`c.search_document`, sql`c.name`)}
            order by lower(c.name) = lower(${read.text}) desc, rank desc, lower(c.name), c.id
            limit 10`),
        ),
      )
    : [];

  return {
    text: read.text,
    quantities: read.quantities,
    unmatched: found.unmatched,
    products,
    productsTotal: (found.rows[0]?.total ?? 0) + named.filter((r) => !r.counted).length,
    categories: categories.map((r) => ({ id: r.id, name: r.name, parentCategoryId: r.parent_category_id, rank: Number(r.rank) })),
  };
}

/** Runs `query` with each of the text's word stages in turn and answers the first that finds any row. */
async function firstStageFinding<Row>(read: ReadText, query: (stage: WordStage) => Promise<Row[]>): Promise<Row[]> {
  for (const stage of read.stages) {
    const rows = await query(stage);
    if (rows.length > 0) return rows;
  }
  return [];
}

/**
 * How many of `vendor`'s products `searchCatalog` would find for `text` (its `productsTotal`), without ranking them:
 * what the other storefront's line of the search page needs. Throws only what the database throws.
 */
export async function countProductMatches(db: Database, vendor: VendorKey, rawText: string): Promise<number> {
  const read = readText(rawText);
  // A count of 0 is left out so that the next condition is tried, as a search finding no rows would.
  const found = await findProducts(db, vendor, read, async (where) =>
    rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from products p where ${where}`)).filter((r) => r.total > 0),
  );
  const named = await productsNamed(db, vendor, read.text, found.where);
  return (found.rows[0]?.total ?? 0) + named.filter((r) => !r.counted).length;
}
