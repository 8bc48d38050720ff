/**
 * Plugin `canonical-host`: the site's pages live at one origin, PUBLIC_URL's, where sign-in works. A page opened
 * by another host name (127.0.0.1 instead of localhost, a second DNS name, the bare domain instead of www) could
 * not sign in there: its Content-Security-Policy allows fetches to its own origin only, and the embedded
 * provider's issuer, discovery and redirect addresses all sit at PUBLIC_URL. So such a request is answered
 * `301 Moved Permanently` to the same path and query at PUBLIC_URL's origin (one canonical address, which search
 * engines want too); the browser keeps the `#fragment` across the redirect.
 *
 * - Without PUBLIC_URL (its default `http://localhost:{PORT}`, docs/operations.md "One address") only loopback
 *   names (127.0.0.0/8, [::1], *.localhost) are redirected: they reach this computer, whose browser also reaches
 *   localhost. Any other name (a LAN address, the server's host name) is served as asked: redirected to
 *   localhost, a browser on another computer would ask its own computer. The admin area then says where sign-in
 *   works (web/src/features/auth/sign-in-here.ts).
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
import { BlockList, isIP } from 'node:net';
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

/** The loopback addresses: 127.0.0.0/8 (RFC 1122 §3.2.1.3) and ::1 (RFC 4291 §2.5.3). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether `hostname` (as in a URL or Fastify's `request.hostname`: IPv6 in brackets, no port) names this computer
 * whoever asks: a loopback address, IPv4-mapped too ('[::ffff:127.0.0.1]'), or `localhost` and its subdomains
 * (RFC 6761 §6.3, which browsers resolve to loopback themselves).
 */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name)?.[1];
  const address = mapped ?? name;
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Which host names `canonicalLocation` redirects: every name but PUBLIC_URL's, or loopback names only. */
export type RedirectedHosts = 'other' | 'loopback';

/**
 * Where a request for another host name should go: `publicUrl`'s origin + the request's path and query, or null
 * when the request is no page request, names no host, already names PUBLIC_URL's host (case-insensitive), or, with
 * `redirected` 'loopback', names a host that is not loopback (isLoopbackHost).
 * @param publicUrl the site's origin, e.g. 'https://www.example.com'
 */
export function canonicalLocation(publicUrl: string, request: CanonicalRequest, redirected: RedirectedHosts = 'other'): string | null {
  if (!request.hostname) return null;
  const canonical = new URL(publicUrl);
  const hostname = request.hostname.toLowerCase();
  if (hostname === canonical.hostname) return null;
  if (redirected === 'loopback' && !isLoopbackHost(hostname)) return null;
  if (!isPageRoute(request.method, request.url.split('?', 1)[0])) return null;
  return `${canonical.origin}${request.url}`;
}

/**
 * Registers the redirect (an onRequest hook) unless REDIRECT_TO_PUBLIC_URL is false: of every other host name with
 * PUBLIC_URL set, of loopback names only without it.
 */
export const canonicalHostPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicUrl, publicUrlSet, redirectToPublicUrl } = app.config;
    if (!redirectToPublicUrl) return;
    const redirected: RedirectedHosts = publicUrlSet ? 'other' : 'loopback';
    app.addHook('onRequest', async (request, reply) => {
      const location = canonicalLocation(publicUrl, request, redirected);
      if (location) return reply.header('cache-control', 'no-store').redirect(location, 301);
    });
  },
  { name: 'canonical-host', dependencies: ['config'], fastify: '5.x' },
);
