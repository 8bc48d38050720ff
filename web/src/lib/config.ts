/**
 * Reads the runtime configuration that the server injects into index.html as
 * <script type="application/json" id="app-config">…</script> (design.md; a JSON data block, not a script,
 * so the Content-Security-Policy can forbid inline scripts). Missing or broken config falls back to
 * same-origin defaults, which is what `vite dev` (proxying to the server) needs.
 *
 * The server checks the block against its contract where it writes it (server/config.ts `publicConfig`), so the
 * browser checks only that it is an object with the two bases: validating it again with zod would put zod into
 * the JavaScript every page evaluates before it responds (docs/performance.md).
 */
import { FALLBACK_CACHE_LIFETIME_MS } from '../../../contracts/public-config-rules.ts';
import type { PublicConfig } from '../../../contracts/public-config.ts';

const DEFAULTS: PublicConfig = {
  apiBase: '/api',
  mediaBase: '/media',
  logoHref: '/',
  contact: {
    companyName: '',
    addressLine1: '',
    addressLine2: '',
    email: '',
    phoneNumber: '',
    productionSites: [],
  },
};

/** Whether `value` looks like the server's config block (an object with string API and media bases). */
function isConfigBlock(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { apiBase, mediaBase } = value as Partial<Record<keyof PublicConfig, unknown>>;
  return typeof apiBase === 'string' && typeof mediaBase === 'string';
}

/** Parses the config block of `doc`; returns the defaults (and logs) when it is absent or invalid. */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const raw = doc.getElementById('app-config')?.textContent?.trim();
  if (!raw || raw === '{}') return DEFAULTS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isConfigBlock(parsed)) return { ...DEFAULTS, ...parsed };
    console.error('Invalid app config', parsed);
  } catch (error) {
    console.error('Unreadable app config', error);
  }
  return DEFAULTS;
}

/** The configuration of this page load. */
export const appConfig: PublicConfig = typeof document === 'undefined' ? DEFAULTS : readPublicConfig();

/**
 * Client cache lifetime in ms: the configured value, or 1 minute when missing (product-spec.md §9).
 */
export function cacheLifetimeMs(config: Pick<PublicConfig, 'cacheLifetimeMs'> = appConfig): number {
  return config.cacheLifetimeMs ?? FALLBACK_CACHE_LIFETIME_MS;
}
