/**
 * POST /Categories/{id}/publish|unpublish and /Products/{id}/publish|unpublish, bearer (docs/decisions/0013):
 * publishing is its own action, never part of a save. On success the vendor's read caches are cleared and the
 * manager's listings refetched (catalog-write.ts), so the row's Draft chip follows at once.
 */
import { z } from 'zod';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** What to publish or unpublish. */
export interface PublishRequest {
  kind: 'category' | 'product';
  id: string;
  vendor: VendorKey;
  publish: boolean;
}

/** Publishes or unpublishes one entity. @throws ApiRequestError on any failure (403 for another storefront). */
export async function setPublished({ kind, id, publish }: PublishRequest): Promise<void> {
  const base = kind === 'category' ? '/Categories' : '/Products';
  await apiRequest(`${base}/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`, z.unknown(), { method: 'POST', auth: true });
}

/** Mutation of setPublished; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function usePublishing() {
  return useCatalogWrite(setPublished, (request) => request.vendor, 'publish');
}
