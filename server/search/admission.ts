/**
 * Who may make the database search, and how many at once (and the brief's "the server survives
 * hostile traffic"). A search the read cache does not hold costs the database tens of milliseconds of CPU on the
 * 10,000-product catalogue (docs/performance.md), and every new text a visitor types is one; a stream of
 * different texts, whether one visitor's script or many addresses, would otherwise take every pooled connection and
 * leave the enquiries and the catalogue pages waiting. So:
 *
 * - per client address, at most SEARCH_RATE_LIMIT searches a minute that the cache does not hold (a repeated text,
 *   answered from the cache, never counts), counted in the shared rate-limit store (Redis, memory standing in);
 *   beyond it 429 RATE_LIMITED with Retry-After, the seconds until the address's minute ends;
 * - server-wide, at most SEARCH_CONCURRENCY of them run at once (p-limit; each holds up to two pooled connections),
 *   and at most SEARCH_QUEUE_PER_SLOT times as many wait; a search beyond that is refused at once with 503 SEARCH_BUSY
 *   and Retry-After SEARCH_BUSY_RETRY_AFTER_S rather than queued behind work it cannot finish in time.
 */
import pLimit from 'p-limit';
import { HttpError } from '../errors.ts';
import type { SharedStore } from '../rate-limits/shared-store.ts';

/** Searches waiting per running slot before a new one is refused. */
export const SEARCH_QUEUE_PER_SLOT = 8;
/** Seconds a search refused as busy is asked to wait. */
export const SEARCH_BUSY_RETRY_AFTER_S = 2;

/** The two gates of a search the cache does not hold; see the module comment. */
export interface SearchAdmission {
  /** Counts one uncached search for `address`. @throws HttpError 429 RATE_LIMITED beyond the address's allowance */
  admit(address: string): Promise<void>;
  /** Runs `search` within the server-wide limit. @throws HttpError 503 SEARCH_BUSY when too many already wait */
  run<T>(search: () => Promise<T>): Promise<T>;
}

/**
 * The admission of one server instance.
 * @param store the shared rate-limit store (server/plugins/rate-limits.ts)
 * @param limits perMinute: uncached searches per address and minute (SEARCH_RATE_LIMIT); concurrency: searches
 *   running at once (SEARCH_CONCURRENCY)
 */
export function createSearchAdmission(store: SharedStore, limits: { perMinute: number; concurrency: number }): SearchAdmission {
  const counter = store.counter({ keyPrefix: 'search', durationS: 60 });
  const running = pLimit(limits.concurrency);
  const maxWaiting = limits.concurrency * SEARCH_QUEUE_PER_SLOT;
  return {
    async admit(address) {
      const counted = await counter.penalty(address);
      if (counted.consumedPoints <= limits.perMinute) return;
      const retryAfterS = Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `This address has searched for more new words than the site answers in a minute. Search again in ${retryAfterS} seconds.`,
        undefined,
        retryAfterS,
      );
    },
    run(search) {
      if (running.pendingCount >= maxWaiting) {
        return Promise.reject(
          new HttpError(503, 'SEARCH_BUSY', `The search is busy just now. Search again in ${SEARCH_BUSY_RETRY_AFTER_S} seconds.`, undefined, SEARCH_BUSY_RETRY_AFTER_S),
        );
      }
      return running(search);
    },
  };
}
