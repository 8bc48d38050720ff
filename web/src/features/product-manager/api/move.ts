/**
 * Moving a product or a category to another place in its storefront (docs/decisions/0013, "Move a product or a
 * category to another category"): POST /Products/{id}/move `{ categoryId }` and POST /Categories/{id}/move
 * `{ parentCategoryId }`, bearer; null is the storefront's top level (contracts/catalog-order.ts). The moved item
 * goes to the end of its new level. On success the vendor's caches are refreshed (catalog-write.ts).
 */
import { z } from 'zod';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** One move: what, of which storefront, and the category it goes under (null: the top level). */
export interface MoveRequest {
  kind: 'category' | 'product';
  id: string;
  vendor: VendorKey;
  to: string | null;
}

/**
 * Sends one move. @throws ApiRequestError with the server's message: 400 (a category into itself or one of its
 * subcategories; a product whose ratings do not fit the new category), 403, 404.
 */
export async function moveItem({ kind, id, to }: MoveRequest): Promise<void> {
  const path = `/${kind === 'category' ? 'Categories' : 'Products'}/${encodeURIComponent(id)}/move`;
  await apiRequest(path, z.unknown(), { method: 'POST', auth: true, body: kind === 'category' ? { parentCategoryId: to } : { categoryId: to } });
}

/** Mutation of moveItem (see useCatalogWrite). */
export function useMove() {
  return useCatalogWrite(moveItem, (request) => request.vendor, 'move');
}
