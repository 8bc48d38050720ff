/**
 * The staff's order of a level (issue: staff governance, "Ordering"): PUT /Categories/{id}/order or
 * PUT /Categories/root/{vendor}/order with { categoryIds } or { productIds } — exactly the level's current
 * children, else 409 CONFLICT 'The list changed since you opened it; reload' (contracts/catalog-order.ts).
 */
import { arrayMove } from '@dnd-kit/sortable';
import { z } from 'zod';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** One reorder: the level (null: the storefront's top level), what is ordered, and every child id in the new order. */
export interface ReorderRequest {
  vendor: VendorKey;
  parentId: string | null;
  kind: 'category' | 'product';
  ids: readonly string[];
}

/** Sends a level's new order. @throws ApiRequestError (403, 404, 409 with the server's message). */
export async function saveOrder({ vendor, parentId, kind, ids }: ReorderRequest): Promise<void> {
  const path = parentId ? `/Categories/${encodeURIComponent(parentId)}/order` : `/Categories/root/${encodeURIComponent(vendor)}/order`;
  const body = kind === 'category' ? { categoryIds: ids } : { productIds: ids };
  await apiRequest(path, z.unknown(), { method: 'PUT', auth: true, body });
}

/** Mutation of saveOrder; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function useSaveOrder() {
  return useCatalogWrite(saveOrder, (request) => request.vendor, 'save the order');
}

/**
 * The ids after dragging `activeId` onto `overId`'s place; null when nothing changes or either id is not in
 * `ids` (a drop outside the list, or onto a row of the other kind).
 */
export function reorderedIds(ids: readonly string[], activeId: string, overId: string | null | undefined): string[] | null {
  if (!overId || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return arrayMove([...ids], from, to);
}
