/**
 * POST /Categories, bearer — product-spec.md §7: JSON {id, name, vendor, description, imagePath,
 * parentCategoryId} (create when id is null, else update by id; parentCategoryId null for a root category).
 * Status 200 is success; the answer's body is not used.
 */
import { z } from 'zod';
import type { categoryInputSchema } from '../../../../../contracts/catalog-input.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** The JSON body of POST /Categories: the shared schema's output (trimmed name, null for an empty parent). */
export type CategoryBody = z.output<typeof categoryInputSchema>;

/** Saves (creates or updates) a category. @throws ApiRequestError on any failure. */
export async function saveCategory(body: CategoryBody): Promise<void> {
  await apiRequest('/Categories', z.unknown(), { method: 'POST', body, auth: true });
}

/** Mutation of saveCategory; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function useSaveCategory() {
  return useCatalogWrite(saveCategory, (body) => body.vendor, 'save category');
}
