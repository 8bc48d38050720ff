import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QUERY_CACHE_STORAGE_KEY, restorePersistedCache } from './query-client.ts';

/** A Storage over a Map, so each test starts empty and can look at what was written. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const key = ['categories', 'radhe', ''];
const category = { id: 'root', name: 'Radhe', subCategories: [], products: [] };

/** Waits for the persister's throttled write (PERSIST_THROTTLE_MS). */
const persisted = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A storage holding what one page load cached: the root listing, saved after a restore. */
async function storageAfterOneVisit(): Promise<Storage> {
  const storage = memoryStorage();
  const first = createQueryClient();
  await restorePersistedCache(first, { storage, maxAgeMs: 60_000 });
  first.setQueryData(key, category);
  await persisted();
  return storage;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('restorePersistedCache (product-spec.md §7 "Results are cached in local storage", §9 lifetime)', () => {
  it('saves reads to storage and gives them to the next page load before its first render', async () => {
    const storage = await storageAfterOneVisit();
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('"Radhe"');

    const next = createQueryClient();
    await restorePersistedCache(next, { storage, maxAgeMs: 60_000 });
    expect(next.getQueryData(key)).toEqual(category);
  });

  it('ignores a cache older than the lifetime and removes it', async () => {
    const storage = await storageAfterOneVisit();
    const later = createQueryClient();
    await restorePersistedCache(later, { storage, maxAgeMs: 0 });
    expect(later.getQueryData(key)).toBeUndefined();
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('starts empty, without throwing, when the stored cache is unreadable, and saves again from there', async () => {
    const storage = memoryStorage();
    storage.setItem(QUERY_CACHE_STORAGE_KEY, '{not json');
    // TanStack logs the discarded cache outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createQueryClient();
    await expect(restorePersistedCache(client, { storage, maxAgeMs: 60_000 })).resolves.toBeTypeOf('function');
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    client.setQueryData(key, category);
    await persisted();
    expect(JSON.parse(storage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '{}').clientState.queries).toHaveLength(1);
  });

  it('leaves out the reads named in `except` (a server-rendered page\'s own reads), even when the stored copy is newer', async () => {
    const page = createQueryClient();
    const fromServer = { ...category, name: 'Radhe (from the server)' };
    page.setQueryData(key, fromServer);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const storage = await storageAfterOneVisit(); // a later copy of the same read
    const otherKey = ['product', 'radhe', 'p1'];
    const seeding = createQueryClient();
    await restorePersistedCache(seeding, { storage, maxAgeMs: 60_000 });
    seeding.setQueryData(otherKey, { id: 'p1' });
    await persisted();

    const pageReads = page.getQueryCache().getAll().map((query) => query.queryHash);
    await restorePersistedCache(page, { storage, maxAgeMs: 60_000, except: pageReads });
    expect(page.getQueryData(key)).toEqual(fromServer);
    expect(page.getQueryData(otherKey)).toEqual({ id: 'p1' });
  });

  it('saves what the client holds at once, before any change', async () => {
    const storage = memoryStorage();
    const page = createQueryClient();
    page.setQueryData(key, category);
    await restorePersistedCache(page, { storage, maxAgeMs: 60_000 });
    await persisted();
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('"Radhe"');
  });

  it("never saves a read marked meta.persist false (an enquiry's confirmation), while saving the others", async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    await restorePersistedCache(client, { storage, maxAgeMs: 60_000 });
    await client.fetchQuery({ queryKey: ['enquiry-confirmation', 'tok'], queryFn: () => ({ name: 'Asha Patel' }), meta: { persist: false } });
    client.setQueryData(key, category);
    await persisted();
    const saved = storage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '';
    expect(saved).toContain('"Radhe"');
    expect(saved).not.toContain('Asha Patel');
  });

  it('stops saving once the returned function is called', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const stop = await restorePersistedCache(client, { storage, maxAgeMs: 60_000 });
    await persisted();
    stop();
    client.setQueryData(key, category);
    await persisted();
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toContain('"Radhe"');
  });
});
