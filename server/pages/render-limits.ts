/**
 * The per-address render allowance: at most PAGE_RENDER_RATE_LIMIT renders a minute per
 * client address — a page not in the cache, a 404, the page after a sent form, a form sent without JavaScript —
 * counted in the shared rate-limit store (Redis, or memory), so a loop of random addresses costs at most that many
 * renders. A page served from the cache never counts.
 */
import type { SharedStore } from '../rate-limits/shared-store.ts';
import { page as plainPage } from './plain-page.ts';

/** Refusal of a render to a client address over PAGE_RENDER_RATE_LIMIT; `retryAfterS` until its window ends. */
export class RenderRateLimited extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super('Too many page renders from this address');
    this.retryAfterS = retryAfterS;
  }
}

/** The page of a 429 for too many renders (a small self-contained page of `companyName`'s site: no app, no render). */
export function tooManyRendersPage(retryAfterS: number, companyName: string): string {
  return plainPage(
    'Too many requests',
    `<h1>Too many requests</h1><p>This address has asked for more pages than the site serves in a minute. Please try again in ${retryAfterS} seconds.</p>`,
    companyName,
  );
}

/** Renders per client address and minute: `admit(address)` counts one, @throws RenderRateLimited beyond `perMinute`. */
export function createRenderLimits(store: SharedStore, perMinute: number): { admit(address: string): Promise<void> } {
  const renders = store.counter({ keyPrefix: 'page-render', durationS: 60 });
  return {
    async admit(address) {
      const counted = await renders.penalty(address);
      if (counted.consumedPoints > perMinute) throw new RenderRateLimited(Math.max(1, Math.ceil(counted.msBeforeNext / 1000)));
    },
  };
}
