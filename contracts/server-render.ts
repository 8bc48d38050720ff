/**
 * The contract between the server (server/pages/renderer.ts, site-pages.ts) and the web app's server-render bundle
 * (web/src/entry-server.tsx, built by `npm run build` into dist/ssr/entry-server.js);
 * docs/decisions/0006.
 */
import { COMPARE_PARAMS, compareIds } from './compare.ts';
import { filterQuery } from './filters.ts';
import { normaliseListingCursor } from './listing-page.ts';
import { searchText } from './search-text.ts';
import type { PublicConfig } from './public-config.ts';

/** Sends one API request during a render (the server answers it in-process). */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Query parameters that change what a page shows, and so take part in its render and its cache key; any other
 * parameter is ignored by the render. Each allows a list of values, or a function giving a value's one spelling
 * (null: not allowed). `?enquiry=quote|catalog` opens the product page's enquiry dialog without
 * JavaScript; `?after={cursor}` shows a listing's products after that cursor (the category
 * page's "Load more" link, contracts/listing-page.ts); `?q=` the search page's text, and the compare page's
 * `?ids=` (contracts/compare.ts) and `?diff=1`.
 */
export const RENDER_QUERY_PARAMS: Readonly<Record<string, readonly string[] | ((value: string) => string | null)>> = {
  enquiry: ['quote', 'catalog'],
  after: normaliseListingCursor,
  // The search page's text, as searched: whitespace folded, trimmed, cut.
  q: (value) => searchText(value) || null,
  // The compared products, in their one spelling, and the switch to the rows that differ.
  [COMPARE_PARAMS.ids]: (value) => compareIds(value).join(',') || null,
  [COMPARE_PARAMS.differencesOnly]: ['1'],
};

/** A category page's path (/in/products/{id}): the one page whose render depends on filters. */
const CATEGORY_PAGE = /^\/(?:in|fd)\/products\/(?!details(?:\/|$))[^/]+\/?$/;

/**
 * The query string of `search` that a render of `path` depends on: the RENDER_QUERY_PARAMS with an allowed value
 * (in its one spelling), in a fixed order, then — on a category page only — its filters
 * (contracts/filters.ts `filterQuery`: the `f.*` parameters in their one spelling); '' when none. Two URLs with the
 * same path and the same render query are the same page, so filters on any other page make no page of their own.
 */
export function renderQuery(search: string | URLSearchParams, path = ''): string {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const [name, allowed] of Object.entries(RENDER_QUERY_PARAMS)) {
    const value = given.get(name);
    if (value === null) continue;
    const spelled = typeof allowed === 'function' ? allowed(value) : allowed.includes(value) ? value : null;
    if (spelled !== null) kept.set(name, spelled);
  }
  const query = [kept.toString(), CATEGORY_PAGE.test(path) ? filterQuery(given) : ''].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** An enquiry's confirmation page (contracts/enquiry-confirmation.ts `confirmationPath`). */
const PRIVATE_PAGE = /^\/(?:in|fd)\/enquiry\/[^/]+\/?$/;

/**
 * Whether the page at `path` is one visitor's own (an enquiry's confirmation): rendered for each request, never
 * kept in the page cache, sent with PRIVATE_PAGE_HEADERS.
 */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE.test(path);
}

/** Sent with a private page: not indexed, and its address (the key to it) never named to another site. */
export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = { 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

/** Name of the short-lived cookie that carries a sent enquiry's form and e-mail from the POST to the page after it. */
export const ENQUIRY_SENT_COOKIE = 'enquiry-sent';

/** A rendered page: pieces the server puts into index.html. */
export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** Elements for the end of `<head>`: the critical styles of the markup and the preloads React asked for. */
  head: string;
  /** The state block the browser hydrates from (a `<script type="application/json">`), for the end of `<body>`. */
  state: string;
  /**
   * HTTP status of the page: 200; 404 for a page that does not exist (an unknown route or catalogue
   * id; with `html` empty, an unknown admin address the browser draws); or the status of a refused form (400,
   * 429, 503).
   */
  status: number;
  /**
   * Whether every read of the page's loaders was answered. False when one failed (the database
   * unavailable): the page is still sent, showing its loading state where the data is missing (the browser reads it
   * again), but it must not be kept for other visitors.
   */
  complete: boolean;
  /**
   * True for an islands page (docs/decisions/0014): it goes into islands.html, whose script starts only the page's
   * islands, instead of index.html, whose script is the app.
   */
  islands?: boolean;
}

/** What a form sent without JavaScript led to: the page to go to next (post, redirect, get). */
export interface RenderRedirect {
  redirect: string;
  /** 303 See Other after a form. */
  status: number;
  /** Headers to send with it, e.g. Set-Cookie. */
  headers: Record<string, string>;
}

/** How to render one request. */
export interface RenderOptions {
  signal?: AbortSignal;
  /** 'POST': a form sent without JavaScript, its fields in `form` (application/x-www-form-urlencoded). */
  method?: 'GET' | 'POST';
  form?: URLSearchParams;
  /** The request's Cookie header (the flash of a sent enquiry). */
  cookie?: string;
  /** Answers this render's API requests (e.g. on behalf of the visitor's address); default: `configure`'s. */
  transport?: RenderTransport;
}

export interface ServerRenderModule {
  /** Once, before the first render: the public config the browser also gets, and how API reads are answered. */
  configure(options: { publicConfig: PublicConfig; transport: RenderTransport }): void;
  /**
   * Renders the page at `url` (path and query; only RENDER_QUERY_PARAMS count), or runs the form sent to it
   * (`method: 'POST'`): a redirect when the form was accepted, else the page again with the form's messages.
   * Null when that page is left to the browser (the admin, the sign-in return) or could not be rendered
   * consistently (a route error other than a 404).
   */
  render(url: string, options?: RenderOptions): Promise<RenderedPage | RenderRedirect | null>;
}
