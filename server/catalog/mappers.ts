/**
 * Row → API shape mappers for the catalogue (product-spec.md §3). Ids are lower-case GUIDs.
 */
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import { specificationProperties, type AttributeDefinition } from '../../contracts/specifications.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import type { CategoryRow, ProductRow } from '../db/schema.ts';

/** What a category and a product share: id, storefront, name, description, main image, draft state, version. */
function catalogItem(row: CategoryRow | ProductRow) {
  const { id, name, description, imagePath, published, version } = row;
  return { id, vendor: row.vendor as VendorKey, name, description, imagePath, published, version };
}

/** A category row as it appears in a listing's subCategories. */
export function toCategorySummary(row: CategoryRow): CategorySummary {
  return { ...catalogItem(row), parentCategoryId: row.parentCategoryId, attributes: row.attributes };
}

/**
 * A product row as the API returns it: `properties` lists the values of `attributes` (its category's effective
 * attributes, contracts/specifications.ts) formatted with their units, then the free rows.
 */
export function toProduct(row: ProductRow, attributes: readonly AttributeDefinition[]): Product {
  return {
    ...catalogItem(row),
    categoryId: row.categoryId,
    properties: specificationProperties(attributes, row.specifications, row.properties),
    otherImages: row.otherImages,
    configurations: row.configurations,
    specifications: row.specifications,
    documents: row.documents,
    imageAlts: row.imageAlts,
  };
}
