/**
 * The picks of the visitor's compare list as this browser keeps them (lib/stored-list-store.ts: `compare:{vendor}`),
 * read without React: the list's hook (compare-list.ts) and the islands' start (app/islands/start-islands.ts, which
 * starts the compare bar and a card's actions only once the list holds something for them, readStoredListOf) read
 * them alike. Well-formed entries only, each product once, at most COMPARE_LIMIT (contracts/compare.ts).
 */
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';
import { isGuid } from '../../../../contracts/guid.ts';
import { storedArray, type StoredListKind } from '../../lib/stored-list-store.ts';

/** One product on the list: its id and its name as picked (the compare bar shows the picks without reading them). */
export interface ComparePick {
  id: string;
  name: string;
}

/** The picks a stored text holds: well-formed entries only, each product once, at most COMPARE_LIMIT. */
export function parsePicks(raw: string | null): readonly ComparePick[] {
  const picks: ComparePick[] = [];
  for (const entry of storedArray(raw)) {
    const { id, name } = (entry ?? {}) as Partial<ComparePick>;
    if (typeof id === 'string' && isGuid(id) && typeof name === 'string' && !picks.some((p) => p.id === id)) picks.push({ id, name: name.slice(0, 300) });
  }
  return picks.slice(0, COMPARE_LIMIT);
}

/** The compare list's kind of stored list. */
export const COMPARE_LIST: StoredListKind<ComparePick> = { name: 'compare', parse: parsePicks };
