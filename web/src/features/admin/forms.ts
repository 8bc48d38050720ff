/**
 * The form models of the Category and Product dialogs: the shared write schemas of contracts/catalog.ts (with
 * the §5 messages 'Category name is required' / 'Product name is required') extended by what only the browser
 * holds — files picked but not uploaded yet — and the functions that turn a valid form into the JSON body of
 * POST /Categories and POST /Products (product-spec.md §7).
 */
import { z } from 'zod';
import { CATALOG_LIMITS, keyValueSchema, type CategorySummary, type KeyValue, type Product } from '../../../../contracts/catalog.ts';
import { categoryInputSchema, productInputSchema } from '../../../../contracts/catalog-input.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import type { CategoryBody } from './api/save-category.ts';
import type { ProductBody } from './api/save-product.ts';
import { ADMIN_UPLOAD_RULES } from './texts.ts';

/** A picked file that is not uploaded yet, or null. */
const pendingFile = z.custom<File>((value) => value instanceof File).nullable();

/** Category dialog: the shared body schema plus the picked, not yet uploaded image. */
export const categoryFormSchema = categoryInputSchema.extend({ imageFile: pendingFile });
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

/**
 * Product dialog: the shared body schema, with the lists as objects (react-hook-form's useFieldArray needs
 * objects), a picked file per configuration row, the picked main image and the picked other media.
 */
export const productFormSchema = productInputSchema.extend({
  otherImages: z.array(z.object({ path: z.string().max(CATALOG_LIMITS.path) })).max(CATALOG_LIMITS.listItems),
  configurations: z.array(z.object({ ...keyValueSchema.shape, file: pendingFile })).max(CATALOG_LIMITS.listItems),
  imageFile: pendingFile,
  mediaFiles: z.array(z.custom<File>((value) => value instanceof File)),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

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
    imageFile: null,
  };
}

/** Initial values of the Product dialog: an existing product, or a new one in `categoryId` (null: root). */
export function productFormDefaults(vendor: VendorKey, categoryId: string | null, product?: Product): ProductFormValues {
  return {
    id: product?.id ?? null,
    name: product?.name ?? '',
    vendor,
    categoryId: product ? product.categoryId : categoryId,
    description: product?.description ?? '',
    imagePath: product?.imagePath ?? '',
    // The free rows only: typed rows (`attribute` set) are the product's specifications, which a save that leaves
    // `specifications` out keeps as they are (issue 20).
    properties: product?.properties.filter((row) => !row.attribute).map(({ key, value }) => ({ key, value })) ?? [],
    otherImages: product?.otherImages.map((path) => ({ path })) ?? [],
    configurations: product?.configurations.map(({ key, value }) => ({ key, value, file: null })) ?? [],
    imageFile: null,
    mediaFiles: [],
  };
}

/**
 * The §5 blocker of a save, or null: a picked but not uploaded main image, other media or configuration image
 * (the Category dialog passes only its image, which gets the main-image text).
 */
export function pendingUploadBlocker(
  values: Pick<ProductFormOutput, 'imageFile'> & Partial<Pick<ProductFormOutput, 'mediaFiles' | 'configurations'>>,
): string | null {
  if (values.imageFile) return ADMIN_UPLOAD_RULES.pendingMainImage;
  if (values.mediaFiles?.length) return ADMIN_UPLOAD_RULES.pendingOtherImages;
  if (values.configurations?.some((row) => row.file)) return ADMIN_UPLOAD_RULES.pendingConfigurationImages;
  return null;
}

/** Body of POST /Categories from a valid Category form (the picked-file field left out). */
export function toCategoryBody({ imageFile: _imageFile, ...body }: CategoryFormOutput): CategoryBody {
  return body;
}

const blank = (row: KeyValue) => !row.key.trim() && !row.value.trim();

/**
 * Body of POST /Products from a valid Product form: lists back to the API shapes, in their order; rows with
 * neither key nor value are left out; an empty categoryId is removed (product-spec.md §7).
 */
export function toProductBody(values: ProductFormOutput): ProductBody {
  const { id, name, vendor, categoryId, description, imagePath, properties, otherImages, configurations } = values;
  return {
    id,
    name,
    vendor,
    ...(categoryId ? { categoryId } : {}),
    description,
    imagePath,
    properties: properties.filter((row) => !blank(row)),
    otherImages: otherImages.map((item) => item.path).filter(Boolean),
    configurations: configurations.map(({ key, value }) => ({ key, value })).filter((row) => !blank(row)),
  };
}
