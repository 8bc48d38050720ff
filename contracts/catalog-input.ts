/**
 * The catalogue write bodies — product-spec.md §5 (validation messages, word for word) and §7 (POST /Categories,
 * POST /Products). Used by the server to validate writes and by the Product Manager's forms (react-hook-form), so
 * both show the same messages. Classic zod (`.trim().min()`, `.default()`, `.transform()`); only the admin code
 * and the server load it. The read shapes they build on are in catalog.ts.
 */
import { z } from 'zod';
import { CATALOG_LIMITS, guidSchema, keyValueSchema, vendorKeySchema } from './catalog.ts';

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

