/**
 * Each storefront's marketing pages by route code ('in' radhe, 'fd' therm), in menu order (product-spec.md §2
 * "radhe storefront" and "therm storefront"): routes the server lists in its sitemap (server/pages/sitemap.ts) and
 * the web app's menus link (web/src/storefronts/menu.ts, whose test holds the two together).
 */
export const STOREFRONT_PAGES = {
  in: ['facilities', 'testing-quality', 'clientele', 'contact-us', 'about-us'],
  fd: ['about-us', 'manufacturing-facilities', 'testing-facilities', 'research', 'quality', 'applications', 'contact-us'],
} as const;

/** The slug of a storefront's marketing page ('/in/{slug}', '/fd/{slug}'). */
export type StorefrontPageSlug = (typeof STOREFRONT_PAGES)[keyof typeof STOREFRONT_PAGES][number];
