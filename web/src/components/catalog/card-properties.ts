/**
 * The rows a product card shows (product-spec.md §2 "Public category page", §9): at most three, the ratings its
 * category marks for cards (the listing's `productAttributes` with `card`, e.g. "Nominal System Voltage: 220 kV")
 * first, then the other rows in their order. The quote list's lines show the same key ratings.
 */
import type { Product } from '../../../../contracts/catalog.ts';

/** Most properties a card shows (product-spec.md §9). */
export const CARD_PROPERTY_LIMIT = 3;

/** The rows a card shows: non-empty, `cardAttributes` first (see the module comment), at most CARD_PROPERTY_LIMIT. */
export function cardProperties(properties: Product['properties'], cardAttributes?: ReadonlySet<string>): Product['properties'] {
  const rows = properties.filter((p) => p.key.trim() || p.value.trim());
  const first = (row: Product['properties'][number]) => (row.attribute && cardAttributes?.has(row.attribute) ? 0 : 1);
  // Array.prototype.sort is stable: rows of one rank keep their order.
  return [...rows].sort((a, b) => first(a) - first(b)).slice(0, CARD_PROPERTY_LIMIT);
}
