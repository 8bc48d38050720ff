/**
 * The built SPA (WEB_DIST_DIR, `npm run build`) and the site's not-found handling — design.md "One process,
 * four faces"; decision record docs/decisions/0003.
 *
 * - Files under /assets/ (content-hashed by Vite): `Cache-Control: public, max-age=31536000, immutable`.
 * - Other static files (favicon, /no-image.png, …): `public, max-age=3600`.
 * - index.html: for `/`, `/index.html` and as the history fallback of every GET/HEAD that is not under
 *   /api, /media, /oidc or /assets, is not /healthz or /readyz, and does not look like a file (has no
 *   extension); always `Cache-Control: no-store`. Its placeholder
 *   `<script type="application/json" id="app-config">{}</script>` is replaced by the public config
 *   (server/config.ts `publicConfig`), every `<` written as `\u003c` so configured text can never close the tag.
 *   The rendered page is kept in memory per app (derived from a file and the config, not state).
 * - Server rendering (issue 8, docs/decisions/0006): when the render bundle (WEB_RENDER_ENTRY, built by
 *   `npm run build`) exists, the public pages (landing, storefronts, catalogue) go out with their markup, their
 *   largest image's preload and the read cache they were rendered from (web/src/entry-server.tsx). API reads of
 *   a render are answered in-process (`inject`), never over the network. Rendered pages are kept in the
 *   catalogue read cache under their path (so a write to the catalogue, by any instance, renews them), within the
 *   pages' own share of it, and sent brotli/gzip-encoded from there. A page that fails to render, or one left to
 *   the browser (the admin, the sign-in return), is the plain index.html.
 * - Pages that do not exist (issue 18 "Soft 404s"): an unknown address or catalogue id is sent with status 404
 *   (the render's fallback page or 'Product not found') and never kept, so random addresses cannot fill the cache.
 * - Renders are rate-limited per client address (issue 18 "Cache busting"): at most PAGE_RENDER_RATE_LIMIT a
 *   minute cause a render — a page not in the cache, a 404, the page after a sent form, a form sent without
 *   JavaScript — counted in the shared rate-limit store (Redis, or memory); beyond that `429 Too Many Requests`
 *   with Retry-After and a short page. A page served from the cache never counts.
 * - No index.html in WEB_DIST_DIR: pages answer 503 telling the operator to run `npm run build`.
 * - Anything else not found: 404 JSON `{ message, code: 'NOT_FOUND' }` (so unknown /api routes are JSON).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicConfig } from '../config.ts';
import { page as plainPage } from '../pages/plain-page.ts';
import type { ApiError } from '../../contracts/catalog.ts';
import {
  ENQUIRY_SENT_COOKIE,
  renderQuery,
  type RenderOptions,
  type RenderTransport,
  type ServerRenderModule,
} from '../../contracts/server-render.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { cachedPage, type PageHtml } from '../pages/page-cache.ts';
import {
  CONFIG_PLACEHOLDER,
  hasEnquiryFlash,
  isPageRoute,
  NOT_BUILT_MESSAGE,
  PAGE_FORM_LIMIT_BYTES,
  renderIndexHtml,
  renderPageHtml,
} from '../pages/document.ts';

/**
 * Answers the render's API requests inside this server (Fastify `inject`): no socket, no network, the same routes,
 * cache, validation and headers as a browser's request. `remoteAddress` is the visitor's address, so a form sent
 * through a render counts against that visitor's rate limits, not the server's own (default: loopback).
 */
export function injectTransport(app: FastifyInstance, remoteAddress?: string): RenderTransport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const payload = typeof init.body === 'string' ? init.body : undefined;
    const response = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload, remoteAddress });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers: answer });
  };
}

/** Loads and configures the render bundle; null (logged) when it is absent or unusable. */
async function loadRenderer(app: FastifyInstance): Promise<ServerRenderModule | null> {
  const entry = app.config.webRenderEntry;
  if (!entry) return null;
  if (!existsSync(entry)) {
    app.log.warn(`${entry} not found: pages are rendered in the browser only. Run \`npm run build\` to render them on the server.`);
    return null;
  }
  try {
    const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    // The render's reads go in-process to /api whatever API_BASE the browser is given.
    renderer.configure({ publicConfig: { ...publicConfig(app.config), apiBase: '/api' }, transport: injectTransport(app) });
    return renderer;
  } catch (error) {
    app.log.error({ err: error }, `${entry} could not be loaded: pages are rendered in the browser only`);
    return null;
  }
}

/** Refusal of a render to a client address over PAGE_RENDER_RATE_LIMIT; `retryAfterS` until its window ends. */
export class RenderRateLimited extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super('Too many page renders from this address');
    this.retryAfterS = retryAfterS;
  }
}

/** The page of a 429 for too many renders (a small self-contained page of `companyName`'s site: no app, no render). */
export function tooManyRendersPage(retryAfterS: number, companyName: string): string {
  return plainPage(
    'Too many requests',
    `<h1>Too many requests</h1><p>This address has asked for more pages than the site serves in a minute. Please try again in ${retryAfterS} seconds.</p>`,
    companyName,
  );
}

/** Registers static serving, index.html, the pages' forms (sent without JavaScript) and the not-found handler. */
export async function spaRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const assetsDir = join(config.webDistDir, 'assets') + sep;
  const indexPath = join(config.webDistDir, 'index.html');
  let indexHtml: string | null = null;
  const renderer = existsSync(indexPath) ? await loadRenderer(app) : null;

  /** index.html with the runtime config (read once), or null when the web app is not built (logged). */
  async function loadIndexHtml(request: FastifyRequest): Promise<string | null> {
    if (indexHtml !== null) return indexHtml;
    try {
      const template = await readFile(indexPath, 'utf8');
      if (!template.includes(CONFIG_PLACEHOLDER)) {
        request.log.warn(`${indexPath} has no runtime-config placeholder; the browser will use its defaults`);
      }
      indexHtml = renderIndexHtml(template, config);
      return indexHtml;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      request.log.error(`${indexPath} not found. ${NOT_BUILT_MESSAGE}`);
      return null;
    }
  }

  function sendNotBuilt(reply: FastifyReply) {
    return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }

  /** Page renders per client address and minute (PAGE_RENDER_RATE_LIMIT), in the shared rate-limit store. */
  const renders = app.rateLimitStore.counter({ keyPrefix: 'page-render', durationS: 60 });

  /** Counts one render for the request's address; @throws RenderRateLimited beyond PAGE_RENDER_RATE_LIMIT. */
  async function admitRender(request: FastifyRequest): Promise<void> {
    const counted = await renders.penalty(request.ip);
    if (counted.consumedPoints > config.pageRenderRateLimit) {
      throw new RenderRateLimited(Math.max(1, Math.ceil(counted.msBeforeNext / 1000)));
    }
  }

  function sendRenderRateLimited(reply: FastifyReply, refused: RenderRateLimited) {
    return reply
      .code(429)
      .header('retry-after', String(refused.retryAfterS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(tooManyRendersPage(refused.retryAfterS, config.contact.companyName));
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const indexHtml = await loadIndexHtml(request);
    if (indexHtml === null) return sendNotBuilt(reply);
    // Everything after the first '?' is the query, however many more it holds.
    const at = request.url.indexOf('?');
    const [path, search] = at < 0 ? [request.url, ''] : [request.url.slice(0, at), request.url.slice(at + 1)];
    // Pages depend on their path and their render query only (contracts/server-render.ts `renderQuery`: other
    // parameters cannot make a new render); the site root with a query string is the sign-in return, which the
    // browser completes.
    if (renderer && path !== '/index.html' && !(path === '/' && request.url !== path)) {
      const url = `${path}${renderQuery(search, path)}`;
      try {
        const cookie = request.headers.cookie;
        if (hasEnquiryFlash(cookie)) {
          // The page after a sent enquiry shows its success panel to this visitor only: rendered for them, never
          // kept, and the flash is spent.
          await admitRender(request);
          const rendered = await renderPage(indexHtml, url, { cookie });
          if (rendered.redirect) return sendRedirect(reply, rendered.redirect, rendered.status, search);
          reply.header('set-cookie', `${ENQUIRY_SENT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
          return sendPage(reply, rendered.html, rendered.status);
        }
        // Only pages that exist, read in full, are kept (server/pages/page-cache.ts `keepPage`).
        const answer = await cachedPage(app.catalogCache, url, () => renderPage(indexHtml, url), () => admitRender(request));
        if (answer.redirect) return sendRedirect(reply, answer.redirect, answer.status, search);
        reply.code(answer.status);
        return await sendAnswer(request, reply, answer, { type: 'text/html; charset=utf-8', cacheControl: 'no-store' });
      } catch (error) {
        if (error instanceof RenderRateLimited) return sendRenderRateLimited(reply, error);
        request.log.error({ err: error, url: request.url }, 'server render failed; sending the page for the browser to render');
      }
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
  }

  /**
   * The page at `url` rendered into `indexHtml` with its status, or index.html itself (200) when it is left to
   * the browser. A 404 the browser draws (an unknown admin address) is index.html with status 404.
   */
  async function renderPage(indexHtml: string, url: string, options?: RenderOptions): Promise<PageHtml> {
    const rendered = await renderer!.render(url, options);
    if (rendered && 'redirect' in rendered) return { html: '', status: rendered.status, complete: true, redirect: rendered.redirect };
    if (!rendered || !('html' in rendered)) return { html: indexHtml, status: 200, complete: true };
    return { html: renderPageHtml(indexHtml, rendered), status: rendered.status, complete: rendered.complete };
  }

  /**
   * A page that answered with another address (a catalogue page asked for by its bare id or an old name: 301 to its
   * canonical address, issue 20), with the request's whole query (`search`, without '?'; the render saw only its
   * render query). Kept by browsers and crawlers for a day, since a later rename moves it again.
   */
  function sendRedirect(reply: FastifyReply, location: string, status: number, search: string) {
    const target = `${location.split('?', 1)[0]}${search ? `?${search}` : ''}`;
    return reply.header('cache-control', 'public, max-age=86400').redirect(target, status);
  }

  function sendPage(reply: FastifyReply, html: string, status = 200) {
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  /**
   * A form sent from a page without JavaScript (issue 17: "post, redirect, get"): the page's route action runs it
   * through the API on the visitor's behalf (same validation, rate limits and storage as the app's JSON request),
   * then the visitor is redirected to the page (303) or gets the page again with the form's messages and what
   * they typed.
   */
  async function receivePageForm(request: FastifyRequest<{ Body: URLSearchParams }>, reply: FastifyReply) {
    const [path, search = ''] = request.url.split('?', 2);
    if (!(request.body instanceof URLSearchParams)) {
      const body: ApiError = { message: 'Send the form as application/x-www-form-urlencoded.', code: 'UNSUPPORTED_MEDIA_TYPE' };
      return reply.code(415).send(body);
    }
    const indexHtml = await loadIndexHtml(request);
    if (!renderer || indexHtml === null) return sendNotBuilt(reply);
    try {
      await admitRender(request);
    } catch (error) {
      if (error instanceof RenderRateLimited) return sendRenderRateLimited(reply, error);
      throw error;
    }
    const options: RenderOptions = {
      method: 'POST',
      form: request.body,
      transport: injectTransport(app, request.ip),
    };
    const rendered = await renderer.render(`${path}${renderQuery(search, path)}`, options);
    if (!rendered) return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('This page takes no form.');
    if ('redirect' in rendered) {
      for (const [name, value] of Object.entries(rendered.headers)) reply.header(name, value);
      return reply.code(rendered.status).header('cache-control', 'no-store').redirect(rendered.redirect, rendered.status);
    }
    return sendPage(reply, renderPageHtml(indexHtml, rendered), rendered.status);
  }

  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
      // The build's .br/.gz copies (vite.config.ts) are sent when the client accepts them (Vary: Accept-Encoding).
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.startsWith(assetsDir)
            ? 'public, max-age=31536000, immutable'
            : // Other HTML pages (silent-renew.html) name hashed assets: never serve a stale one after a deploy.
              path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  // Forms on the storefront pages, sent without JavaScript (the app sends the same enquiry as JSON to /api/contact).
  await app.register(async (forms) => {
    // A page takes a form and nothing else (415 for JSON or multipart).
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PAGE_FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    for (const url of ['/in', '/in/*', '/fd', '/fd/*']) forms.post(url, receivePageForm);
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?', 1)[0];
    if (isPageRoute(request.method, url)) return sendIndex(request, reply);
    const body: ApiError = { message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' };
    return reply.code(404).send(body);
  });
}
