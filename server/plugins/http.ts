/**
 * Plugin `http`: security headers, ETags and compression for every response (design.md "Stack"
 * "ETag + Cache-Control on reads").
 *
 * - helmet's headers with a Content-Security-Policy that fits the Vite-built React SPA with MUI/emotion:
 *   scripts only from the site ('self', no inline), inline styles allowed (emotion injects <style> tags),
 *   images from the site, data: and blob: URLs, media from the site and blob:, XHR/fetch to the site only,
 *   no framing, no plugins. `upgrade-insecure-requests` is off so plain-HTTP local runs work. An absolute
 *   API_BASE / MEDIA_BASE adds its origin. Depends on `config`. The configuration has no per-request part
 *   (no nonces), so the headers are computed once with helmet and set on every response's raw object, also
 *   for routes that write it themselves (the embedded OpenID provider). (@fastify/helmet would build helmet's
 *   middleware and parse the policy again on every request: about a tenth of a cached API read's CPU.)
 * - @fastify/etag: a weak ETag (W/"sha1") on every string/Buffer body and 304 for a matching If-None-Match.
 *   Weak, because @fastify/compress may send the same JSON gzip- or brotli-encoded (RFC 9110 §8.8.1).
 *   Routes that set their own ETag (media) keep it.
 * - @fastify/compress (gzip/brotli/deflate, bodies over 1 KiB, compressible types only).
 * - Timeouts against slow requests: headers within 20 s, bodies at 1 KiB/s on average after 20 s
 *   (`slowRequestsPlugin`, slow-requests.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { slowRequestsPlugin } from './slow-requests.ts';

/** The origin of an absolute URL base (e.g. a CDN in MEDIA_BASE), or none for a site-relative base. */
function originOf(base: string): string[] {
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : [];
}

/**
 * The Content-Security-Policy directives of the site's pages and API answers. When API_BASE or MEDIA_BASE
 * is an absolute URL (a CDN, another host), its origin is allowed for fetches, images and media.
 */
export function cspDirectives(config: Pick<Config, 'apiBase' | 'mediaBase'> & { auth?: Pick<Config['auth'], 'embedded' | 'issuer'> }) {
  const api = originOf(config.apiBase);
  const media = originOf(config.mediaBase);
  // An external issuer (Entra ID): the SPA fetches its discovery, JWKS and token endpoints and renews silently in
  // a hidden iframe on it. (Microsoft's token endpoint lives on the issuer's origin.)
  const issuer = config.auth && !config.auth.embedded ? originOf(config.auth.issuer) : [];
  return {
    defaultSrc: ["'self'"],
    // Inline speculation rules only (JSON the browser reads to prefetch the next page, never run as script): the
    // islands pages' links are plain document navigations (docs/decisions/0014).
    scriptSrc: ["'self'", "'inline-speculation-rules'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media],
    mediaSrc: ["'self'", 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...api, ...media, ...issuer],
    frameSrc: ["'self'", ...issuer],
    // 'self', not 'none': the SPA renews sign-in in a same-origin iframe (silent-renew.html, /oidc/auth).
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The security headers (name → value) helmet sets with `options`, by running its middleware once. */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Registers the security headers, etag and compress. */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: cspDirectives(app.config) },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // etag's onSend hook is instance-level and compress's is route-level: Fastify runs instance hooks first,
    // so the ETag is computed on the uncompressed body.
    await app.register(slowRequestsPlugin);
    await app.register(etag, { weak: true });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'http', dependencies: ['config'], fastify: '5.x' },
);
