/**
 * What a page request gets (design.md "One process, four faces"; docs/decisions/0003, 0006): the built index.html
 * with the runtime config, or the public page rendered on the server into it. server/routes/spa.ts asks and sends
 * the answer; the rules are here.
 *
 * - index.html is read once per app (derived from a file and the config, not state). Without it (the web app not
 *   built) every page answers 'not-built'.
 * - With the render bundle (server/pages/renderer.ts), a page is rendered by its path and render query only
 *   (contracts/server-render.ts `renderQuery`: other parameters cannot make a new render). `/index.html` and the
 *   site root with a query string (the sign-in return, which the browser completes) are left to the browser.
 * - Rendered pages are kept in the catalogue read cache under their path (server/pages/page-cache.ts: only pages
 *   that exist, read in full), so a catalogue write by any instance renews them. Pages that do not exist (an unknown
 *   address or catalogue id) come with their 404 and are never kept.
 * - The page after a sent enquiry shows its success panel to that visitor only: rendered for them, never kept, and
 *   the flash cookie is spent. So is a private page (an enquiry's confirmation, contracts/server-render.ts
 *   `isPrivatePage`), sent with PRIVATE_PAGE_HEADERS.
 * - A catalogue page asked for by another spelling answers with its canonical address (301), the
 *   request's whole query kept.
 * - A form sent without JavaScript (post, redirect, get) runs through the page's route action, whose API calls go
 *   in-process on the visitor's behalf (their address, so their allowances): a redirect to the page (303), or the
 *   page again with the form's messages.
 * - Every render counts against the visitor's render allowance (server/pages/render-limits.ts); beyond it the
 *   answer is 'too-many' with a short page. A page that fails to render is the plain index.html (logged).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ENQUIRY_SENT_COOKIE, isPrivatePage, PRIVATE_PAGE_HEADERS, renderQuery, type RenderedPage, type RenderOptions, type ServerRenderModule } from '../../contracts/server-render.ts';
import type { CatalogReadCache } from '../catalog/read-cache.ts';
import { publicConfig, type Config } from '../config.ts';
import type { SharedStore } from '../rate-limits/shared-store.ts';
import { CONFIG_PLACEHOLDER, hasEnquiryFlash, NOT_BUILT_MESSAGE, renderIndexHtml, renderPageHtml } from './document.ts';
import { cachedPage, type CachedPage, type PageHtml } from './page-cache.ts';
import { createRenderLimits, RenderRateLimited, tooManyRendersPage } from './render-limits.ts';
import { injectTransport, loadRenderer } from './renderer.ts';

/** What to send for a page request or a page's form. */
export type PageAnswer =
  /** The web app is not built: no index.html. */
  | { kind: 'not-built' }
  /** The render allowance is used up: `html` is the short page to send with 429 and Retry-After. */
  | { kind: 'too-many'; retryAfterS: number; html: string }
  /** index.html itself, for the browser to render (200). */
  | { kind: 'index'; html: string }
  /** A page rendered for this request only, never kept; `headers` to send with it (the spent flash cookie). */
  | { kind: 'page'; html: string; status: number; headers?: Record<string, string> }
  /** A page from the catalogue read cache (or rendered and kept there), with its own status. */
  | { kind: 'cached'; page: CachedPage }
  /** The page's canonical address (a catalogue page asked for by another spelling): kept by clients for a day. */
  | { kind: 'moved'; location: string; status: number }
  /** Where a sent form leads (303), with the render's headers (Set-Cookie of the flash); never kept. */
  | { kind: 'after-form'; location: string; status: number; headers: Record<string, string> }
  /** The page takes no form. */
  | { kind: 'no-form' };

/** A page request: its URL (path and query), Cookie header, client address and logger. */
export interface PageRequest {
  url: string;
  cookie?: string;
  ip: string;
  log: FastifyBaseLogger;
}

export interface SitePages {
  /** index.html with the runtime config (read once), or null when the web app is not built (logged). */
  indexHtml(log: FastifyBaseLogger): Promise<string | null>;
  /** The answer to GET/HEAD of a page. */
  page(request: PageRequest): Promise<PageAnswer>;
  /** The answer to a page's form sent without JavaScript (`form`: its application/x-www-form-urlencoded fields). */
  form(request: PageRequest & { form: URLSearchParams }): Promise<PageAnswer>;
}

/** What the pages need: the configuration, the app (its API answers the render's reads), the caches and a logger. */
export interface SitePagesOptions {
  config: Config;
  app: Pick<FastifyInstance, 'inject'>;
  catalogCache: CatalogReadCache;
  rateLimitStore: SharedStore;
  log: FastifyBaseLogger;
}

/** The site's pages over the build in `config.webDistDir` (the render bundle loaded once, when index.html exists). */
export async function createSitePages({ config, app, catalogCache, rateLimitStore, log }: SitePagesOptions): Promise<SitePages> {
  const indexPath = join(config.webDistDir, 'index.html');
  const renderer = existsSync(indexPath) ? await loadRenderer(config.webRenderEntry, publicConfig(config), injectTransport(app), log) : null;
  const limits = createRenderLimits(rateLimitStore, config.pageRenderRateLimit);
  const tooMany = ({ retryAfterS }: RenderRateLimited): PageAnswer => ({ kind: 'too-many', retryAfterS, html: tooManyRendersPage(retryAfterS, config.contact.companyName) });
  let indexHtml: string | null = null;
  let islandsHtml: string | null = null;
  const islandsPath = join(config.webDistDir, 'islands.html');

  async function loadIndexHtml(requestLog: FastifyBaseLogger): Promise<string | null> {
    if (indexHtml !== null) return indexHtml;
    try {
      const template = await readFile(indexPath, 'utf8');
      if (!template.includes(CONFIG_PLACEHOLDER)) requestLog.warn(`${indexPath} has no runtime-config placeholder; the browser will use its defaults`);
      // The islands pages' document (docs/decisions/0014); a build without it serves them in index.html, hydrated whole.
      islandsHtml = existsSync(islandsPath) ? renderIndexHtml(await readFile(islandsPath, 'utf8'), config) : null;
      indexHtml = renderIndexHtml(template, config);
      return indexHtml;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      requestLog.error(`${indexPath} not found. ${NOT_BUILT_MESSAGE}`);
      return null;
    }
  }

  return {
    indexHtml: loadIndexHtml,

    async page({ url: requestUrl, cookie, ip, log: requestLog }) {
      const index = await loadIndexHtml(requestLog);
      if (index === null) return { kind: 'not-built' };
      // Everything after the first '?' is the query, however many more it holds.
      const at = requestUrl.indexOf('?');
      const [path, search] = at < 0 ? [requestUrl, ''] : [requestUrl.slice(0, at), requestUrl.slice(at + 1)];
      if (!renderer || path === '/index.html' || (path === '/' && requestUrl !== path)) return { kind: 'index', html: index };
      const url = `${path}${renderQuery(search, path)}`;
      const render = (options?: RenderOptions) => renderInto(renderer, { index, islands: islandsHtml }, url, options);
      try {
        const flash = hasEnquiryFlash(cookie);
        if (flash || isPrivatePage(path)) {
          await limits.admit(ip);
          const rendered = await render({ cookie });
          if (rendered.redirect) return moved(rendered, search);
          const headers = {
            ...(flash ? { 'set-cookie': `${ENQUIRY_SENT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } : {}),
            ...(isPrivatePage(path) ? PRIVATE_PAGE_HEADERS : {}),
          };
          return { kind: 'page', html: rendered.html, status: rendered.status, headers };
        }
        const kept = await cachedPage(catalogCache, url, () => render(), () => limits.admit(ip));
        return kept.redirect ? moved(kept, search) : { kind: 'cached', page: kept };
      } catch (error) {
        if (error instanceof RenderRateLimited) return tooMany(error);
        requestLog.error({ err: error, url: requestUrl }, 'server render failed; sending the page for the browser to render');
        return { kind: 'index', html: index };
      }
    },

    async form({ url: requestUrl, form, ip, log: requestLog }) {
      const index = await loadIndexHtml(requestLog);
      if (!renderer || index === null) return { kind: 'not-built' };
      try {
        await limits.admit(ip);
      } catch (error) {
        if (error instanceof RenderRateLimited) return tooMany(error);
        throw error;
      }
      const [path, search = ''] = requestUrl.split('?', 2);
      const rendered = await renderer.render(`${path}${renderQuery(search, path)}`, { method: 'POST', form, transport: injectTransport(app, ip) });
      if (!rendered) return { kind: 'no-form' };
      if ('redirect' in rendered) return { kind: 'after-form', location: rendered.redirect, status: rendered.status, headers: rendered.headers };
      return { kind: 'page', html: renderPageHtml(documentFor(rendered, { index, islands: islandsHtml }), rendered), status: rendered.status };
    },
  };
}

/**
 * The page at `url` rendered into `indexHtml` with its status, or index.html itself (200) when it is left to the
 * browser; a redirect when the page answered with another address. A 404 the browser draws (an unknown admin
 * address) is index.html with status 404.
 */
async function renderInto(renderer: ServerRenderModule, documents: PageDocuments, url: string, options?: RenderOptions): Promise<PageHtml> {
  const rendered = await renderer.render(url, options);
  if (rendered && 'redirect' in rendered) return { html: '', status: rendered.status, complete: true, redirect: rendered.redirect };
  if (!rendered || !('html' in rendered)) return { html: documents.index, status: 200, complete: true };
  return { html: renderPageHtml(documentFor(rendered, documents), rendered), status: rendered.status, complete: rendered.complete };
}

/** The built documents a page goes into: index.html (the app) and islands.html (null when not built). */
interface PageDocuments {
  index: string;
  islands: string | null;
}

/**
 * The document `page` goes into: islands.html for an islands page (docs/decisions/0014), else index.html. Without
 * islands.html an islands page cannot be served as one (its markup has no state for the app): the build is broken.
 * @throws Error when an islands page meets a build without islands.html
 */
function documentFor(page: RenderedPage, documents: PageDocuments): string {
  if (!page.islands) return documents.index;
  if (documents.islands === null) throw new Error('dist/web/islands.html is missing: run `npm run build`');
  return documents.islands;
}

/** The canonical address a page answered with, with the request's whole query (`search`, without '?'). */
function moved(page: Pick<PageHtml, 'redirect' | 'status'>, search: string): PageAnswer {
  return { kind: 'moved', location: `${page.redirect!.split('?', 1)[0]}${search ? `?${search}` : ''}`, status: page.status };
}
