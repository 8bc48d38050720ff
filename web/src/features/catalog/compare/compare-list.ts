/**
 * The visitor's compare list (issue 20 "Compare"): up to COMPARE_LIMIT products of one storefront, kept in
 * localStorage under `compare:{vendor}` so that it survives reloads and is shared by the storefront's tabs, one list
 * per storefront. Each entry keeps the product's name, so the compare bar shows the picks without reading them.
 *
 * Read with `useSyncExternalStore`: on the server and during hydration the list is empty (the server cannot know
 * it), so controls that depend on it (the bar, a pressed Compare button) appear once the app runs. A storage that
 * refuses (private mode, quota, disabled) leaves the list working for the page's life.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { COMPARE_LIMIT } from '../../../../../contracts/compare.ts';
import { isGuid } from '../../../../../contracts/guid.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';

/** One product on the list. */
export interface ComparePick {
  id: string;
  name: string;
}

/** What `toggle` did: the product was added, removed, or refused because the list is full. */
export type ToggleResult = 'added' | 'removed' | 'full';

const EMPTY: readonly ComparePick[] = Object.freeze([]);
const storageKey = (vendor: VendorKey) => `compare:${vendor}`;

/** Lists kept in memory (the storage's text and its reading), and in place of a storage that refuses writes. */
const cache = new Map<string, { raw: string | null; picks: readonly ComparePick[] }>();
const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return cache.get(key)?.raw ?? null;
  }
}

/** The picks a stored text holds: well-formed entries only, each product once, at most COMPARE_LIMIT. */
export function parsePicks(raw: string | null): readonly ComparePick[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const picks: ComparePick[] = [];
  for (const entry of value as unknown[]) {
    const { id, name } = (entry ?? {}) as Partial<ComparePick>;
    if (typeof id === 'string' && isGuid(id) && typeof name === 'string' && !picks.some((p) => p.id === id)) picks.push({ id, name: name.slice(0, 300) });
  }
  return picks.slice(0, COMPARE_LIMIT);
}

function snapshot(key: string): readonly ComparePick[] {
  const raw = readStorage(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.picks;
  const picks = parsePicks(raw);
  cache.set(key, { raw, picks });
  return picks;
}

function write(key: string, picks: readonly ComparePick[]): void {
  const raw = picks.length > 0 ? JSON.stringify(picks) : null;
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch {
    // Kept in memory only (see the module comment).
  }
  cache.set(key, { raw, picks });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a list.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The compare list of `vendor` and its changes; see the module comment. */
export function useCompareList(vendor: VendorKey) {
  const key = storageKey(vendor);
  const picks = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => EMPTY,
  );
  /** Adds `pick`, or removes it when it is on the list; refuses to add a fifth. */
  const toggle = useCallback(
    (pick: ComparePick): ToggleResult => {
      const current = snapshot(key);
      if (current.some((p) => p.id === pick.id)) {
        write(
          key,
          current.filter((p) => p.id !== pick.id),
        );
        return 'removed';
      }
      if (current.length >= COMPARE_LIMIT) return 'full';
      write(key, [...current, pick]);
      return 'added';
    },
    [key],
  );
  const remove = useCallback((id: string) => write(key, snapshot(key).filter((p) => p.id !== id)), [key]);
  const clear = useCallback(() => write(key, []), [key]);
  return { picks, toggle, remove, clear, has: (id: string) => picks.some((p) => p.id === id) };
}
