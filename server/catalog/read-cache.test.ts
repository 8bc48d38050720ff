import { describe, expect, it } from 'vitest';
import { CachedAnswer, CatalogReadCache, CatalogVersionReader, negotiateCoding } from './read-cache.ts';

/** A version source whose reads see the value at their start (as a statement's snapshot) and end when told. */
function manualVersions(initial: string) {
  let value = initial;
  const pending: Array<() => void> = [];
  return {
    set(next: string) {
      value = next;
    },
    /** Ends the oldest read in flight. */
    finishOne() {
      pending.shift()?.();
    },
    get inFlight() {
      return pending.length;
    },
    read: () => {
      const seen = value;
      return new Promise<string>((resolve) => {
        pending.push(() => resolve(seen));
      });
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CatalogVersionReader', () => {
  it('never hands a caller a read issued before it, and shares the next read among all who wait', async () => {
    const source = manualVersions('v1');
    const reader = new CatalogVersionReader(source.read);
    // Callers of one event-loop turn share one read, issued at the end of the turn.
    const first = reader.current();
    const firstToo = reader.current();
    expect(source.inFlight).toBe(0);
    await tick();
    expect(source.inFlight).toBe(1);
    // A write commits while that read is in flight; requests arriving now must see it, so they wait for a new read.
    source.set('v2');
    const second = reader.current();
    const third = reader.current();
    source.finishOne();
    expect(await first).toBe('v1');
    expect(await firstToo).toBe('v1');
    await tick();
    expect(reader.reads).toBe(2);
    source.finishOne();
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
    expect(reader.reads).toBe(2);
  });

  it('reads again after a failed read and passes the error only to its own callers', async () => {
    let calls = 0;
    const reader = new CatalogVersionReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'v1';
    });
    const failing = expect(reader.current()).rejects.toThrow('database down');
    await tick(); // the first read is issued: the next caller needs a read of its own
    const next = reader.current();
    await failing;
    expect(await next).toBe('v1');
  });
});

describe('CatalogReadCache', () => {
  it('answers from memory while the version stays, and loads again after it changes', async () => {
    let version = 'a';
    const cache = new CatalogReadCache(async () => version, 1 << 20);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.get('k', load);
    const again = await cache.get('k', load);
    expect(again).toBe(first);
    expect(JSON.parse(first.body.toString())).toEqual({ n: 1 });
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
    version = 'b';
    const changed = await cache.get('k', load);
    expect(JSON.parse(changed.body.toString())).toEqual({ n: 2 });
    expect(changed.etag).not.toBe(first.etag);
  });

  it('shares one load among concurrent misses and keeps no failed load', async () => {
    const cache = new CatalogReadCache(async () => 'a', 1 << 20);
    let loads = 0;
    const slow = async () => {
      loads += 1;
      await tick();
      return { ok: true };
    };
    const answers = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);

    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('not found');
      return { found: true };
    };
    await expect(cache.get('missing', flaky)).rejects.toThrow('not found');
    fail = false;
    expect(JSON.parse((await cache.get('missing', flaky)).body.toString())).toEqual({ found: true });
  });

  it('stays within its size by dropping the least recently used answers', async () => {
    const cache = new CatalogReadCache(async () => 'a', 3_000, 0);
    const big = (id: string) => async () => ({ id, pad: 'x'.repeat(900) });
    await cache.get('one', big('one'));
    await cache.get('two', big('two'));
    await cache.get('one', big('one')); // 'one' is now the most recently used
    await cache.get('three', big('three'));
    expect(cache.size).toBeLessThanOrEqual(3_000);
    let reloaded = 0;
    const count = (id: string) => async () => {
      reloaded += 1;
      return { id, pad: 'x'.repeat(900) };
    };
    await cache.get('one', count('one'));
    expect(reloaded).toBe(0);
    await cache.get('two', count('two'));
    expect(reloaded).toBe(1);
  });

  it('keeps compressed variants that decode to the same JSON', async () => {
    const cache = new CatalogReadCache(async () => 'a', 1 << 20);
    const answer = await cache.get('k', async () => ({ text: 'silicone rubber housing '.repeat(200) }));
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await answer.encoded('br');
    expect(await answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(answer.body)).toBe(true);
    expect(gunzipSync(await answer.encoded('gzip')).equals(answer.body)).toBe(true);
    expect(br.length).toBeLessThan(answer.body.length / 10);
  });

  it('in in-process mode, reads no version and forgets every answer on changed()', async () => {
    const cache = new CatalogReadCache(null, 1 << 20);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.get('k', load);
    expect(await cache.get('k', load)).toBe(first);
    cache.changed();
    expect(cache.size).toBe(0);
    expect(JSON.parse((await cache.get('k', load)).body.toString())).toEqual({ n: 2 });
  });

  it('does not keep an answer loaded across a change', async () => {
    const cache = new CatalogReadCache(null, 1 << 20);
    let loads = 0;
    const slow = async () => {
      const n = ++loads;
      await tick();
      return { n };
    };
    const pending = cache.get('k', slow);
    cache.changed(); // a write commits while the answer is being loaded
    await pending;
    expect(JSON.parse((await cache.get('k', slow)).body.toString())).toEqual({ n: 2 });
  });

  it('keeps rendered pages within their own share, never pushing the answers out', async () => {
    const cache = new CatalogReadCache(async () => 'a', 6_000);
    let loads = 0;
    const big = (id: string) => async () => {
      loads += 1;
      return { id, pad: 'x'.repeat(900) };
    };
    await cache.get('one', big('one'));
    await cache.get('two', big('two'));
    // A loop of random page paths, each kept until its budget is full.
    for (let i = 0; i < 20; i += 1) await cache.get(`page:/in/products/details/${i}`, big(`page ${i}`), undefined, { budget: 'pages' });
    expect(cache.sizeOf('pages')).toBeGreaterThan(0);
    expect(cache.sizeOf('pages')).toBeLessThanOrEqual(3_000);
    expect(cache.size).toBeLessThanOrEqual(6_000);
    loads = 0;
    await cache.get('one', big('one'));
    await cache.get('two', big('two'));
    expect(loads).toBe(0);
  });

  it('keeps an answer only when `keep` says so, sharing it with the requests that asked meanwhile', async () => {
    const cache = new CatalogReadCache(async () => 'a', 1 << 20);
    let loads = 0;
    const slow = (status: number) => async () => {
      loads += 1;
      await tick();
      return { status };
    };
    const keep = (answer: CachedAnswer) => JSON.parse(answer.body.toString()).status === 200;
    const shared = await Promise.all([1, 2, 3].map(() => cache.get('page:/nowhere', slow(404), undefined, { keep })));
    expect(loads).toBe(1);
    expect(new Set(shared).size).toBe(1);
    await cache.get('page:/nowhere', slow(404), undefined, { keep });
    expect(loads).toBe(2);
    await cache.get('page:/in', slow(200), undefined, { keep });
    await cache.get('page:/in', slow(200), undefined, { keep });
    expect(loads).toBe(3);
  });

  it('admits only a request that loads: not a hit, not one sharing a load; a refusal refuses that request only', async () => {
    const cache = new CatalogReadCache(async () => 'a', 1 << 20);
    const admitted: string[] = [];
    const admit = (who: string, refuse = false) => async () => {
      admitted.push(who);
      if (refuse) throw new Error(`${who} refused`);
    };
    const slow = async () => {
      await tick();
      return { page: 'in' };
    };
    await expect(cache.get('page:/in', slow, undefined, { admit: admit('over the limit', true) })).rejects.toThrow('over the limit refused');
    const [first, second] = await Promise.all([
      cache.get('page:/in', slow, undefined, { admit: admit('a') }),
      cache.get('page:/in', slow, undefined, { admit: admit('b') }),
    ]);
    expect(second).toBe(first);
    await cache.get('page:/in', slow, undefined, { admit: admit('c', true) });
    // 'b' was admitted while 'a' was, then shared the load 'a' had started; 'c' found the page kept.
    expect(admitted).toEqual(['over the limit', 'a', 'b']);
  });

  it('queries nothing but the loader when turned off (0 bytes)', async () => {
    let versionReads = 0;
    const cache = new CatalogReadCache(async () => {
      versionReads += 1;
      return 'a';
    }, 0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(versionReads).toBe(0);
  });
});

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, and honours q-values', () => {
    expect(negotiateCoding(undefined)).toBeNull();
    expect(negotiateCoding('identity')).toBeNull();
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip')).toBe('gzip');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateCoding('*')).toBe('br');
  });
});
