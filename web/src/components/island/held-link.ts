/**
 * A control that is a link until its island runs and a toggle button after, drawn on one `<a>` element throughout
 * (Compare and Add to quote, on a card and a product page). Before the island runs (and with JavaScript off) it is a
 * link to the page that does the same without script; a click on it then is held for the island
 * (HOLD_CLICK_ATTRIBUTE, app/islands/start-islands.ts). Once the island runs, the same element loses its `href` and
 * MUI's ButtonBase makes it a button (`role="button"`, in the tab order, Enter and Space press it).
 *
 * Why one element: an island that starts on the pointer's arrival may render between the press and the release. Had
 * it drawn a new `<button>` in place of the link, the browser would send the click to neither (a pick lost, found by
 * compare.spec run ten times in a row), and a keyboard's focus would fall to the page's body.
 */
import { HOLD_CLICK_PROPS } from './island-names.ts';

/** MUI Button props of the control: `component: 'a'` always; `href`, `rel` and the hold until `hydrated`. */
export function heldLinkProps(hydrated: boolean, href: string): { component: 'a'; href?: string; rel?: string } {
  // nofollow: a page of one product's comparison or Request Quote is no page for a search engine to follow from
  // every card.
  return hydrated ? { component: 'a' } : { component: 'a', href, rel: 'nofollow', ...HOLD_CLICK_PROPS };
}
