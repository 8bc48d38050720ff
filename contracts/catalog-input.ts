/**
 * The catalogue write bodies — product-spec.md §5 (validation messages, word for word) and §7 (POST /Categories,
 * POST /Products). Used by the server to validate writes and by the Product Manager's forms (react-hook-form), so
 * both show the same messages. Classic zod (`.trim().min()`, `.default()`, `.transform()`); only the admin code
 * and the server load it. The read shapes they build on are in catalog.ts.
 */
import { z } from 'zod';
import { CATALOG_LIMITS, guidSchema, keyValueSchema, vendorKeySchema } from './catalog.ts';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';
import { ATTRIBUTE_KINDS, attributeKeySchema, SPECIFICATION_LIMITS, specificationValueSchema } from './specifications.ts';
import { UNIT_KEYS } from './quantities.ts';
import { DOCUMENT_FOLDER, uploadedPathType } from './upload.ts';

/** Treats '' and undefined as null: "an empty parent is sent absent or null" (product-spec.md §7). */
const optionalGuid = z
  .union([guidSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

/** Text of at most `max` characters without control characters (contracts/plain-text.ts), labelled `label` in the message. */
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

/** A `properties` row as a client may post it back from a read: a free row, or a typed one (`attribute` set). */
const propertyInput = z.object({ ...keyValueSchema.shape, attribute: z.string().optional(), quantity: z.unknown().optional() }).check(
  z.refine((kv) => isPlainText(kv.key), { message: notAllowedCharacterMessage('Name'), path: ['key'] }),
  z.refine((kv) => isPlainText(kv.value), { message: notAllowedCharacterMessage('Value'), path: ['value'] }),
);

/**
 * One attribute of a category as the Category dialog sends it (contracts/specifications.ts
 * `AttributeDefinition`): `choices`, `filter`, `card` and `unit` may be left out (none, false, false, no unit).
 * A number or range needs a unit or none (a count); a choice needs at least one choice, each once.
 */
const attributeInput = z
  .object({
    key: attributeKeySchema,
    name: requiredName('Attribute name', 'Attribute name is required').pipe(z.string().max(SPECIFICATION_LIMITS.attributeName)),
    kind: z.enum(ATTRIBUTE_KINDS, { error: `Kind must be one of: ${ATTRIBUTE_KINDS.join(', ')}` }),
    unit: z.enum(UNIT_KEYS, { error: 'Unknown unit' }).nullish().transform((v) => v ?? null),
    choices: z.array(z.string().trim().min(1, 'A choice cannot be empty').max(SPECIFICATION_LIMITS.choice).refine(isPlainText, notAllowedCharacterMessage('Choice'))).max(SPECIFICATION_LIMITS.choices).default([]),
    filter: z.boolean().default(false),
    card: z.boolean().default(false),
  })
  .superRefine((a, context) => {
    if (a.kind === 'choice' && a.choices.length === 0) context.addIssue({ code: 'custom', path: ['choices'], message: 'List at least one choice' });
    if (new Set(a.choices).size !== a.choices.length) context.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice may appear once' });
    if ((a.kind === 'choice' || a.kind === 'text') && a.unit) context.addIssue({ code: 'custom', path: ['unit'], message: 'Only numbers and ranges have a unit' });
  });

/**
 * A product's document as the product dialog sends it: its title and the path POST /api/upload answered
 * for the PDF (`documents/{timestamp}-{name}.pdf`). The server measures the file on save (server/catalog/documents.ts).
 */
export const productDocumentInputSchema = z.object({
  title: requiredName('Document title', 'Document title is required'),
  path: z.string().refine(
    (path) => uploadedPathType(path)?.kind === 'document',
    { message: `Upload the PDF first: the path must be ${DOCUMENT_FOLDER}/{timestamp}-{name}.pdf` },
  ),
});

/** A list of items whose `key` must be unique: the second of two equal keys gets `message` on its `key`. */
function uniqueKeys<T>(list: z.ZodType<T[]>, keyOf: (item: T) => string, field: string, message: string) {
  return list.superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, field], message });
      seen.add(key);
    });
  });
}

/**
 * The version the editor opened (a staff read's `version`): a save over a newer stored version is refused with 409
 * CONFLICT and changes nothing; left out, the save is last-write-wins (product-spec.md §7's clients).
 */
const openedVersion = z.number({ error: 'version must be a whole number' }).int('version must be a whole number').min(1).nullish();

/** POST /api/Categories body (create or update by id) — product-spec.md §5 and §7. */
export const categoryInputSchema = z.object({
  id: optionalGuid,
  name: requiredName('Category name', 'Category name is required'),
  vendor: vendorKeySchema,
  description: text(CATALOG_LIMITS.description, 'Description').default(''),
  imagePath: text(CATALOG_LIMITS.path, 'Image path').nullish().transform((v) => v ?? ''),
  parentCategoryId: optionalGuid,
  /** The attributes its products carry; absent on an update keeps the stored ones. */
  attributes: uniqueKeys(z.array(attributeInput).max(SPECIFICATION_LIMITS.attributes, `At most ${SPECIFICATION_LIMITS.attributes} attributes`), (a) => a.key, 'key', 'Each attribute key may appear once').optional(),
  /** On create only: false saves it as a draft (absent: published, as §7 clients expect); an update never changes it. */
  published: z.boolean('published must be true or false').optional(),
  version: openedVersion,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/**
 * The error path of the alt text of image `path`: 'imageAlts.' and the path with its slashes as dots, as the
 * server's validation names a record's key ('imageAlts.images.1700000000000-rod.png').
 */
export function imageAltField(path: string): string {
  return `imageAlts.${path.replaceAll('/', '.')}`;
}

/** Alt texts as the product dialog sends them: at most `CATALOG_LIMITS.imageAlt` characters each, plain text, blanks left out. */
export const imageAltsInput = z
  .record(z.string().max(CATALOG_LIMITS.path), z.string().trim().max(CATALOG_LIMITS.imageAlt, `Alt text must be at most ${CATALOG_LIMITS.imageAlt} characters`).refine(isPlainText, notAllowedCharacterMessage('Alt text')))
  .transform((alts) => Object.fromEntries(Object.entries(alts).filter(([, alt]) => alt !== '')));

/** POST /api/Products body (create or update by id; empty categoryId means root) — product-spec.md §5, §7. */
export const productInputSchema = z.object({
  id: optionalGuid,
  name: requiredName('Product name', 'Product name is required'),
  vendor: vendorKeySchema,
  categoryId: optionalGuid,
  description: text(CATALOG_LIMITS.description, 'Description').default(''),
  imagePath: text(CATALOG_LIMITS.path, 'Image path').nullish().transform((v) => v ?? ''),
  /**
   * §3's free rows. Rows that carry `attribute` are the typed values as the read API lists them (a client posting
   * back what it read): they are dropped here, since `specifications` holds those values.
   */
  properties: z
    .array(propertyInput)
    .max(CATALOG_LIMITS.listItems)
    .default([])
    .transform((rows) => rows.filter((row) => !row.attribute).map(({ key, value }) => ({ key, value }))),
  otherImages: z.array(text(CATALOG_LIMITS.path, 'Image path')).max(CATALOG_LIMITS.listItems).default([]),
  configurations: z.array(keyValueInput).max(CATALOG_LIMITS.listItems).default([]),
  /**
   * Values of the category's attributes, checked against them on save (server/catalog/writes.ts);
   * absent on an update keeps the stored ones.
   */
  specifications: uniqueKeys(z.array(specificationValueSchema).max(SPECIFICATION_LIMITS.attributes, `At most ${SPECIFICATION_LIMITS.attributes} values`), (v) => v.attribute, 'attribute', 'Each attribute may have one value').optional(),
  /**
   * Its documents, each file once; absent on an update keeps the stored ones (a client of §7's shape
   * never erases them).
   */
  documents: uniqueKeys(z.array(productDocumentInputSchema).max(CATALOG_LIMITS.documents, `At most ${CATALOG_LIMITS.documents} documents`), (d) => d.path, 'path', 'Each file may be listed once').optional(),
  /** On create only: false saves it as a draft (absent: published, as §7 clients expect); an update never changes it. */
  published: z.boolean('published must be true or false').optional(),
  version: openedVersion,
  /**
   * Alt text per image path (contracts/catalog.ts `imageAlts`); empty texts are dropped; absent on an update keeps
   * the stored ones. Each key must be one of the product's images (checked on save, server/catalog/writes.ts).
   */
  imageAlts: imageAltsInput.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

