/**
 * Serves the built SPA (WEB_DIST_DIR): hashed files under /assets/ cached for a year (immutable), other static
 * files for an hour, and index.html — never cached — for `/` and as the history fallback of every other page
 * route. index.html gets the runtime config (docs/decisions/0003) in place of the placeholder tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicConfig, type Config } from '../config.ts';

/** The exact placeholder in web/index.html that the server replaces. */
export const CONFIG_PLACEHOLDER = '<script type="application/json" id="app-config">{}</script>';

/** index.html with the config injected; every '<' in the JSON is escaped so no value can close the tag. */
export function renderIndexHtml(template: string, config: Config): string {
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c');
  return template.replace(CONFIG_PLACEHOLDER, () => `<script type="application/json" id="app-config">${json}</script>`);
}

const NON_PAGE_PREFIXES = ['/api/', '/media/', '/oidc/', '/assets/'];

/** Registers static serving and the history fallback. */
export async function spaRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const { config } = opts;
  const indexPath = join(config.webDistDir, 'index.html');
  let indexHtml: string | null = null;

  function sendIndex(reply: FastifyReply) {
    if (indexHtml === null && existsSync(indexPath)) {
      indexHtml = renderIndexHtml(readFileSync(indexPath, 'utf8'), config);
    }
    if (indexHtml === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it) and restart.');
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
  }

  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders(res, path) {
        if (path.includes(`${join(config.webDistDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?', 1)[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((p) => url.startsWith(p)) &&
      !/\.[a-z0-9]{1,8}$/i.test(url);
    if (isPage) return sendIndex(reply);
    return reply.code(404).send({ message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' });
  });
}
