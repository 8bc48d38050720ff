/**
 * A storefront search's text as the search reads it (product-spec.md §2 "Search"; docs/decisions/0009): the ratings
 * a person wrote (`readQuantities` of contracts/quantities.ts: values, ranges, bounds, in canonical units) and the
 * words left around them, which the full-text and similarity stages match (server/search/catalog-search.ts).
 * Pure; the server's only, so the pages' first JavaScript never carries it (contracts/search-text.ts holds what
 * they need).
 */
import { readQuantities, type QuantityReading } from './quantities.ts';
import { searchText } from './search-text.ts';

/** A search text read into words and ratings. */
export interface SearchQuery {
  /** The text as searched: whitespace folded, trimmed, cut to SEARCH_TEXT_LIMIT (contracts/search-text.ts). */
  text: string;
  /**
   * The words besides the ratings, lower-cased, punctuation left out but a dash, point or slash inside a word kept
   * ("cross-arm", "b16.5", "33/11": PostgreSQL's text search reads each as one token).
   */
  words: string;
  /** The ratings read from the text; the readings of one ambiguous text ("350 C") share its `text`. */
  quantities: QuantityReading[];
}

/** Reads `raw` as the module comment says; never throws. Text with neither words nor ratings gives neither. */
export function readSearchText(raw: string | null | undefined): SearchQuery {
  const text = searchText(raw);
  const { quantities, rest } = readQuantities(text);
  const words = rest
    .replace(/[^\p{L}\p{N}\s./-]+/gu, ' ')
    .replace(/[./]+(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[./]+/gu, ' ')
    // A dash that joins nothing (left where a range was read, or typed alone) is no word: websearch_to_tsquery
    // would read "a - b" as "not b".
    .replace(/(?<![\p{L}\p{N}])-+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return { text, words, quantities };
}
