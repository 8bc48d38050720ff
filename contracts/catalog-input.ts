/**
 * The catalogue write bodies — product-spec.md §5 (validation messages, word for word) and §7 (POST /Categories,
 * POST /Products). Used by the server to validate writes and by the Product Manager's forms (react-hook-form), so
 * both show the same messages. Classic zod (`.trim().min()`, `.default()`, `.transform()`); only the admin code
 * and the server load it. The read shapes they build on are in catalog.ts.
 */
import { z } from 'zod';
import { CATALOG_LIMITS, guidSchema, keyValueSchema, vendorKeySchema } from './catalog.ts';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';

/** Treats '' and undefined as null: "an empty parent is sent absent or null" (product-spec.md §7). */
const optionalGuid = z
  .union([guidSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

/** Text of at most `max` characters without control characters (contracts/plain-text.ts; issue 18), labelled `label` in the message. */
const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine(isPlainText, notAllowedCharacterMessage(label));

/** A required name (trimmed, 1–CATALOG_LIMITS.name characters, plain text); `required` is §5's message. */
const requiredName = (label: string, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(CATALOG_LIMITS.name).refine(isPlainText, notAllowedCharacterMessage(label));

/** A property or configuration row: contracts/catalog.ts `keyValueSchema`, plain text in both parts. */
const keyValueInput = keyValueSchema.check(
  z.refine((kv) => isPlainText(kv.key), { message: notAllowedCharacterMessage('Name'), path: ['key'] }),
  z.refine((kv) => isPlainText(kv.value), { message: notAllowedCharacterMessage('Value'), path: ['value'] }),
);

/** POST /api/Categories body (create or update by id) — product-spec.md §5 and §7. */
export const categoryInputSchema = z.object({
  id: optionalGuid,
  name: requiredName('Category name', 'Category name is required'),
  vendor: vendorKeySchema,
  description: text(CATALOG_LIMITS.description, 'Description').default(''),
  imagePath: text(CATALOG_LIMITS.path, 'Image path').nullish().transform((v) => v ?? ''),
  parentCategoryId: optionalGuid,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** POST /api/Products body (create or update by id; empty categoryId means root) — product-spec.md §5, §7. */
export const productInputSchema = z.object({
  id: optionalGuid,
  name: requiredName('Product name', 'Product name is required'),
  vendor: vendorKeySchema,
  categoryId: optionalGuid,
  description: text(CATALOG_LIMITS.description, 'Description').default(''),
  imagePath: text(CATALOG_LIMITS.path, 'Image path').nullish().transform((v) => v ?? ''),
  properties: z.array(keyValueInput).max(CATALOG_LIMITS.listItems).default([]),
  otherImages: z.array(text(CATALOG_LIMITS.path, 'Image path')).max(CATALOG_LIMITS.listItems).default([]),
  configurations: z.array(keyValueInput).max(CATALOG_LIMITS.listItems).default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;

