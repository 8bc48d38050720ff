/**
 * Where rate-limit counts live ("With Redis unreachable the rate limiter falls back to this instance's
 * memory and logs a warning … Never a 500 for a lead because a limiter is down").
 *
 * With REDIS_URL, every count lives in Redis, so all instances count together; each limiter has this instance's
 * memory as its stand-in (rate-limiter-flexible's `insuranceLimiter`): a Redis command that fails or does not
 * answer within `commandTimeoutMs` (REDIS_COMMAND_TIMEOUT_MS, default 500) is answered from memory instead. Counts made in memory during an
 * outage stay in memory (they are not copied to Redis when it is back), and a command that timed out may still
 * be counted by Redis when it answers again: during an outage a count can be low or, once, high by one. Without REDIS_URL, memory only.
 *
 * The ioredis client is set up not to wait for a Redis that is down: no offline queue (a command while
 * disconnected fails at once), a command timeout, a short connect timeout, no retry of a command cut off by a lost
 * connection; it keeps reconnecting in the background. Its 'error' events are listened to, so they never crash the
 * process. One warning per outage: logged when the first command falls back to memory (or the connection fails),
 * not again until Redis has answered a command or reconnected.
 *
 * Two users: the enquiry allowances (`limiter()`, server/rate-limits/enquiry-limits.ts) and @fastify/rate-limit
 * (`fastifyStore`, used by the embedded sign-in provider's login limit), so both degrade the same way.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** A Redis command that has not answered after this long is answered from memory instead (ms), unless set otherwise. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long one connection attempt to Redis may take (ms); also how long start-up waits for a first connection. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** A fixed-window counter: `get` peeks, `penalty` adds points and never refuses (rate-limiter-flexible's API). */
export interface Counter {
  /** The key's count and the ms until its window ends; null when nothing was counted in the current window. */
  get(key: string): Promise<RateLimiterRes | null>;
  /** Adds `points` (default 1) to the key's count; opens a window of the limiter's duration when none is open. */
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
}

export interface SharedStore {
  /** The Redis client, or null without REDIS_URL. */
  readonly redis: Redis | null;
  /**
   * A counter of `durationS`-second windows under `keyPrefix` (distinct per use, e.g. 'enquiry-address'):
   * in Redis with a memory stand-in, or in memory only. Its promises only reject for a programming error.
   */
  counter(options: { keyPrefix: string; durationS: number }): Counter;
  /** The store for @fastify/rate-limit's `store` option: counts in the same place, with the same stand-in. */
  readonly fastifyStore: FastifyRateLimitStoreCtor;
  /** Disconnects from Redis (pending commands fail and fall back to memory). */
  close(): Promise<void>;
}

/** `RateLimiterMemory` that reports each use: as a stand-in, being used means Redis did not answer. */
class StandInMemoryLimiter extends RateLimiterMemory {
  onUse = () => {};
  override get(key: string | number, options?: Record<string, unknown>) {
    this.onUse();
    return super.get(key, options);
  }
  override penalty(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.penalty(key, points, options);
  }
  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.consume(key, points, options);
  }
}

/**
 * Opens the store: with `redisUrl`, connects to Redis and waits up to REDIS_CONNECT_TIMEOUT_MS for the first
 * connection (a Redis that is down delays start-up by that much, then counts go to memory until it answers);
 * without, counts in memory. `log` gets the outage warnings; `commandTimeoutMs` is how long a command may take
 * before memory answers (a busy process, e.g. one running PGlite, may need more). Never throws for an unreachable Redis.
 */
export async function openSharedStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  { commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS }: { commandTimeoutMs?: number } = {},
): Promise<SharedStore> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        enableOfflineQueue: false,
        commandTimeout: commandTimeoutMs,
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        autoResendUnfulfilledCommands: false,
      })
    : null;

  // One warning per outage: `down` is set by the first failure and cleared when Redis answers again.
  let down = false;
  let standInUses = 0;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    log.warn({ reason }, "Redis unreachable: rate limits count in this instance's memory until it answers again");
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are shared through it again');
  };
  if (redis) {
    redis.on('error', (error: Error) => wentDown(error.message));
    redis.on('ready', cameBack);
    await waitUntilReady(redis, REDIS_CONNECT_TIMEOUT_MS);
  }

  /** Runs one counter operation; when it was served without the stand-in, Redis answered. */
  async function viaRedis<T>(operation: () => Promise<T>): Promise<T> {
    const before = standInUses;
    const result = await operation();
    if (standInUses === before) cameBack();
    return result;
  }

  function counter({ keyPrefix, durationS }: { keyPrefix: string; durationS: number }): Counter {
    const options = { keyPrefix, points: Number.MAX_SAFE_INTEGER, duration: durationS };
    if (!redis) return new RateLimiterMemory(options);
    const standIn = new StandInMemoryLimiter(options);
    standIn.onUse = () => {
      standInUses += 1;
      wentDown('a rate-limit command failed or timed out');
    };
    const limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: standIn });
    return {
      get: (key) => viaRedis(() => limiter.get(key)),
      penalty: (key, points = 1) => viaRedis(() => limiter.penalty(key, points)),
    };
  }

  return {
    redis,
    counter,
    fastifyStore: fastifyStoreOver(counter),
    async close() {
      redis?.disconnect();
    },
  };
}

/** Resolves when `redis` is connected, or after `timeoutMs`, whichever comes first. */
async function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/** What @fastify/rate-limit passes to `child()` (its merged options; the typings name RouteOptions instead). */
interface RouteRateLimitParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store (its `store` option) over `counter`: each route with a `rateLimit` config gets its
 * own key prefix, `incr` adds one and reports the count and the ms left in the window, as the plugin's own stores
 * do (a fixed window from the first request). `continueExceeding` and `exponentialBackoff` are not supported:
 * a route asking for them fails at start-up rather than being limited differently than it asked.
 */
function fastifyStoreOver(counter: SharedStore['counter']): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    readonly counters = new Map<number, Counter>();
    constructor(_options: unknown, prefix = 'rl') {
      this.prefix = prefix;
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const durationS = Math.max(1, Math.ceil(timeWindow / 1000));
      let windowCounter = this.counters.get(durationS);
      if (!windowCounter) {
        windowCounter = counter({ keyPrefix: this.prefix, durationS });
        this.counters.set(durationS, windowCounter);
      }
      windowCounter.penalty(key).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    /** The store of one route; `params` are the route's merged rate-limit options, `routeInfo` the route. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = routeOptions as unknown as RouteRateLimitParams;
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error('rate limits: continueExceeding and exponentialBackoff are not supported by the shared store');
      }
      const { method, url } = params.routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${this.prefix}:${String(method ?? '')}${url ?? ''}`);
    }
  }
  return SharedRateLimitStore;
}
