/**
 * Rendered pages in the catalogue read cache ("Cache busting"): a page is kept under its path
 * and render query, within the pages' own share of CATALOG_CACHE_MB (server/catalog/read-cache.ts
 * PAGE_BUDGET_SHARE), so a catalogue write by any instance renews it and pages never push the API's answers out.
 * Only pages that exist and were read in full are kept (`keepPage`): a loop of random addresses keeps nothing, and
 * a page drawn while a read failed (the database unavailable) is rendered afresh next time.
 */
import { CachedAnswer, type CatalogReadCache } from '../catalog/read-cache.ts';

/**
 * A page to send: the whole document, its HTTP status, and whether all its data was read (RenderedPage); or, with
 * `redirect`, the address the page answered with instead (a 301 to a catalogue page's canonical address),
 * `html` then empty.
 */
export interface PageHtml {
  html: string;
  status: number;
  complete: boolean;
  redirect?: string;
}

/** A rendered page as kept in the catalogue read cache: its HTML and its status (only complete 200 pages are kept). */
export class CachedPage extends CachedAnswer {
  readonly status: number;
  readonly complete: boolean;
  readonly redirect: string | undefined;
  constructor({ html, status, complete, redirect }: PageHtml, onGrow?: (bytes: number) => void) {
    super(Buffer.from(html), onGrow);
    this.status = status;
    this.complete = complete;
    this.redirect = redirect;
  }
}

/**
 * Whether a rendered page may be kept: it exists (200) and every read it needed answered (RenderedPage.complete).
 * A redirect to a catalogue page's canonical address is not: any name in front of a real id is such an address, so
 * keeping them would let a loop of made-up names fill the cache (each costs a render, within the render allowance).
 */
export function keepPage(page: CachedPage): boolean {
  return page.status === 200 && page.complete;
}

/**
 * The page at `url` from `cache`, rendered by `render` when it is not there (or not keepable). `admit` runs before
 * each render (the per-address render allowance) and may throw to refuse it.
 * @returns the cached (or fresh) page with its status; its compressed variants are made and kept on demand
 */
export function cachedPage(cache: CatalogReadCache, url: string, render: () => Promise<PageHtml>, admit: () => Promise<void>): Promise<CachedPage> {
  const serialise = (value: unknown, onGrow?: (bytes: number) => void) => new CachedPage(value as PageHtml, onGrow);
  return cache.get(`page:${url}`, render, serialise, { budget: 'pages', keep: keepPage, admit });
}
