/**
 * The storefront search's answer: GET /api/Search/{vendor}?q= — the products and categories
 * of one storefront matching a visitor's words and ratings ("220 kV", "DN 600"), best first, and how many the
 * other storefront holds, for a line that sends the visitor there. zod/mini, like catalog.ts: the browser parses
 * reads with it.
 */
import { z } from 'zod/mini';
import { categorySummarySchema, productSchema } from './catalog.ts';
import { formatReading, UNIT_KEYS } from './quantities.ts';
import { VENDORS } from './vendors.ts';

export { SEARCH_PAGE, SEARCH_TEXT_LIMIT } from './search-text.ts';

/** One rating read from the search text, as the answer reports it. */
export const searchQuantitySchema = z.object({
  text: z.string().check(z.describe('The text it was read from: "66-132 kV", "up to 33 kV"')),
  unit: z.enum(UNIT_KEYS).check(z.describe('The canonical unit of its dimension: "600 NB" is read as DN 600, "0.6 MPa" as 6 bar, "66000 V" as 66 kV')),
  min: z.nullable(z.number()).check(z.describe('The lowest value asked for, in `unit`; null when there is no lower bound ("up to 33 kV")')),
  max: z.nullable(z.number()).check(z.describe('The highest value asked for, in `unit`; null when there is no upper bound ("≥ 145 kV")')),
  matched: z
    .boolean()
    .check(
      z.describe(
        'False when no product the words match meets this rating: it was set aside, so the products listed do not meet it. The words are never emptied by a rating.',
      ),
    ),
});
export type SearchQuantity = z.infer<typeof searchQuantitySchema>;

export const searchAnswerSchema = z.object({
  /** The text searched: trimmed, cut to SEARCH_TEXT_LIMIT. */
  query: z.string(),
  /**
   * The ratings read from it, each in its canonical unit ("600 NB" is DN 600): a value has `min` = `max`, a range
   * its two ends, a bound null on its open side. A product's rating meets one when they overlap. `matched` is false
   * for a rating no product the words match meets: the answer then lists the word matches without it
   * (`searchNotice` says so).
   */
  quantities: z
    .array(searchQuantitySchema)
    .check(z.describe('The ratings read from the text; a product must meet each one marked matched (their readings overlap its rating)')),
  /** The best matching products, best first (at most the limit asked). */
  products: z.array(productSchema),
  /** How many products match in all. */
  productsTotal: z.number(),
  /** Matching categories, best first (at most 10). */
  categories: z.array(categorySummarySchema),
  /** How many products the same text finds in the other storefront. */
  otherStorefront: z.object({ vendor: z.enum(VENDORS.map((v) => v.key) as [string, ...string[]]), productsTotal: z.number() }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * What the search page says when the answer set ratings aside (their `matched` is false): "None of the products
 * matching these words is rated 1,000 kV; they are listed without it." Null when every rating was met.
 */
export function searchNotice(quantities: readonly SearchQuantity[]): string | null {
  const unmatched = [...new Set(quantities.filter((q) => !q.matched).map((q) => formatReading(q)))];
  if (unmatched.length === 0) return null;
  const list = unmatched.length === 1 ? unmatched[0] : `${unmatched.slice(0, -1).join(', ')} or ${unmatched.at(-1)}`;
  return `None of the products matching these words is rated ${list}; they are listed without ${unmatched.length === 1 ? 'it' : 'those ratings'}.`;
}
