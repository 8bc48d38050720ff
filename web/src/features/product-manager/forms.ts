/**
 * The form models of the Category and Product dialogs: the shared write schemas of contracts/catalog.ts (with
 * the §5 messages 'Category name is required' / 'Product name is required') extended by what only the browser
 * holds — files picked but not uploaded yet — and the functions that turn a valid form into the JSON body of
 * POST /Categories and POST /Products (product-spec.md §7).
 */
import { z } from 'zod';
import { CATALOG_LIMITS, keyValueSchema, type CategorySummary, type KeyValue, type Product } from '../../../../contracts/catalog.ts';
import { categoryInputSchema, productDocumentInputSchema, productInputSchema } from '../../../../contracts/catalog-input.ts';
import { UNIT_KEYS, UNITS } from '../../../../contracts/quantities.ts';
import { ATTRIBUTE_KINDS, specificationProblem, type AttributeDefinition, type SpecificationValue } from '../../../../contracts/specifications.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import type { CategoryBody } from './api/save-category.ts';
import type { ProductBody } from './api/save-product.ts';
import { ADMIN_UPLOAD_RULES } from './texts.ts';

/** A picked file that is not uploaded yet, or null. */
const pendingFile = z.custom<File>((value) => value instanceof File).nullable();

/** An attribute key made from its name: 'Nominal System Voltage (kV)' → 'nominal-system-voltage-kv'. */
export function attributeKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * An attribute row as the Category dialog holds it: `choices` as text, one per line; `unit` '' for
 * none; `key` '' for a new row (made from its name when saving, then kept when the name changes, so stored values
 * stay attached).
 */
const attributeRow = z
  .object({
    key: z.string(),
    name: z.string(),
    kind: z.enum(ATTRIBUTE_KINDS),
    unit: z.union([z.literal(''), z.enum(UNIT_KEYS)]),
    choices: z.string(),
    filter: z.boolean(),
    card: z.boolean(),
  })
  .transform(({ key, name, unit, choices, ...rest }) => ({
    ...rest,
    name,
    key: key || attributeKeyOf(name),
    // Only numbers and ranges have a unit: one left from before a change of kind is dropped.
    unit: (rest.kind === 'number' || rest.kind === 'range') && unit ? unit : null,
    choices: choices
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }));
export type AttributeRow = z.input<typeof attributeRow>;

/**
 * Category dialog: the shared body schema plus the picked, not yet uploaded image; its attributes as rows, read
 * into the API's shape and checked by the shared rules (contracts/catalog-input.ts), each message on its row's
 * field ('attributes.2.choices': 'List at least one choice').
 */
export const categoryFormSchema = categoryInputSchema.extend({
  imageFile: pendingFile,
  attributes: z.array(attributeRow).superRefine((rows, context) => {
    const checked = categoryInputSchema.shape.attributes.safeParse(rows);
    for (const issue of checked.success ? [] : checked.error.issues) {
      // The key is made from the name here: a key that cannot be made is the name's problem (a blank name has its own).
      const [index, field] = issue.path;
      if (field === 'key' && issue.message !== 'Each attribute key may appear once') {
        if (rows[Number(index)]?.name.trim()) context.addIssue({ code: 'custom', path: [index, 'name'], message: 'The name needs a letter or digit' });
        continue;
      }
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

/** A new, empty attribute row. */
export function newAttributeRow(): AttributeRow {
  return { key: '', name: '', kind: 'number', unit: '', choices: '', filter: true, card: false };
}

/** What the Category dialog's unit list shows for a unit: its symbol and what it measures ("kV — voltage"). */
export function unitLabel(unit: keyof typeof UNITS): string {
  const { symbol, quantity } = UNITS[unit];
  return symbol ? `${symbol} — ${quantity}` : 'None (a count)';
}

/**
 * Product dialog: the shared body schema, with the lists as objects (react-hook-form's useFieldArray needs
 * objects), a picked file per configuration row, the picked main image and the picked other media; its documents
 * with their sizes for the dialog to show, and the PDFs being uploaded.
 */
export const productFormSchema = productInputSchema.extend({
  otherImages: z.array(z.object({ path: z.string().max(CATALOG_LIMITS.path) })).max(CATALOG_LIMITS.listItems),
  configurations: z.array(z.object({ ...keyValueSchema.shape, file: pendingFile })).max(CATALOG_LIMITS.listItems),
  imageFile: pendingFile,
  mediaFiles: z.array(z.custom<File>((value) => value instanceof File)),
  documents: z.array(productDocumentInputSchema.extend({ bytes: z.number().optional() })).max(CATALOG_LIMITS.documents, `At most ${CATALOG_LIMITS.documents} documents`),
  documentFiles: z.array(z.custom<File>((value) => value instanceof File)),
  /** Alt text per image path, as typed (blank and orphaned ones are dropped by toProductBody). */
  imageAlts: z.record(z.string(), z.string()).refine((alts) => Object.values(alts).every((alt) => alt.trim().length <= CATALOG_LIMITS.imageAlt), `Alt text must be at most ${CATALOG_LIMITS.imageAlt} characters`),
});
export type ProductFormValues = z.input<typeof productFormSchema> & { ratings?: Ratings };
export type ProductFormOutput = z.output<typeof productFormSchema> & { ratings?: Ratings };

/**
 * The typed ratings as the Product dialog holds them, by attribute key: the text typed (a range's lower
 * bound) and a range's upper bound ('' for none).
 */
export type Ratings = Record<string, { value: string; max: string }>;

/** A number as typed: '1,015' and ' 220 ' read; '' is undefined; anything else NaN. */
function typedNumber(text: string): number | undefined {
  const trimmed = text.replace(/,/g, '').trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The value a rating's fields hold for `attribute` (undefined when left empty), or the problem with it in the words
 * the server would use (contracts/specifications.ts `specificationProblem`): "Nominal System Voltage must be a
 * number (in kV)".
 */
export function readRating(attribute: AttributeDefinition, rating: { value: string; max: string } | undefined): { value?: SpecificationValue['value']; problem?: string } {
  const text = rating?.value.trim() ?? '';
  const maxText = rating?.max.trim() ?? '';
  if (text === '' && maxText === '') return {};
  let value: SpecificationValue['value'];
  if (attribute.kind === 'number' || attribute.kind === 'range') {
    const min = typedNumber(text);
    const max = attribute.kind === 'range' ? typedNumber(maxText) : undefined;
    // A range with one bound is that one number.
    value = min !== undefined && max !== undefined ? { min, max } : (min ?? max ?? NaN);
    if (typeof value === 'number' && !Number.isFinite(value)) value = text;
    if (typeof value === 'object' && (!Number.isFinite(value.min) || !Number.isFinite(value.max))) value = `${text}–${maxText}`;
  } else {
    value = text;
  }
  const problem = specificationProblem(attribute, value);
  return problem ? { problem } : { value };
}

/** The Product dialog's schema for a product whose category carries `attributes`: each rating checked as it is typed. */
export function productFormSchemaFor(attributes: readonly AttributeDefinition[]) {
  return productFormSchema.extend({ ratings: z.record(z.string(), z.object({ value: z.string(), max: z.string() })).optional() }).superRefine((values, context) => {
    for (const attribute of attributes) {
      const { problem } = readRating(attribute, values.ratings?.[attribute.key]);
      if (problem) context.addIssue({ code: 'custom', path: ['ratings', attribute.key, 'value'], message: problem });
    }
  });
}

/** The unit a rating's field shows after the number ("kV"), or '' for none. */
export function ratingUnit(attribute: AttributeDefinition): string {
  return attribute.unit ? UNITS[attribute.unit].symbol : '';
}

/** The dialog's fields of stored values: numbers as typed text, a range's bounds apart. */
function ratingsDefaults(attributes: readonly AttributeDefinition[], values: readonly SpecificationValue[]): Ratings {
  const byKey = new Map(values.map((v) => [v.attribute, v.value]));
  return Object.fromEntries(
    attributes.map((attribute) => {
      const value = byKey.get(attribute.key);
      if (value === undefined) return [attribute.key, { value: '', max: '' }];
      if (typeof value === 'object') return [attribute.key, value.min === value.max ? { value: String(value.min), max: '' } : { value: String(value.min), max: String(value.max) }];
      return [attribute.key, { value: String(value), max: '' }];
    }),
  );
}

/** The fields of both dialogs' single image (category image, product main image). */
export interface MainImageFields {
  vendor: VendorKey;
  imagePath?: string | null;
  imageFile: File | null;
}

/** Initial values of the Category dialog: an existing category, or a new one under `parentCategoryId`. */
export function categoryFormDefaults(
  vendor: VendorKey,
  parentCategoryId: string | null,
  category?: CategorySummary,
): CategoryFormValues {
  return {
    id: category?.id ?? null,
    name: category?.name ?? '',
    vendor,
    description: category?.description ?? '',
    imagePath: category?.imagePath ?? '',
    parentCategoryId: category ? category.parentCategoryId : parentCategoryId,
    attributes: (category?.attributes ?? []).map(({ key, name, kind, unit, choices, filter, card }) => ({ key, name, kind, unit: unit ?? '', choices: choices.join('\n'), filter, card })),
    imageFile: null,
  };
}

/**
 * Initial values of the Product dialog: an existing product, or a new one in `categoryId` (null: root); the ratings
 * of `attributes` (its category's) filled from its stored values.
 */
export function productFormDefaults(vendor: VendorKey, categoryId: string | null, product?: Product, attributes: readonly AttributeDefinition[] = []): ProductFormValues {
  return {
    ratings: ratingsDefaults(attributes, product?.specifications ?? []),
    id: product?.id ?? null,
    name: product?.name ?? '',
    vendor,
    categoryId: product ? product.categoryId : categoryId,
    description: product?.description ?? '',
    imagePath: product?.imagePath ?? '',
    // The free rows only: typed rows (`attribute` set) are the product's specifications, which a save that leaves
    // `specifications` out keeps as they are.
    properties: product?.properties.filter((row) => !row.attribute).map(({ key, value }) => ({ key, value })) ?? [],
    otherImages: product?.otherImages.map((path) => ({ path })) ?? [],
    configurations: product?.configurations.map(({ key, value }) => ({ key, value, file: null })) ?? [],
    imageFile: null,
    mediaFiles: [],
    documents: product?.documents.map(({ title, path, bytes }) => ({ title, path, bytes })) ?? [],
    documentFiles: [],
    imageAlts: { ...product?.imageAlts },
  };
}

/**
 * The §5 blocker of a save, or null: a picked but not uploaded main image, other media or configuration image
 * (the Category dialog passes only its image, which gets the main-image text); then documents still uploading.
 */
export function pendingUploadBlocker(
  values: Pick<ProductFormOutput, 'imageFile'> & Partial<Pick<ProductFormOutput, 'mediaFiles' | 'configurations' | 'documentFiles'>>,
): string | null {
  if (values.imageFile) return ADMIN_UPLOAD_RULES.pendingMainImage;
  if (values.mediaFiles?.length) return ADMIN_UPLOAD_RULES.pendingOtherImages;
  if (values.configurations?.some((row) => row.file)) return ADMIN_UPLOAD_RULES.pendingConfigurationImages;
  if (values.documentFiles?.length) return ADMIN_UPLOAD_RULES.pendingDocuments;
  return null;
}

/** Body of POST /Categories from a valid Category form (the picked-file field left out). */
export function toCategoryBody({ imageFile: _imageFile, ...body }: CategoryFormOutput): CategoryBody {
  return body;
}

const blank = (row: KeyValue) => !row.key.trim() && !row.value.trim();

/**
 * Body of POST /Products from a valid Product form: lists back to the API shapes, in their order; rows with
 * neither key nor value are left out; an empty categoryId is removed (product-spec.md §7); the documents go as
 * titles and paths (the server measures the files). With `ratings` (the
 * category's attributes and the product's stored values), `specifications` holds the ratings filled in, plus the
 * stored values of attributes the category no longer defines (kept, not shown: docs/decisions/0009); without, it
 * is left out and the server keeps what it has.
 */
export function toProductBody(values: ProductFormOutput, ratings?: { attributes: readonly AttributeDefinition[]; stored: readonly SpecificationValue[] }): ProductBody {
  const { id, name, vendor, categoryId, description, imagePath, properties, otherImages, configurations, documents, published } = values;
  const images = new Set([imagePath, ...otherImages.map((item) => item.path)].filter(Boolean));
  return {
    id,
    // A new product saved as a draft; the server ignores the flag on an update (publishing is its own action).
    ...(published === false && !id ? { published: false } : {}),
    name,
    vendor,
    ...(categoryId ? { categoryId } : {}),
    description,
    imagePath,
    properties: properties.filter((row) => !blank(row)),
    otherImages: otherImages.map((item) => item.path).filter(Boolean),
    configurations: configurations.map(({ key, value }) => ({ key, value })).filter((row) => !blank(row)),
    documents: documents.map(({ title, path }) => ({ title, path })),
    // Only the images the product keeps, blank texts left out (the public pages then use the name).
    imageAlts: Object.fromEntries(Object.entries(values.imageAlts).map(([path, alt]) => [path, alt.trim()] as const).filter(([path, alt]) => alt && images.has(path))),
    ...(ratings ? { specifications: specificationsOf(values.ratings, ratings.attributes, ratings.stored) } : {}),
  };
}

/** The specifications a save sends: see toProductBody. */
function specificationsOf(values: Ratings | undefined, attributes: readonly AttributeDefinition[], stored: readonly SpecificationValue[]): SpecificationValue[] {
  const shown = new Set(attributes.map((a) => a.key));
  const typed = attributes.flatMap((attribute) => {
    const { value } = readRating(attribute, values?.[attribute.key]);
    return value === undefined ? [] : [{ attribute: attribute.key, value }];
  });
  return [...typed, ...stored.filter((v) => !shown.has(v.attribute))];
}
