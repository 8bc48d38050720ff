/**
 * The staff reads an editor dialog makes after its save was refused as stale (409 CONFLICT): the entity as it is
 * saved now, drafts included (`drafts=true`, bearer), with its `version`.
 */
import type { CategoryListing, Product } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogAnswerSchema } from '../../../lib/catalog-api/answer-schemas.ts';

/** The product as it is saved now (the staff read: drafts too), for a dialog whose save was refused as stale. */
export async function getLatestProduct(id: string): Promise<Product> {
  return apiRequest(`/Products/${encodeURIComponent(id)}`, catalogAnswerSchema('productSchema'), { auth: true, query: { drafts: 'true' } });
}

/** The category as it is saved now (the staff read of its listing, one product), for a dialog refused as stale. */
export async function getLatestCategory(vendor: VendorKey, id: string): Promise<CategoryListing> {
  return apiRequest(`/Categories/${encodeURIComponent(vendor)}`, catalogAnswerSchema('categoryListingSchema'), { auth: true, query: { categoryId: id, limit: 1, drafts: 'true' } });
}
