/**
 * The server render's bundle (docs/decisions/0006; WEB_RENDER_ENTRY, built by `npm run build` into
 * dist/ssr/entry-server.js from web/src/entry-server.tsx): loading and configuring it, and answering its API reads
 * inside this server (contracts/server-render.ts is the contract between the two).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../contracts/public-config.ts';
import type { RenderTransport, ServerRenderModule } from '../../contracts/server-render.ts';

/**
 * Answers the render's API requests inside this server (Fastify `inject`): no socket, no network, the same routes,
 * cache, validation and headers as a browser's request. `remoteAddress` is the visitor's address, so a form sent
 * through a render counts against that visitor's rate limits, not the server's own (default: loopback).
 */
export function injectTransport(app: Pick<FastifyInstance, 'inject'>, remoteAddress?: string): RenderTransport {
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

/**
 * The render bundle at `entry`, configured with the browser's public config (its reads going in-process to /api,
 * whatever API_BASE the browser is given) and `transport`; null, logged, when there is no entry or it is absent
 * or unusable: pages are then rendered in the browser only.
 */
export async function loadRenderer(
  entry: string | null,
  publicConfig: PublicConfig,
  transport: RenderTransport,
  log: FastifyBaseLogger,
): Promise<ServerRenderModule | null> {
  if (!entry) return null;
  if (!existsSync(entry)) {
    log.warn(`${entry} not found: pages are rendered in the browser only. Run \`npm run build\` to render them on the server.`);
    return null;
  }
  try {
    const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    renderer.configure({ publicConfig: { ...publicConfig, apiBase: '/api' }, transport });
    return renderer;
  } catch (error) {
    log.error({ err: error }, `${entry} could not be loaded: pages are rendered in the browser only`);
    return null;
  }
}
