/** The compare page's texts (product-spec.md §2 "Compare"), shared by its parts and their tests. */
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';

/** The page's title (h1). */
export const COMPARE_TITLE = 'Compare products';
/** The switch's label. */
export const DIFFERENCES_ONLY_TEXT = 'Show differences only';
/** What the page says with no product to compare. */
export const COMPARE_EMPTY_TEXT = `Choose up to ${COMPARE_LIMIT} products with Compare on their cards or pages, then open the comparison from the compare bar.`;
/** What the page says when every row agrees and only the differences are asked for. */
export const NO_DIFFERENCES_TEXT = 'These products have the same values in every row.';

/** "Long Rod 220 kV, Long Rod 400 kV and Post 33 kV": the names in a sentence. */
export function namesInSentence(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Above the table on a phone, where it is wider than the screen. */
export const COMPARE_SCROLL_HINT = 'Swipe the table sideways to see every product; their names stay at its top.';
