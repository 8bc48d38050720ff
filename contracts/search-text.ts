/**
 * The search text's rules, without zod, so the pages' first JavaScript can use them
 * (the answer's schema, contracts/search.ts, loads with the first read).
 */

/** Longest search text read, in characters; the rest is ignored (a search box is not a document). */
export const SEARCH_TEXT_LIMIT = 200;
/** Products per answer: SEARCH_PAGE.defaultLimit when not asked, at most SEARCH_PAGE.maxLimit. */
export const SEARCH_PAGE = { defaultLimit: 24, maxLimit: 48 } as const;

/** The text as searched: whitespace folded, trimmed and cut to SEARCH_TEXT_LIMIT ('' for none). */
export function searchText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_LIMIT);
}
