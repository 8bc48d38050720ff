/**
 * A list the visitor keeps in this browser, one per storefront (the compare list, the quote
 * list): kept in localStorage under `{name}:{vendor}` so that it survives reloads and is shared by the
 * storefront's tabs (the storage event), and read with `useSyncExternalStore`. On the server and during hydration
 * the list is empty (the server cannot know it), so what depends on it appears once the app runs. A storage that
 * refuses (private mode, quota, disabled) leaves the list working in memory for the page's life.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { VendorKey } from '../../../contracts/vendors.ts';

/** A kind of stored list: its storage name and how a stored text is read (well-formed entries only). */
export interface StoredListKind<T> {
  /** The storage key's prefix: 'compare' → `compare:radhe`. */
  name: string;
  /** The entries a stored text holds, dropping whatever is malformed; never throws. */
  parse: (raw: string | null) => readonly T[];
}

const EMPTY: readonly never[] = Object.freeze([]);

/** Lists kept in memory (the storage's text and its reading), and in place of a storage that refuses writes. */
const cache = new Map<string, { raw: string | null; items: readonly unknown[] }>();
const listeners = new Set<() => void>();

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
  return items.length === 0 ? EMPTY : items;
}

function snapshot<T>(key: string, parse: StoredListKind<T>['parse']): readonly T[] {
  const raw = readStorage(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items as readonly T[];
  const items = sameEmpty(parse(raw));
  cache.set(key, { raw, items });
  return items;
}

function write<T>(key: string, items: readonly T[]): void {
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a list.
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

/**
 * The `kind` list of `vendor`: its entries (empty on the server), and `update`, which replaces them with what
 * `change` makes of the current ones (read afresh, so two quick changes never lose one).
 */
export function useStoredList<T>(kind: StoredListKind<T>, vendor: VendorKey) {
  const key = `${kind.name}:${vendor}`;
  const items = useSyncExternalStore(
    subscribe,
    () => snapshot(key, kind.parse),
    () => EMPTY as readonly T[],
  );
  const update = useCallback((change: (current: readonly T[]) => readonly T[]) => write(key, change(snapshot(key, kind.parse))), [key, kind]);
  /** The entries as stored now (for a decision made in an event handler). */
  const current = useCallback(() => snapshot(key, kind.parse), [key, kind]);
  return { items, update, current };
}
