/**
 * The attributes by which an islands page's script finds the quote list's count in the server's markup
 * (QuoteCountBadge.tsx draws them, show-quote-counts.ts fills them in).
 */

/** On the count's element; its value is the storefront's code (`in`, `fd`). */
export const QUOTE_COUNT_ATTRIBUTE = 'data-quote-count';

/** On the count in words, read with the link's name (', 3 items'). */
export const QUOTE_COUNT_TEXT_ATTRIBUTE = 'data-quote-count-text';

/** On the badge that shows the number. */
export const QUOTE_COUNT_BADGE_ATTRIBUTE = 'data-quote-count-badge';
