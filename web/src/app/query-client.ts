/**
 * The TanStack Query client and its localStorage persister — product-spec.md §7 ("Results are cached in local
 * storage") and §9 (client cache lifetime 5 minutes; 1 minute when the configured value is missing).
 */
import { dehydrate, hydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { cacheLifetimeMs } from '../lib/config.ts';
import { retryUnlessClientError } from '../lib/api-client.ts';
import { catalogKeys } from '../lib/catalog-api/query-keys.ts';

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

/**
 * Changing it discards every cache persisted under another value (TanStack's `buster`). v2: listings carry
 * productsTotal, productsOffset and nextCursor; a listing persisted before has none. v3: products
 * carry `specifications`, categories `attributes` and listings `productAttributes`.
 */
export const QUERY_CACHE_BUSTER = 'v3';

/** Options of `restorePersistedCache`. */
export interface RestoreOptions {
  /** Where the cache is kept; none (storage blocked, the server): nothing is restored or saved. */
  storage?: Storage;
  /** A persisted cache older than this is discarded, in ms (default: the cache lifetime, product-spec.md §9). */
  maxAgeMs?: number;
  /** Query hashes not to take from storage: the reads a server-rendered page came with are newer or equal. */
  except?: Iterable<string>;
}

/**
 * Fills `queryClient` from the cache persisted in storage (skipped when older than `maxAgeMs` or written under
 * another buster; a cache that cannot be read is discarded), except the queries in `except`, then saves the
 * client there at once and whenever its cache changes.
 *
 * When to call it (entry-client.tsx): before the first render of a page drawn in the browser, so no query starts
 * before the restore; after the hydration of a server-rendered page, with that page's reads in `except`, so the
 * first render in the browser is exactly the server's (a restored read the server could not make would differ from
 * its loading state) and no restore lands while React hydrates, which would make React hydrate the rest in one
 * blocking task (docs/performance.md).
 * @returns a function that stops the saving
 */
export async function restorePersistedCache(
  queryClient: QueryClient,
  { storage = globalThis.localStorage, maxAgeMs = cacheLifetimeMs(), except = [] }: RestoreOptions = {},
): Promise<() => void> {
  if (!storage) return () => {};
  const persister = createPersister(storage);
  const persisted = new QueryClient();
  try {
    await persistQueryClientRestore({ queryClient: persisted, persister, maxAge: maxAgeMs, buster: QUERY_CACHE_BUSTER });
  } catch {
    // The unreadable cache has been removed by the restore; the app starts with an empty one.
  }
  const skipped = new Set(except);
  hydrate(
    queryClient,
    dehydrate(persisted, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !skipped.has(query.queryHash) }),
  );
  // Saved: every read that succeeded, except the search suggestions (one per pause in typing, of no use
  // on a later visit, and enough of them would fill the storage the catalogue's reads need) and reads marked
  // `meta.persist: false` (an enquiry's confirmation: the enquirer's own data stays out of storage).
  const options = {
    queryClient,
    persister,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && !catalogKeys.isSuggestion(query.queryKey) && query.meta?.persist !== false,
    },
  };
  const stop = persistQueryClientSubscribe(options);
  await persistQueryClientSave(options);
  return stop;
}
