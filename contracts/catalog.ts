/**
 * Catalogue shapes shared by the server and the browser — product-spec.md §3 (entities) and §7 (calls).
 *
 * JSON field names are camelCase exactly as the spec writes them. Ids are GUIDs (lower-case on output).
 * The write schemas (`categoryInputSchema`, `productInputSchema`) carry the validation messages of §5.
 */
import { z } from 'zod';
import { VENDORS } from './vendors.ts';

/** Length limits for catalogue text (our decision; product-spec.md §5 says server rules are "not shown"). */
export const CATALOG_LIMITS = {
  name: 200,
  description: 10_000,
  path: 500,
  propertyKey: 200,
  propertyValue: 2_000,
  listItems: 100,
} as const;

/** A GUID in canonical 8-4-4-4-12 hex form, any case. */
export const guidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Must be a GUID');

/** A vendor key ('radhe' | 'therm'). */
export const vendorKeySchema = z.enum(VENDORS.map((v) => v.key) as ['radhe', 'therm'], {
  message: 'Unknown vendor',
});

/** An ordered key/value pair (product properties; configurations use key = name, value = image path). */
export const keyValueSchema = z.object({
  key: z.string().max(CATALOG_LIMITS.propertyKey),
  value: z.string().max(CATALOG_LIMITS.propertyValue),
});
export type KeyValue = z.infer<typeof keyValueSchema>;

/** A product as the API returns it (product-spec.md §3). `categoryId` is null for a root product. */
export const productSchema = z.object({
  id: guidSchema,
  vendor: vendorKeySchema,
  categoryId: guidSchema.nullable(),
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  properties: z.array(keyValueSchema),
  otherImages: z.array(z.string()),
  configurations: z.array(keyValueSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A category without its children, as it appears in a listing's `subCategories`. */
export const categorySummarySchema = z.object({
  id: guidSchema,
  vendor: vendorKeySchema,
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  parentCategoryId: guidSchema.nullable(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/**
 * GET /api/Categories/{vendor}[?categoryId=] — product-spec.md §3 "Category listing response":
 * name, description, subCategories, products. For the root (no categoryId) `id` is null, the name is the
 * vendor's name and the description is empty.
 */
export const categoryListingSchema = z.object({
  id: guidSchema.nullable(),
  vendor: vendorKeySchema,
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  parentCategoryId: guidSchema.nullable(),
  subCategories: z.array(categorySummarySchema),
  products: z.array(productSchema),
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

/** Treats '' and undefined as null: "an empty parent is sent absent or null" (product-spec.md §7). */
const optionalGuid = z
  .union([guidSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** POST /api/Categories body (create or update by id) — product-spec.md §5 and §7. */
export const categoryInputSchema = z.object({
  id: optionalGuid,
  name: z.string({ error: 'Category name is required' }).trim().min(1, 'Category name is required').max(CATALOG_LIMITS.name),
  vendor: vendorKeySchema,
  description: text(CATALOG_LIMITS.description).default(''),
  imagePath: text(CATALOG_LIMITS.path).nullish().transform((v) => v ?? ''),
  parentCategoryId: optionalGuid,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** POST /api/Products body (create or update by id; empty categoryId means root) — product-spec.md §5, §7. */
export const productInputSchema = z.object({
  id: optionalGuid,
  name: z.string({ error: 'Product name is required' }).trim().min(1, 'Product name is required').max(CATALOG_LIMITS.name),
  vendor: vendorKeySchema,
  categoryId: optionalGuid,
  description: text(CATALOG_LIMITS.description).default(''),
  imagePath: text(CATALOG_LIMITS.path).nullish().transform((v) => v ?? ''),
  properties: z.array(keyValueSchema).max(CATALOG_LIMITS.listItems).default([]),
  otherImages: z.array(text(CATALOG_LIMITS.path)).max(CATALOG_LIMITS.listItems).default([]),
  configurations: z.array(keyValueSchema).max(CATALOG_LIMITS.listItems).default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** The one error shape of every API error response: { message, code, details? }. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
