/**
 * The storefronts' content: one module per storefront (content/radhe/, content/therm/) holds the
 * copy, the lists (clients, industries, approvals) and the marketing-image manifest (path, size, alt) that the pages
 * show and server/demo/drawings draws. Pure data: no DOM, no React, no server.
 */

/** Marketing pages of the storefronts (product-spec.md §2): their slugs are part of the routes (contracts). */
export type { StorefrontPageSlug } from '../contracts/storefront-pages.ts';

