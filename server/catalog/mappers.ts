/**
 * Row → API shape mappers for the catalogue (product-spec.md §3). Ids are lower-case GUIDs.
 */
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import type { CategoryRow, ProductRow } from '../db/schema.ts';

/** A category row as it appears in a listing's subCategories. */
export function toCategorySummary(row: CategoryRow): CategorySummary {
  return {
    id: row.id,
    vendor: row.vendor as VendorKey,
    name: row.name,
    description: row.description,
    imagePath: row.imagePath,
    parentCategoryId: row.parentCategoryId,
  };
}

/** A product row as the API returns it. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    vendor: row.vendor as VendorKey,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    imagePath: row.imagePath,
    properties: row.properties,
    otherImages: row.otherImages,
    configurations: row.configurations,
  };
}
