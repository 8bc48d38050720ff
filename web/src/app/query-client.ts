/**
 * The TanStack Query client and its localStorage persister — product-spec.md §7 ("Results are cached in local
 * storage") and §9 (client cache lifetime 5 minutes; 1 minute when the configured value is missing).
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
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

/** Changing it discards every cache persisted under another value (TanStack's `buster`). */
export const QUERY_CACHE_BUSTER = 'v1';

/**
 * Fills `queryClient` from the cache persisted in `storage` (skipped when older than `maxAgeMs` or written under
 * another buster; a cache that cannot be read is discarded) and from then on saves the client there whenever its
 * cache changes. The app awaits it before its first render, so no query starts before the restore, and the
 * render never changes state for it: a restore finishing while React hydrates a server-rendered page would make
 * React hydrate the rest in one blocking task (docs/performance.md). Without storage (private mode with storage
 * blocked, the server) it does nothing.
 * @returns a function that stops the saving
 */
export async function restorePersistedCache(
  queryClient: QueryClient,
  storage: Storage | undefined = globalThis.localStorage,
  maxAgeMs: number = cacheLifetimeMs(),
): Promise<() => void> {
  if (!storage) return () => {};
  const options = { queryClient, persister: createPersister(storage), maxAge: maxAgeMs, buster: QUERY_CACHE_BUSTER };
  try {
    await persistQueryClientRestore(options);
  } catch {
    // The unreadable cache has been removed by the restore; the app starts with an empty one.
  }
  return persistQueryClientSubscribe(options);
}
