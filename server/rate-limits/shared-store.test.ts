import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { openSharedStore, REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, type SharedStore } from './shared-store.ts';
import { freePort, startRedisServer, type TestRedis } from '../test/redis-server.ts';
import { logLines } from '../test/log-lines.ts';

const OUTAGE = "Redis unreachable: rate limits count in this instance's memory until it answers again";
const BACK = 'Redis answers again: rate limits are shared through it again';

/** Times one call, in ms. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

describe('shared store without Redis', () => {
  it('counts in memory, per key, within the window', async () => {
    const store = await openSharedStore(undefined, logLines().log);
    const counter = store.counter({ keyPrefix: 'test', durationS: 60 });
    expect(await counter.get('a')).toBeNull();
    await counter.penalty('a');
    const second = await counter.penalty('a');
    expect(second.consumedPoints).toBe(2);
    expect(second.msBeforeNext).toBeGreaterThan(59_000);
    expect((await counter.get('a'))?.consumedPoints).toBe(2);
    expect(await counter.get('b')).toBeNull();
    expect(store.redis).toBeNull();
  });
});

describe('shared store with Redis', () => {
  let redis: TestRedis;
  const open: SharedStore[] = [];
  const openStore = async (log = logLines().log) => {
    const store = await openSharedStore(redis.url, log);
    open.push(store);
    return store;
  };
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await redis.start();
  });
  afterAll(() => redis?.stop());

  it('shares counts between two instances', async () => {
    const [a, b] = [await openStore(), await openStore()];
    expect(a.redis?.status).toBe('ready');
    const key = `k${Math.random()}`;
    await a.counter({ keyPrefix: 'shared', durationS: 60 }).penalty(key);
    await b.counter({ keyPrefix: 'shared', durationS: 60 }).penalty(key);
    expect((await a.counter({ keyPrefix: 'shared', durationS: 60 }).get(key))?.consumedPoints).toBe(2);
    // Another prefix is another count.
    expect(await b.counter({ keyPrefix: 'other', durationS: 60 }).get(key)).toBeNull();
  });

  it('counts in memory at once while Redis is down, warns once, and says when Redis answers again', async () => {
    const logs = logLines();
    const store = await openStore(logs.log);
    const counter = store.counter({ keyPrefix: 'outage', durationS: 60 });
    await counter.penalty('x');
    expect(logs.messages('warn')).toEqual([]);

    await redis.stop();
    for (let i = 1; i <= 3; i += 1) {
      const { value, ms } = await timed(() => counter.penalty('y'));
      expect(value.consumedPoints).toBe(i); // this instance's memory keeps counting
      expect(ms).toBeLessThan(1000);
    }
    expect((await counter.get('y'))?.consumedPoints).toBe(3);
    // One warning for the outage, however many commands fell back (and however often ioredis failed to reconnect).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logs.messages('warn')).toEqual([OUTAGE]);

    await redis.start();
    await expect.poll(() => store.redis?.status, { timeout: 5000 }).toBe('ready');
    await counter.penalty('z');
    expect(logs.messages('info')).toContain(BACK);
    // Redis is empty after the restart: counts made in memory during the outage stay in memory.
    expect((await counter.get('z'))?.consumedPoints).toBe(1);
    expect(await counter.get('x')).toBeNull();
  });

  it('answers from memory within the command timeout when Redis stops answering without closing the connection', async () => {
    const logs = logLines();
    const store = await openStore(logs.log);
    const counter = store.counter({ keyPrefix: 'paused', durationS: 60 });
    await counter.penalty('p');
    // CLIENT PAUSE holds every client's commands unanswered, as a hung Redis or a half-open connection would.
    const pauseMs = REDIS_COMMAND_TIMEOUT_MS + 700;
    await store.redis!.call('CLIENT', 'PAUSE', String(pauseMs), 'ALL');
    const { value, ms } = await timed(() => counter.penalty('p'));
    expect(ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 400);
    expect(value.consumedPoints).toBe(1); // memory had not counted 'p' before
    expect(logs.messages('warn')).toEqual([OUTAGE]);
    // The pause ends and Redis answers again; the command that timed out had reached it and is counted there too.
    await new Promise((resolve) => setTimeout(resolve, pauseMs - ms + 100));
    expect((await counter.get('p'))?.consumedPoints).toBe(2);
    expect(logs.messages('info')).toEqual([BACK]);
  });

  it('starts, without waiting long, when Redis cannot be reached at all', async () => {
    const logs = logLines();
    const url = `redis://127.0.0.1:${await freePort()}`;
    const { value: store, ms } = await timed(() => openSharedStore(url, logs.log));
    open.push(store);
    expect(ms).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + 500);
    const counter = store.counter({ keyPrefix: 'never', durationS: 60 });
    expect((await counter.penalty('a')).consumedPoints).toBe(1);
    expect((await counter.penalty('a')).consumedPoints).toBe(2);
    expect(logs.messages('warn')).toEqual([OUTAGE]);
  });

  it('keeps @fastify/rate-limit limiting, from memory, instead of answering 500 while Redis is down', async () => {
    const store = await openStore();
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: store.fastifyStore });
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    app.get('/other', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    try {
      const get = (url: string) => app.inject({ url, remoteAddress: '192.0.2.7' });
      expect((await get('/limited')).statusCode).toBe(200);
      const fromRedis = await get('/limited');
      expect(fromRedis.statusCode).toBe(200);
      expect(fromRedis.headers['x-ratelimit-remaining']).toBe('0');
      expect((await get('/limited')).statusCode).toBe(429);
      expect((await get('/other')).statusCode).toBe(200); // each route counts on its own

      await redis.stop();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await get('/limited')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('refuses options it cannot honour rather than limiting differently', async () => {
    const store = await openStore();
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: store.fastifyStore });
    try {
      expect(() => app.get('/backoff', { config: { rateLimit: { max: 1, timeWindow: 1000, exponentialBackoff: true } } }, async () => ({}))).toThrow(
        /exponentialBackoff are not supported/,
      );
    } finally {
      await app.close();
    }
  });
});
