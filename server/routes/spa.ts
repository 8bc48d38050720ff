/**
 * The built SPA (WEB_DIST_DIR, `npm run build`) and the site's not-found handling — design.md "One process,
 * four faces"; decision record docs/decisions/0003. What a page answers is decided by server/pages/site-pages.ts
 * (index.html with the runtime config, the server render, its cache and render allowance, forms sent without
 * JavaScript); this module parses the requests and sends the answers.
 *
 * - Files under /assets/ (content-hashed by Vite): `Cache-Control: public, max-age=31536000, immutable`; other
 *   HTML files `no-cache`; other static files (favicon, /no-image.png, …) `public, max-age=3600`; the build's
 *   .br/.gz copies when the client accepts them.
 * - Pages: `/`, `/index.html` and the history fallback of every GET/HEAD that is not under /api, /media, /oidc or
 *   /assets, is not /healthz or /readyz, and does not look like a file (server/pages/document.ts `isPageRoute`);
 *   always `Cache-Control: no-store`, a cached rendered page brotli/gzip-encoded from the cache; a page's canonical
 *   address 301 kept for a day; over the render allowance `429 Too Many Requests` with Retry-After and a short page.
 * - Forms sent to /in… and /fd… pages as application/x-www-form-urlencoded (anything else 415): 303 to the page, or
 *   the page with the form's messages; 405 where the page takes no form.
 * - No index.html in WEB_DIST_DIR: pages answer 503 telling the operator to run `npm run build`.
 * - Anything else not found: 404 JSON `{ message, code: 'NOT_FOUND' }` (so unknown /api routes are JSON).
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contracts/catalog.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { isPageRoute, NOT_BUILT_MESSAGE, PAGE_FORM_LIMIT_BYTES } from '../pages/document.ts';
import { createSitePages, type PageAnswer } from '../pages/site-pages.ts';

const HTML = 'text/html; charset=utf-8';

/** Sends `answer` (server/pages/site-pages.ts) to a page request or a page's form. */
async function sendPageAnswer(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  switch (answer.kind) {
    case 'not-built':
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    case 'too-many':
      return reply.code(429).header('retry-after', String(answer.retryAfterS)).header('cache-control', 'no-store').type(HTML).send(answer.html);
    case 'index':
      return reply.header('cache-control', 'no-store').type(HTML).send(answer.html);
    case 'page':
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      return reply.code(answer.status).header('cache-control', 'no-store').type(HTML).send(answer.html);
    case 'cached':
      reply.code(answer.page.status);
      return sendAnswer(request, reply, answer.page, { type: HTML, cacheControl: 'no-store' });
    case 'moved':
      // Kept by browsers and crawlers for a day, since a later rename moves it again.
      return reply.header('cache-control', 'public, max-age=86400').redirect(answer.location, answer.status);
    case 'after-form':
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      return reply.code(answer.status).header('cache-control', 'no-store').redirect(answer.location, answer.status);
    case 'no-form':
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('This page takes no form.');
  }
}

/** Registers static serving, the pages, the pages' forms (sent without JavaScript) and the not-found handler. */
export async function spaRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const pages = await createSitePages({ config, app, catalogCache: app.catalogCache, rateLimitStore: app.rateLimitStore, log: app.log });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPageAnswer(request, reply, await pages.page({ url: request.url, cookie: request.headers.cookie, ip: request.ip, log: request.log }));

  async function receivePageForm(request: FastifyRequest<{ Body: URLSearchParams }>, reply: FastifyReply) {
    if (!(request.body instanceof URLSearchParams)) {
      const body: ApiError = { message: 'Send the form as application/x-www-form-urlencoded.', code: 'UNSUPPORTED_MEDIA_TYPE' };
      return reply.code(415).send(body);
    }
    return sendPageAnswer(request, reply, await pages.form({ url: request.url, form: request.body, ip: request.ip, log: request.log }));
  }

  if (existsSync(config.webDistDir)) {
    const assetsDir = join(config.webDistDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz', 'islands.html', 'islands.html.br', 'islands.html.gz'],
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
