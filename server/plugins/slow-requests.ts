/**
 * Timeouts against slow requests ("a slow-loris body is cut by a server timeout"), chosen so
 * that a 200 MB video upload on a slow line is never cut:
 *
 * - Headers: the request line and headers must arrive within `headersMs` (Node's `server.headersTimeout`,
 *   checked every 30 s by Node, so a slow-headers client is answered 408 within headersMs + 30 s).
 * - Bodies: a minimum average rate, not a total time. Once `graceMs` have passed since the request began, its
 *   body must have come in at `minBytesPerS` on average; a body that falls behind (a client that stalls, or
 *   trickles a byte now and then) has its connection closed. A total deadline would either cut slow uploads or
 *   be hours long; an idle timeout alone is beaten by a byte every few seconds. At the defaults (1 KiB/s after
 *   20 s) a 200 MB video takes up to 56 hours before the rule applies to it, while a trickling client is cut
 *   within about 20 s.
 * - No total request time (Node's `requestTimeout` stays 0, as Fastify sets it) and no socket idle timeout
 *   (Fastify's `connectionTimeout` stays 0): an idle keep-alive connection is closed by `keepAliveTimeout`
 *   (Fastify: 72 s, longer than a load balancer's usual 60 s idle time, so the balancer never reuses a connection
 *   the server is closing).
 *
 * The rate is measured on the socket (`socket.bytesRead`), never by reading the body, so routes read their bodies
 * as before (the JSON parser, multipart's busboy). A request whose body is complete (or that has none) costs
 * nothing; one under way costs one timer, re-armed for the moment its bytes would fall behind the rate.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SlowRequestLimits {
  /** Time for the request line and headers, in ms. */
  headersMs: number;
  /** Minimum average body rate, bytes per second, applied once `graceMs` have passed. */
  minBytesPerS: number;
  /** Time a body may take before the rate applies, in ms. */
  graceMs: number;
}

export const SLOW_REQUEST_LIMITS: SlowRequestLimits = { headersMs: 20_000, minBytesPerS: 1024, graceMs: 20_000 };

/** True when the request announces a body (Content-Length above 0, or a Transfer-Encoding). */
function announcesBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Watches the body of `request`: closes its connection when the bytes received since the request began fall
 * below `limits.minBytesPerS` × seconds once `limits.graceMs` have passed.
 */
function watchBody(request: FastifyRequest, limits: SlowRequestLimits): void {
  const raw = request.raw;
  const socket = raw.socket;
  const start = Date.now();
  const base = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  const check = () => {
    if (raw.complete || socket.destroyed) return;
    const received = socket.bytesRead - base;
    const elapsedMs = Date.now() - start;
    const dueMs = Math.max(limits.graceMs, (received / limits.minBytesPerS) * 1000);
    if (elapsedMs >= dueMs) {
      request.log.info({ receivedBytes: received, elapsedMs }, 'request body too slow: connection closed');
      socket.destroy();
      return;
    }
    // The next moment these bytes no longer meet the rate (more bytes by then push it further); at most a minute
    // ahead, so a long fast upload never asks for a delay beyond setTimeout's range.
    timer = setTimeout(check, Math.min(dueMs - elapsedMs + 1, 60_000));
    timer.unref();
  };
  raw.once('close', stop);
  timer = setTimeout(check, limits.graceMs);
  timer.unref();
}

/** Registers the header timeout and the body-rate watch on the root instance. Options: Partial<SlowRequestLimits>. */
export const slowRequestsPlugin = fp(
  async (app: FastifyInstance, options: Partial<SlowRequestLimits>) => {
    const limits = { ...SLOW_REQUEST_LIMITS, ...options };
    app.server.headersTimeout = limits.headersMs;
    app.addHook('onRequest', (request, _reply, done) => {
      // `inject` has no real socket (no bytesRead) and delivers its body at once: nothing to watch.
      if (!request.raw.complete && typeof request.raw.socket?.bytesRead === 'number' && announcesBody(request)) watchBody(request, limits);
      done();
    });
  },
  { name: 'slow-requests', fastify: '5.x' },
);
