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
 * - No index.html in WEB_DIST_DIR: pages answer 503 telling the operator to run `npm run build`.
 * - Anything else not found: 404 JSON `{ message, code: 'NOT_FOUND' }` (so unknown /api routes are JSON).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicConfig, type Config } from '../config.ts';
import type { ApiError } from '../../contracts/catalog.ts';

/** The exact placeholder in web/index.html that the server replaces. */
export const CONFIG_PLACEHOLDER = '<script type="application/json" id="app-config">{}</script>';

/** The answer to a page request when the web app has not been built. */
export const NOT_BUILT_MESSAGE =
  'The web app is not built: run `npm run build` (it writes dist/web, or WEB_DIST_DIR), then restart the server.';

/** Path prefixes that never get index.html (each matches the bare prefix and everything under it). */
const NON_PAGE_PREFIXES = ['/api', '/media', '/oidc', '/assets', '/healthz', '/readyz'];

/**
 * index.html with the runtime config in place of CONFIG_PLACEHOLDER.
 * @param template the built index.html
 * @returns the page; unchanged when the placeholder is absent (the caller logs that)
 */
export function renderIndexHtml(template: string, config: Config): string {
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c');
  // A replacer function, so `$` sequences in the JSON are not read as replacement patterns.
  return template.replace(CONFIG_PLACEHOLDER, () => `<script type="application/json" id="app-config">${json}</script>`);
}

/** True when `url` (path only) should get index.html as the SPA's history fallback. */
export function isPageRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (NON_PAGE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Registers static serving, index.html and the not-found handler. */
export async function spaRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const assetsDir = join(config.webDistDir, 'assets') + sep;
  const indexPath = join(config.webDistDir, 'index.html');
  let indexHtml: string | null = null;

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (indexHtml === null) {
      try {
        const template = await readFile(indexPath, 'utf8');
        if (!template.includes(CONFIG_PLACEHOLDER)) {
          request.log.warn(`${indexPath} has no runtime-config placeholder; the browser will use its defaults`);
        }
        indexHtml = renderIndexHtml(template, config);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        request.log.error(`${indexPath} not found. ${NOT_BUILT_MESSAGE}`);
        return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?', 1)[0];
    if (isPageRoute(request.method, url)) return sendIndex(request, reply);
    const body: ApiError = { message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' };
    return reply.code(404).send(body);
  });
}
