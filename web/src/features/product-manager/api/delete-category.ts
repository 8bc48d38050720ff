/**
 * DELETE /Categories/{id}, bearer — product-spec.md §7 (status 204 is success). The server also deletes the
 * category's subcategories and products (§4).
 */
import { z } from 'zod';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** What to delete: the id, and the vendor whose caches are refreshed afterwards. */
export interface DeleteTarget {
  id: string;
  vendor: VendorKey;
}

/** Deletes a category with everything below it. @throws ApiRequestError on any failure. */
export async function deleteCategory({ id }: DeleteTarget): Promise<void> {
  await apiRequest(`/Categories/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE', auth: true });
}

/** Mutation of deleteCategory; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function useDeleteCategory() {
  return useCatalogWrite(deleteCategory, (target) => target.vendor, 'delete category');
}
