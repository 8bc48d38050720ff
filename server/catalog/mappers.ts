/**
 * Row → API shape mappers for the catalogue (product-spec.md §3). Ids are lower-case GUIDs.
 */
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import { specificationProperties, type AttributeDefinition } from '../../contracts/specifications.ts';
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
    attributes: row.attributes,
    published: row.published,
    version: row.version,
  };
}

/**
 * A product row as the API returns it: `properties` lists the values of `attributes` (its category's effective
 * attributes, contracts/specifications.ts) formatted with their units, then the free rows.
 */
export function toProduct(row: ProductRow, attributes: readonly AttributeDefinition[]): Product {
  return {
    id: row.id,
    vendor: row.vendor as VendorKey,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    imagePath: row.imagePath,
    properties: specificationProperties(attributes, row.specifications, row.properties),
    otherImages: row.otherImages,
    configurations: row.configurations,
    specifications: row.specifications,
    documents: row.documents,
    published: row.published,
    imageAlts: row.imageAlts,
    version: row.version,
  };
}
