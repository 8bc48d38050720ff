/**
 * The storefront search's answer (issue 20 "Search"): GET /api/Search/{vendor}?q= — the products and categories
 * of one storefront matching a visitor's words and ratings ("220 kV", "DN 600"), best first, and how many the
 * other storefront holds, for a line that sends the visitor there. zod/mini, like catalog.ts: the browser parses
 * reads with it.
 */
import { z } from 'zod/mini';
import { categorySummarySchema, productSchema } from './catalog.ts';
import { UNIT_KEYS } from './quantities.ts';
import { VENDORS } from './vendors.ts';

export { SEARCH_PAGE, SEARCH_TEXT_LIMIT } from './search-text.ts';

export const searchAnswerSchema = z.object({
  /** The text searched: trimmed, cut to SEARCH_TEXT_LIMIT. */
  query: z.string(),
  /** The ratings read from it, each in its canonical unit ("600 NB" is DN 600); a product must match each. */
  quantities: z.array(z.object({ text: z.string(), value: z.number(), unit: z.enum(UNIT_KEYS) })),
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
