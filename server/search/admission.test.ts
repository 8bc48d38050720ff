import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { logLines } from '../test/log-lines.ts';
import { openSharedStore } from '../rate-limits/shared-store.ts';
import { createSearchAdmission, SEARCH_BUSY_RETRY_AFTER_S, SEARCH_QUEUE_PER_SLOT } from './admission.ts';

/** A promise and its resolve, to hold a search running for as long as a test wants. */
function held<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('search admission (server/search/admission.ts)', () => {
  it('lets an address make SEARCH_RATE_LIMIT uncached searches a minute, then refuses it with 429 and the seconds to wait; other addresses go on', async () => {
    const admission = createSearchAdmission(await openSharedStore(undefined, logLines().log), { perMinute: 3, concurrency: 2 });
    for (let i = 0; i < 3; i += 1) await admission.admit('203.0.113.7');
    const refused = await admission.admit('203.0.113.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const { retryAfterS, message } = refused as HttpError;
    expect(retryAfterS).toBeGreaterThanOrEqual(1);
    expect(retryAfterS).toBeLessThanOrEqual(60);
    expect(message).toBe(`This address has searched for more new words than the site answers in a minute. Search again in ${retryAfterS} seconds.`);
    await expect(admission.admit('198.51.100.4')).resolves.toBeUndefined();
  });

  it('runs SEARCH_CONCURRENCY searches at once, queues a bounded number behind them, and refuses the next with 503 SEARCH_BUSY at once', async () => {
    const admission = createSearchAdmission(await openSharedStore(undefined, logLines().log), { perMinute: 1000, concurrency: 2 });
    const gate = held();
    let started = 0;
    const search = async () => {
      started += 1;
      await gate.promise;
      return started;
    };
    const accepted = Array.from({ length: 2 + 2 * SEARCH_QUEUE_PER_SLOT }, () => admission.run(search));
    await Promise.resolve();
    expect(started).toBe(2);
    const busy = await admission.run(search).catch((error: unknown) => error);
    expect(busy).toMatchObject({ statusCode: 503, code: 'SEARCH_BUSY', retryAfterS: SEARCH_BUSY_RETRY_AFTER_S });
    gate.release();
    expect(await Promise.all(accepted)).toHaveLength(2 + 2 * SEARCH_QUEUE_PER_SLOT);
    expect(started).toBe(2 + 2 * SEARCH_QUEUE_PER_SLOT);
    // Once the line is short again, searches are taken.
    await expect(admission.run(async () => 'answer')).resolves.toBe('answer');
  });
});
