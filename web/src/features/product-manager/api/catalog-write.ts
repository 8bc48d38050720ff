/**
 * What every catalogue write of the manager shares — product-spec.md §4 "The local cache for the vendor is
 * cleared after any successful create, update or delete" and §6 (writes carry the bearer token).
 *
 * The storefront's read cache (TanStack Query, persisted to localStorage) keys every entry as
 * [resource, vendor, …] (['categories', vendor, id | 'root'], ['product', vendor, id], product-spec.md §7).
 * Features do not import each other, so instead of the catalogue's key factory this module removes every
 * query whose second key segment is the vendor; the persister then writes the smaller cache back. The manager's
 * own listings (['admin', 'listings', vendor, …]) are refetched instead, so the screen reloads in place.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { adminKeys } from './query-keys.ts';

/** Removes every cached read of `vendor` from the storefront read cache (keys [resource, vendor, …]). */
export function clearVendorReadCache(client: QueryClient, vendor: VendorKey): void {
  client.removeQueries({ predicate: (query) => query.queryKey[1] === vendor });
}

/**
 * After a successful write of `vendor`: clears its read cache and refetches the manager's listings of that
 * vendor. Resolves when the shown listing has reloaded (a failed reload shows on the page, not here).
 */
export async function refreshAfterWrite(client: QueryClient, vendor: VendorKey): Promise<void> {
  clearVendorReadCache(client, vendor);
  await client.invalidateQueries({ queryKey: adminKeys.vendorListings(vendor) });
}

/**
 * A catalogue write as a mutation (key adminKeys.write(), never retried: a person is waiting and a retry could
 * write twice). On success it refreshes `vendorOf(variables)` (see refreshAfterWrite) before it counts as
 * done; failures are logged to the console (product-spec.md §7 "log to the console").
 */
export function useCatalogWrite<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  vendorOf: (variables: TVariables) => VendorKey,
  what: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.write(),
    mutationFn,
    retry: false,
    onSuccess: (_result, variables) => refreshAfterWrite(client, vendorOf(variables)),
    onError: (error) => console.error(`Failed to ${what}`, error),
  });
}
