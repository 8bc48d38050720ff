/**
 * Plugin `canonical-host` (issue 16 "Sign-in works whatever host name the site was opened by"): the site's pages
 * live at one origin, PUBLIC_URL's. A page opened by another host name (127.0.0.1 instead of localhost, a second DNS
 * name, the bare domain instead of www) could not sign in there: its Content-Security-Policy allows fetches to its
 * own origin only, and the embedded provider's issuer, discovery and redirect addresses all sit at PUBLIC_URL. So
 * such a request is answered `301 Moved Permanently` to the same path and query at PUBLIC_URL's origin (one
 * canonical address, which search engines want too); the browser keeps the `#fragment` across the redirect.
 *
 * - Only page requests (GET/HEAD that get index.html: server/pages/document.ts `isPageRoute`). /api, /media, /oidc,
 *   /assets, /healthz, /readyz and files are answered at any name: health probes and API clients address an
 *   instance by its own name.
 * - Host names are compared, not ports or schemes: a TLS-terminating proxy or a published port changes those
 *   without the visitor having typed another site, and Fastify's `inject` (tests, the server render) sends
 *   `Host: localhost:80`.
 * - The host is the request's `Host` header, or with TRUST_PROXY the proxy's `X-Forwarded-Host`: what the visitor
 *   typed. Behind a proxy that rewrites Host without sending X-Forwarded-Host, set REDIRECT_TO_PUBLIC_URL=false
 *   (otherwise every page would redirect to itself).
 * - `Cache-Control: no-store`: a browser that cached the redirect would keep it after PUBLIC_URL changes.
 * Depends on `config`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '../pages/document.ts';

/** What `canonicalLocation` reads of a request (a FastifyRequest fits). */
export interface CanonicalRequest {
  method: string;
  /** Path and query, e.g. '/admin/manage?x=1'. */
  url: string;
  /** The host name the request was made for, without port ('' when there was none). */
  hostname: string;
}

/**
 * Where a request for another host name should go: `publicUrl`'s origin + the request's path and query, or null
 * when the request is no page request, names no host, or already names PUBLIC_URL's host (case-insensitive).
 * @param publicUrl the site's origin, e.g. 'https://www.example.com'
 */
export function canonicalLocation(publicUrl: string, request: CanonicalRequest): string | null {
  if (!request.hostname) return null;
  const canonical = new URL(publicUrl);
  if (request.hostname.toLowerCase() === canonical.hostname) return null;
  if (!isPageRoute(request.method, request.url.split('?', 1)[0])) return null;
  return `${canonical.origin}${request.url}`;
}

/** Registers the redirect (an onRequest hook) unless REDIRECT_TO_PUBLIC_URL is false. */
export const canonicalHostPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicUrl, redirectToPublicUrl } = app.config;
    if (!redirectToPublicUrl) return;
    app.addHook('onRequest', async (request, reply) => {
      const location = canonicalLocation(publicUrl, request);
      if (location) return reply.header('cache-control', 'no-store').redirect(location, 301);
    });
  },
  { name: 'canonical-host', dependencies: ['config'], fastify: '5.x' },
);
