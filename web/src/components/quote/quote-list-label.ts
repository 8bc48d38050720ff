/** The name of the top bar's quote-list link (QuoteListLink.tsx); QuoteCount.tsx adds the count: 'Quote list, 3 items'. */
export const QUOTE_LIST_LABEL = 'Quote list';

/** What the count adds to the link's name for `count` lines: '', ', 1 item', ', 3 items' (a line is an item: one product in two configurations is two). */
export function quoteCountText(count: number): string {
  return count === 0 ? '' : `, ${count} ${count === 1 ? 'item' : 'items'}`;
}
