/**
 * Reads the runtime configuration that the server injects into index.html as
 * <script type="application/json" id="app-config">…</script> (design.md; a JSON data block, not a script,
 * so the Content-Security-Policy can forbid inline scripts). Missing or broken config falls back to
 * same-origin defaults, which is what `vite dev` (proxying to the server) needs.
 */
import {
  FALLBACK_CACHE_LIFETIME_MS,
  publicConfigSchema,
  type PublicConfig,
} from '../../../contracts/public-config.ts';

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

/** Parses the config block of `doc`; returns the defaults (and logs) when it is absent or invalid. */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const raw = doc.getElementById('app-config')?.textContent?.trim();
  if (!raw || raw === '{}') return DEFAULTS;
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.error('Invalid app config', parsed.error.issues);
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
