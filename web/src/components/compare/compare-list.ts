/**
 * The visitor's compare list: up to COMPARE_LIMIT products of one storefront, kept in
 * localStorage under `compare:{vendor}` so that it survives reloads and is shared by the storefront's tabs, one list
 * per storefront. Each entry keeps the product's name, so the compare bar shows the picks without reading them.
 *
 * Kept and read by lib/stored-list.ts: empty on the server and during hydration, so controls that depend on it
 * (the bar, a pressed Compare button) appear once the app runs. Its picks are read without React in compare-picks.ts.
 */
import { useCallback } from 'react';
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { useStoredList } from '../../lib/stored-list.ts';
import { COMPARE_LIST, type ComparePick } from './compare-picks.ts';

export type { ComparePick } from './compare-picks.ts';

/** What `toggle` did: the product was added, removed, or refused because the list is full. */
export type ToggleResult = 'added' | 'removed' | 'full';

/** The compare list of `vendor` and its changes; see the module comment. */
export function useCompareList(vendor: VendorKey) {
  const { items: picks, update, current } = useStoredList(COMPARE_LIST, vendor);
  /** Adds `pick`, or removes it when it is on the list; refuses to add a fifth. */
  const toggle = useCallback(
    (pick: ComparePick): ToggleResult => {
      const now = current();
      if (now.some((p) => p.id === pick.id)) {
        update((list) => list.filter((p) => p.id !== pick.id));
        return 'removed';
      }
      if (now.length >= COMPARE_LIMIT) return 'full';
      update((list) => [...list, pick]);
      return 'added';
    },
    [current, update],
  );
  const remove = useCallback((id: string) => update((list) => list.filter((p) => p.id !== id)), [update]);
  const clear = useCallback(() => update(() => []), [update]);
  return { picks, toggle, remove, clear, has: (id: string) => picks.some((p) => p.id === id) };
}
