/**
 * The quote list's count on an islands page, without React (docs/decisions/0014): the server draws the top bar's
 * count empty (QuoteCountBadge.tsx), as it cannot know the list, and this fills it in from the list this browser
 * keeps (the number, and the words read with the link's name), then follows the list as it changes, on this page
 * (an Add to quote island) or in another tab. A page whose only script at load is its count so loads no React.
 */
import { vendorByCode } from '../../../../contracts/vendors.ts';
import { readStoredListOf, subscribeToStoredLists } from '../../lib/stored-list-store.ts';
import { QUOTE_LIST } from './quote-list-lines.ts';
import { QUOTE_COUNT_ATTRIBUTE, QUOTE_COUNT_BADGE_ATTRIBUTE, QUOTE_COUNT_TEXT_ATTRIBUTE } from './quote-count-attributes.ts';
import { quoteCountText } from './quote-list-label.ts';

/** Shows in `element` (a QuoteCountBadge of the server's) the count of the storefront its attribute names. */
function fill(element: Element): void {
  const vendor = vendorByCode(element.getAttribute(QUOTE_COUNT_ATTRIBUTE) ?? '');
  if (!vendor) return;
  const count = readStoredListOf(QUOTE_LIST, vendor.key).length;
  for (const [attribute, shown] of [
    [QUOTE_COUNT_TEXT_ATTRIBUTE, quoteCountText(count)],
    [QUOTE_COUNT_BADGE_ATTRIBUTE, count === 0 ? '' : String(count)],
  ] as const) {
    const part = element.querySelector<HTMLElement>(`[${attribute}]`);
    if (!part) continue;
    part.textContent = shown;
    part.hidden = count === 0;
  }
}

/**
 * Fills in every quote count of `doc` now and after every change of a stored list; returns the function that stops
 * following the changes.
 */
export function showQuoteCounts(doc: Document = document): () => void {
  const elements = [...doc.querySelectorAll(`[${QUOTE_COUNT_ATTRIBUTE}]`)];
  if (elements.length === 0) return () => {};
  const fillAll = () => elements.forEach(fill);
  fillAll();
  return subscribeToStoredLists(fillAll);
}
