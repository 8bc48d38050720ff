/**
 * The TanStack Query client and its localStorage persister — product-spec.md §7 ("Results are cached in local
 * storage") and §9 (client cache lifetime 5 minutes; 1 minute when the configured value is missing).
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { cacheLifetimeMs } from '../lib/config.ts';
import { retryUnlessClientError } from '../lib/api-client.ts';

/** localStorage key under which the read cache is persisted. */
export const QUERY_CACHE_STORAGE_KEY = 'catalogue-query-cache';

/** A QueryClient whose reads stay fresh, and are kept, for `lifetimeMs`. */
export function createQueryClient(lifetimeMs: number = cacheLifetimeMs()): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: lifetimeMs, gcTime: lifetimeMs, retry: retryUnlessClientError, refetchOnWindowFocus: false },
    },
  });
}

/**
 * How long the persister waits before writing the cache to storage, in ms. The package default (1000 ms) lets a
 * reload right after an admin write restore the pre-write cache (§4: each write clears that vendor's cache), so
 * writes go out almost at once; the cache is a few kilobytes of JSON, so this costs little.
 */
export const PERSIST_THROTTLE_MS = 50;

/** The localStorage persister, or undefined where storage is unavailable. */
export function createPersister(storage: Storage | undefined = globalThis.localStorage) {
  return createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY, throttleTime: PERSIST_THROTTLE_MS });
}
