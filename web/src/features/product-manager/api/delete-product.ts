/** DELETE /Products/{id}, bearer — product-spec.md §7 (status 204 is success). */
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';
import type { DeleteTarget } from './delete-category.ts';

/** Deletes a product. @throws ApiRequestError on any failure. */
export async function deleteProduct({ id }: DeleteTarget): Promise<void> {
  await apiRequest(`/Products/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE', auth: true });
}

/** Mutation of deleteProduct; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function useDeleteProduct() {
  return useCatalogWrite(deleteProduct, (target) => target.vendor, 'delete product');
}
