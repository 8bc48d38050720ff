/**
 * What the compare page shows, read from its URL (product-spec.md §2 "Compare"; contracts/compare.ts): the ids of
 * `ids` and the differences-only switch (`diff=1`; the Request Quote dialog's `enquiry=quote` is CompareActions'),
 * and the products of those ids, read from the API.
 *
 * Products the server found not to exist (the route loader's answer) are not read again, so the first render in the
 * browser leaves out the same columns as the server's; others found missing in the browser join them. Products of
 * the other storefront are left out too. A failure other than "not found" shows as loading until the app runs (the
 * browser reads again), then as `failed`.
 */
import { useLoaderData, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '../../../../contracts/catalog.ts';
import { COMPARE_PARAMS, compareIds, type CompareLoaderData } from '../../../../contracts/compare.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { isApiError } from '../../lib/api-client.ts';
import { productQueryOptions } from '../../lib/catalog-api/index.ts';
import { useHydrated } from '../../lib/progressive.ts';

/** The page's query parameters: the ids compared and the differences-only switch. */
export function useCompareParams() {
  const [params] = useSearchParams();
  return {
    ids: compareIds(params.get(COMPARE_PARAMS.ids)),
    differencesOnly: params.get(COMPARE_PARAMS.differencesOnly) === '1',
  };
}

/**
 * The products of `ids` in `vendor`'s catalogue (see the module comment).
 * @returns `readIds` (the ids read, in order: the columns while `pending`), `products` (those found, in order),
 *   `pending`, `failed` (some could not be read just now) and `missing` (how many ids are not in the catalogue).
 */
export function useComparedProducts(vendor: VendorKey, ids: readonly string[]) {
  const hydrated = useHydrated();
  const serverMissing = new Set((useLoaderData() as CompareLoaderData | undefined)?.missing ?? []);
  const readIds = ids.filter((id) => !serverMissing.has(id));
  const queries = useQueries({ queries: readIds.map((id) => productQueryOptions(vendor, id)) });
  const unreadable = queries.filter((q) => q.isError && !isApiError(q.error, 404) && !isApiError(q.error, 400)).length;
  const pending = queries.some((q) => q.isPending) || (unreadable > 0 && !hydrated);
  const products = queries.map((q) => q.data).filter((p): p is Product => Boolean(p) && p!.vendor === vendor);
  return { readIds, products, pending, failed: hydrated && unreadable > 0, missing: pending ? 0 : ids.length - products.length - unreadable };
}
