/**
 * The lists the visitor keeps in this browser (the compare list, the quote list), read and written without React:
 * one per storefront, kept in localStorage under `{name}:{vendor}` so that they survive reloads and are shared by
 * the storefront's tabs (the storage event). The app reads them through `useStoredList` (stored-list.ts); an islands
 * page's quote count reads them with no React at all (components/quote/show-quote-counts.ts). Both hear every change,
 * this page's and another tab's. A storage that refuses (private mode, quota, disabled) leaves the lists working in
 * memory for the page's life.
 */
import type { VendorKey } from '../../../contracts/vendors.ts';

/** A kind of stored list: its storage name and how a stored text is read (well-formed entries only). */
export interface StoredListKind<T> {
  /** The storage key's prefix: 'compare' → `compare:radhe`. */
  name: string;
  /** The entries a stored text holds, dropping whatever is malformed; never throws. */
  parse: (raw: string | null) => readonly T[];
}

/** The one empty list every reading of an empty list returns (React's server snapshot among them). */
export const EMPTY_LIST: readonly never[] = Object.freeze([]);

/** Lists kept in memory (the storage's text and its reading), and in place of a storage that refuses writes. */
const cache = new Map<string, { raw: string | null; items: readonly unknown[] }>();
const listeners = new Set<() => void>();

/** The storage key of the `kind` list of `vendor`: `quote:radhe`. */
export function storedListKey(kind: StoredListKind<unknown>, vendor: VendorKey): string {
  return `${kind.name}:${vendor}`;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return cache.get(key)?.raw ?? null;
  }
}

/**
 * `items`, or the server's empty snapshot itself when there are none: React re-renders a hydrated consumer whose
 * snapshot differs from the server's at once, in one blocking render, and a page's every card holds one
 * (docs/decisions/0014 "Since").
 */
function sameEmpty<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? EMPTY_LIST : items;
}

/**
 * The entries of the list under `key` as stored now, read with `parse`; the same array as the last reading while
 * the stored text is unchanged (what `useSyncExternalStore` needs of a snapshot).
 */
export function readStoredList<T>(key: string, parse: StoredListKind<T>['parse']): readonly T[] {
  const raw = readStorage(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items as readonly T[];
  const items = sameEmpty(parse(raw));
  cache.set(key, { raw, items });
  return items;
}

/** The entries of `vendor`'s `kind` list as stored now (readStoredList under storedListKey, read with the kind's parse). */
export function readStoredListOf<T>(kind: StoredListKind<T>, vendor: VendorKey): readonly T[] {
  return readStoredList(storedListKey(kind, vendor), kind.parse);
}

/** Stores `items` as the list under `key` (removing the key for an empty list) and tells every listener. */
export function writeStoredList<T>(key: string, items: readonly T[]): void {
  const raw = items.length > 0 ? JSON.stringify(items) : null;
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch {
    // Kept in memory only (see the module comment).
  }
  cache.set(key, { raw, items: sameEmpty(items) });
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after any stored list changes, on this page or in another tab of the site; returns the function
 * that stops it.
 */
export function subscribeToStoredLists(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** JSON.parse of `raw` as an array, or an empty array for nothing, malformed text or another shape. */
export function storedArray(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
