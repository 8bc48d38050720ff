/**
 * The product comparison: up to COMPARE_LIMIT products of one storefront side by side at
 * `/{code}/compare?ids={id},{id}…`, optionally `&diff=1` for the rows that differ only. The page, its loader and the
 * server's render key read the ids with `compareIds`, so every spelling of a list is one page.
 */
import { isGuid } from './guid.ts';

/** Most products compared at once ("up to 4 products of one storefront"). */
export const COMPARE_LIMIT = 4;

/** The compare page's query parameters: the product ids, and the switch that hides the rows that agree. */
export const COMPARE_PARAMS = { ids: 'ids', differencesOnly: 'diff' } as const;

/**
 * The product ids of an `ids` parameter ("a,b,c"; null or '' gives none): GUIDs only, in lower case, in the given
 * order, each once, at most COMPARE_LIMIT. Anything else in the list is left out.
 */
export function compareIds(value: string | null): string[] {
  const ids: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (isGuid(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}

/**
 * What the compare page's route loader answers (web/src/app/route-data.ts): the ids of the products the server found
 * not to exist, so that the browser's first render leaves out the same columns as the server's.
 */
export interface CompareLoaderData {
  missing: string[];
}
