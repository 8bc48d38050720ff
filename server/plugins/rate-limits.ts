/**
 * Plugin `rate-limits`: where rate-limit counts live (`fastify.rateLimitStore`, server/rate-limits/shared-store.ts:
 * Redis from REDIS_URL with this instance's memory standing in while Redis is down, or memory only) and
 * @fastify/rate-limit (`config.rateLimit` on a route, e.g. the embedded provider's login limit) counting there
 * too, so a Redis outage never turns a limited route into a 500. Redis is disconnected when the app closes.
 * "Never a 500 for a lead because a limiter is down".
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { openSharedStore, type SharedStore } from '../rate-limits/shared-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: SharedStore;
  }
}

/** Registers `fastify.rateLimitStore` and @fastify/rate-limit (not global: only routes with a `rateLimit` config). */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const store = await openSharedStore(app.config.redisUrl, app.log, { commandTimeoutMs: app.config.redisCommandTimeoutMs });
    app.decorate('rateLimitStore', store);
    app.addHook('onClose', () => store.close());
    // Without Redis the plugin's own in-memory store is the same thing as ours; with Redis, ours adds the stand-in.
    await app.register(rateLimit, { global: false, ...(store.redis ? { store: store.fastifyStore } : {}) });
  },
  { name: 'rate-limits', dependencies: ['config'], fastify: '5.x' },
);
