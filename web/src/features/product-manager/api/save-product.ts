/**
 * POST /Products, bearer — product-spec.md §7: JSON of the product fields, an empty categoryId removed (a root
 * product). Status 200 is success; the answer's body is not used.
 */
import { z } from 'zod';
import type { KeyValue } from '../../../../../contracts/catalog.ts';
import type { SpecificationValue } from '../../../../../contracts/specifications.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCatalogWrite } from './catalog-write.ts';

/** The JSON body of POST /Products (id null creates; `categoryId` absent for a root product). */
export interface ProductBody {
  id: string | null;
  name: string;
  vendor: VendorKey;
  categoryId?: string;
  description: string;
  imagePath: string;
  properties: KeyValue[];
  otherImages: string[];
  configurations: KeyValue[];
  /** Alt text per image path; absent keeps the stored ones. */
  imageAlts?: Record<string, string>;
  /** The typed ratings; absent keeps the stored ones. */
  specifications?: SpecificationValue[];
  /** Its PDF documents, title and uploaded path; absent keeps the stored ones. */
  documents?: { title: string; path: string }[];
  /** On create only: false saves the product as a draft. */
  published?: boolean;
  /** The version the dialog opened: a save of a product someone saved since is refused (409 CONFLICT). */
  version?: number;
}

/** Saves (creates or updates) a product. @throws ApiRequestError on any failure. */
export async function saveProduct(body: ProductBody): Promise<void> {
  await apiRequest('/Products', z.unknown(), { method: 'POST', body, auth: true });
}

/** Mutation of saveProduct; on success the vendor's caches are refreshed (see useCatalogWrite). */
export function useSaveProduct() {
  return useCatalogWrite(saveProduct, (body) => body.vendor, 'save product');
}
