/**
 * The names of the islands (components/island/Island.tsx): one per component the browser may hydrate on its own,
 * each with when it starts (app/islands/registry.ts loads them by name).
 * - `load`: as soon as the page has loaded, wherever it is (the /in banners, which move by themselves on the first
 *   screen, product-spec.md §9, and whose start brings React before the visitor's first tap of the menu; each
 *   column's Add to quote on the comparison, whose table scrolls in a box of its own on a phone, where a column out
 *   of the box's view never counts as near the screen).
 * - `idle`: once the page has settled (the browser's first idle moment IDLE_START_MS after the page's start), or at
 *   the visitor's first touch if sooner, a click before then held as for `touch` (a product's gallery, which moves
 *   by itself every 5 s from its start, product-spec.md §2, §9, and until then shows its first slide, its thumbnails
 *   links to the media): its start does not compete with the page's actions for the first seconds.
 * - `visible`: when its place comes within NEAR_SCREEN_PX of the screen (the /fd client logos at the foot of their
 *   page, whose 2.5 s steps (§9) start when the visitor comes near them; a selector; a product page's actions, on its
 *   first screen, whose Request Quote is the visitor's likeliest first tap and answers in place once they run; the
 *   comparison's actions).
 * - `touch`: when the visitor first points at, touches or focuses it (a menu, a search box, a listing's facets, an
 *   enquiry form, which until then is the server's form and posts as without script; a card's Compare and Add to
 *   quote; a listing's "Load more"; a product's configurations, each a link to its image until then); a click on a
 *   control marked HOLD_CLICK_ATTRIBUTE (or on a button or box) before its code has arrived is held and given to it
 *   once it runs.
 * - `in-use`: only when what it shows is in use (the compare bar: once the compare list holds a product; the server
 *   draws nothing of it, as the list lives in the browser).
 * Some start at once, or the moment the visitor's kept lists change to say so, when what they hold says they are in
 * use (app/islands/start-islands.ts `IN_USE`: a form with a draft to show again, a card whose product is on the
 * compare list, the compare bar).
 * The top bar's quote count is no island: the page's script draws it without React (show-quote-counts.ts).
 */
export const ISLAND_STARTS = {
  'banner-carousel': 'load',
  'add-to-quote': 'load',
  'product-gallery': 'idle',
  'client-carousel': 'visible',
  'industries-selector': 'visible',
  'product-actions': 'visible',
  'compare-actions': 'visible',
  'site-menu': 'touch',
  'header-search': 'touch',
  'listing-filters': 'touch',
  'enquiry-form': 'touch',
  'card-actions': 'touch',
  'listing-more': 'touch',
  'product-configurations': 'touch',
  'compare-bar': 'in-use',
} as const;

/** An island's name. */
export type IslandName = keyof typeof ISLAND_STARTS;

/** When an island starts (see ISLAND_STARTS). */
export type IslandStart = (typeof ISLAND_STARTS)[IslandName];

/** The attribute that marks an island's element; its value is the island's index in the page's islands data. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks a link inside an island whose click before the island runs is held and given to the island once it runs,
 * rather than followed as a plain link (a listing's "Load more": followed, it would show the next page alone).
 */
export const HOLD_CLICK_ATTRIBUTE = 'data-island-hold';

/** The props that mark a link's click as held for its island (HOLD_CLICK_ATTRIBUTE), to spread on the link. */
export const HOLD_CLICK_PROPS = { [HOLD_CLICK_ATTRIBUTE]: '' } as const;

/**
 * How long, in ms from the page's start (performance.now()), an `idle` island waits before it starts at the browser's
 * next idle moment: past the first second after the first paint, when the page's first-screen islands start and a
 * visitor's first tap is likeliest, so that it competes with neither (docs/decisions/0014, "Since (2026-12-08)").
 */
export const IDLE_START_MS = 2500;

/**
 * How near the screen, in px, a `visible` island's place must come before it starts, about a phone screen ahead; the
 * enquiry form's code is fetched at the same distance in the app (components/enquiry/LazyEnquiryForm.tsx).
 */
export const NEAR_SCREEN_PX = 800;
