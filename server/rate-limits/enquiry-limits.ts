/**
 * The enquiry allowances: within one window
 * (CONTACT_RATE_WINDOW_MS), at most `perAddress` accepted enquiries from one client address and `perEmail` from one
 * e-mail address. Only accepted enquiries count: the route peeks with `check` before storing (refused when either
 * allowance is used up) and counts with `record` after the enquiry is stored, so a refused request (400, 429, a
 * dropped bot) never uses up anything. Two requests passing `check` at the same moment may both be stored, one over
 * the allowance: an allowance is a brake on abuse, not a quota.
 *
 * Counts live in the shared store (Redis with this instance's memory as stand-in, server/rate-limits/shared-store.ts)
 * under hashed keys (SHA-256), so client and e-mail addresses are not written to Redis in clear. Neither method ever rejects:
 * a limiter that fails lets the enquiry through and logs a warning ("Never a 500 for a lead because a limiter is
 * down").
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryLimitsConfig } from '../config.ts';
import type { Counter, SharedStore } from './shared-store.ts';

/** The two allowances; `check` names the used-up ones. */
export type Allowance = 'address' | 'email';

/** The answer of `check`: go ahead, or wait `retryAfterS` whole seconds (the longest wait of the used-up allowances). */
export type EnquiryLimitCheck = { allowed: true } | { allowed: false; retryAfterS: number; usedUp: Allowance[] };

export interface EnquiryLimits {
  /** Peeks at both allowances of `address` (the client's IP address) and `email`; counts nothing. */
  check(address: string, email: string): Promise<EnquiryLimitCheck>;
  /** Counts one accepted enquiry against both allowances. */
  record(address: string, email: string): Promise<void>;
}

/** The e-mail address as the allowance counts it: trimmed and lower-case, so 'Asha@X.example ' is 'asha@x.example'. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A short, stable stand-in for a personal value in a store key (SHA-256, base64url, 128 bits). */
function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** Creates the allowances of `config` over `store`; `log` gets a warning when a limiter fails. */
export function createEnquiryLimits(store: SharedStore, config: EnquiryLimitsConfig, log: FastifyBaseLogger): EnquiryLimits {
  const durationS = Math.ceil(config.windowMs / 1000);
  const allowances: Array<{ name: Allowance; max: number; counter: Counter; key: (address: string, email: string) => string }> = [
    { name: 'address', max: config.perAddress, counter: store.counter({ keyPrefix: 'enquiry-address', durationS }), key: (address) => hashed(address) },
    { name: 'email', max: config.perEmail, counter: store.counter({ keyPrefix: 'enquiry-email', durationS }), key: (_, email) => hashed(normaliseEmail(email)) },
  ];

  return {
    async check(address, email) {
      try {
        const counts = await Promise.all(allowances.map((a) => a.counter.get(a.key(address, email))));
        const usedUp = allowances
          .map((a, i) => ({ name: a.name, res: counts[i] }))
          .filter(({ res }, i) => res !== null && res.consumedPoints >= allowances[i].max);
        if (usedUp.length === 0) return { allowed: true };
        const waitMs = Math.max(...usedUp.map(({ res }) => res!.msBeforeNext));
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)), usedUp: usedUp.map((u) => u.name) };
      } catch (error) {
        log.warn({ err: error }, 'enquiry limits could not be read: enquiry let through');
        return { allowed: true };
      }
    },
    async record(address, email) {
      const results = await Promise.allSettled(allowances.map((a) => a.counter.penalty(a.key(address, email))));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) log.warn({ err: failed.reason }, 'enquiry limits could not count an accepted enquiry');
    },
  };
}

/**
 * The refusal a person reads (the panel "says when they can send again and shows the phone and e-mail"):
 * 'You have sent several enquiries in a short time. You can send again in about 12 minutes, or call or e-mail us
 * now.' The wait is rounded up to whole minutes (hours from 90 minutes on).
 */
export function rateLimitedMessage(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  const wait =
    minutes === 1 ? 'about a minute' : minutes < 90 ? `about ${minutes} minutes` : `about ${Math.round(minutes / 60)} hours`;
  return `You have sent several enquiries in a short time. You can send again in ${wait}, or call or e-mail us now.`;
}
