/**
 * What the compare page shows, read from its URL (product-spec.md §2 "Compare"; contracts/compare.ts): the ids of
 * `ids`, the differences-only switch (`diff=1`) and the open Request Quote dialog (`enquiry=quote`), with links
 * and navigations that change one of them; and the products of those ids, read from the API.
 *
 * Products the server found not to exist (the route loader's answer) are not read again, so the first render in the
 * browser leaves out the same columns as the server's; others found missing in the browser join them. Products of
 * the other storefront are left out too. A failure other than "not found" shows as loading until the app runs (the
 * browser reads again), then as `failed`.
 */
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '../../../../contracts/catalog.ts';
import { COMPARE_PARAMS, compareIds, type CompareLoaderData } from '../../../../contracts/compare.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { isApiError } from '../../lib/api-client.ts';
import { productQueryOptions } from '../../lib/catalog-api/index.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { searchWithParam } from '../../lib/navigation.tsx';

/** The page's query parameters, and a link target or a navigation with one of them changed. */
export function useCompareParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  /** The page's query with `name` set to `value` (null: removed), as a link target. */
  const withParam = (name: string, value: string | null) => ({ search: searchWithParam(params, name, value) });
  return {
    ids: compareIds(params.get(COMPARE_PARAMS.ids)),
    differencesOnly: params.get(COMPARE_PARAMS.differencesOnly) === '1',
    quoteOpen: params.get('enquiry') === 'quote',
    withParam,
    /** Goes to this page with `name` set to `value` (null: removed), in place of the current entry. */
    replaceParam: (name: string, value: string | null) => void navigate(withParam(name, value), { replace: true, preventScrollReset: true }),
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
