/**
 * A list the visitor keeps in this browser, one per storefront (the compare list, the quote list), read in React
 * with `useSyncExternalStore` from the store in stored-list-store.ts (localStorage under `{name}:{vendor}`, shared
 * by the storefront's tabs). On the server and during hydration the list is empty (the server cannot know it), so
 * what depends on it appears once the app runs.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { VendorKey } from '../../../contracts/vendors.ts';
import { EMPTY_LIST, readStoredList, storedListKey, subscribeToStoredLists, writeStoredList, type StoredListKind } from './stored-list-store.ts';

export { storedArray, type StoredListKind } from './stored-list-store.ts';

/**
 * The `kind` list of `vendor`: its entries (empty on the server), and `update`, which replaces them with what
 * `change` makes of the current ones (read afresh, so two quick changes never lose one).
 */
export function useStoredList<T>(kind: StoredListKind<T>, vendor: VendorKey) {
  const key = storedListKey(kind, vendor);
  const items = useSyncExternalStore(
    subscribeToStoredLists,
    () => readStoredList(key, kind.parse),
    () => EMPTY_LIST as readonly T[],
  );
  const update = useCallback(
    (change: (current: readonly T[]) => readonly T[]) => writeStoredList(key, change(readStoredList(key, kind.parse))),
    [key, kind],
  );
  /** The entries as stored now (for a decision made in an event handler). */
  const current = useCallback(() => readStoredList(key, kind.parse), [key, kind]);
  return { items, update, current };
}
