/**
 * The rules of the runtime configuration that the browser applies, without zod: the pages import them, and zod's
 * schemas (contracts/public-config.ts) build at import, which every page would then pay for before it responds
 * (docs/performance.md).
 */

/** The single-line postal address derived from the contact record (product-spec.md §3). */
export function singleLineAddress(c: { addressLine1: string; addressLine2: string }): string {
  return [c.addressLine1, c.addressLine2].map((s) => s.trim()).filter(Boolean).join(', ');
}

/** Client cache lifetime when the configured value is missing: 1 minute (product-spec.md §9). */
export const FALLBACK_CACHE_LIFETIME_MS = 60_000;
