/**
 * The catalogue's history calls of the Product Manager (docs/decisions/0013), bearer:
 * an entity's revisions, the storefront's recently deleted entities, and restore. A restore refreshes the
 * storefront's caches like any write (catalog-write.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedListSchema, restoreResultSchema, revisionHistorySchema, type Revision } from '../../../../../contracts/revisions.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from './catalog-write.ts';

/** Which entity's history to show. */
export interface HistoryTarget {
  kind: 'category' | 'product';
  id: string;
  name: string;
  vendor: VendorKey;
}

/** GET /api/{Products|Categories}/{id}/revisions, newest first. */
export function useRevisionHistory(target: HistoryTarget | null) {
  return useQuery({
    queryKey: ['admin', 'revisions', target?.kind, target?.id],
    enabled: Boolean(target),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`/${target!.kind === 'category' ? 'Categories' : 'Products'}/${encodeURIComponent(target!.id)}/revisions`, revisionHistorySchema, { auth: true, signal }),
  });
}

/** GET /api/revisions/deleted?vendor=, while `open`. */
export function useRecentlyDeleted(vendor: VendorKey, open: boolean) {
  return useQuery({
    queryKey: ['admin', 'revisions', 'deleted', vendor],
    enabled: open,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/revisions/deleted', deletedListSchema, { auth: true, signal, query: { vendor } }),
  });
}

/** POST /api/revisions/{id}/restore; on success the vendor's caches and the history lists are refreshed. */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: Revision) => apiRequest(`/revisions/${encodeURIComponent(revision.id)}/restore`, restoreResultSchema, { method: 'POST', auth: true, body: {} }),
    retry: false,
    onSuccess: async (_result, revision) => {
      await client.invalidateQueries({ queryKey: ['admin', 'revisions'] });
      await refreshAfterWrite(client, revision.vendor as VendorKey);
    },
    onError: (error) => console.error('Failed to restore', error),
  });
}
