/**
 * The texts of the Product Manager, word for word from product-spec.md §5 (validation and upload rules) and §8
 * (error catalogue and success messages). The validation messages 'Category name is required' and
 * 'Product name is required' live in the shared schemas (contracts/catalog.ts).
 */
import type { UploadKind } from '../../../../contracts/upload.ts';

/**
 * An address (a reload, a link from a colleague) naming a category the storefront no longer has (ours, not the
 * spec's: docs/decisions/0013 "the manager's place is in the address").
 */
export const CATEGORY_GONE_TEXT =
  'The category this address names is not in this storefront: it was deleted (see Recently deleted) or the link is wrong.';

/** §8 error catalogue. */
export const ADMIN_ERRORS = {
  fetchListing: 'Failed to fetch categories and products.',
  saveCategory: 'Failed to save category. Please try again.',
  saveProduct: 'Failed to save product. Please try again.',
  uploadOne: 'Failed to upload image. Please try again.',
  uploadMany: 'Failed to upload some files. Please try again.',
  deleteCategory: 'Failed to delete category.',
  deleteProduct: 'Failed to delete product.',
} as const;

/** §8 success messages; the category save message is ours (§8 lists none for it). */
export const ADMIN_SUCCESS = {
  deleteCategory: 'Category deleted successfully.',
  deleteProduct: 'Product deleted successfully.',
  uploadOne: 'Image uploaded successfully.',
  uploadFiles: 'Files uploaded successfully.',
  uploadImages: 'Images uploaded successfully.',
  saveProduct: 'Product saved successfully.',
  saveCategory: 'Category saved successfully.',
} as const;

/** §5 upload rules: upload with nothing selected, and saving with a selected but not yet uploaded file. */
export const ADMIN_UPLOAD_RULES = {
  selectFile: 'Please select a file first',
  selectFiles: 'Please select at least one file',
  pendingMainImage: 'Please upload the main image first',
  pendingOtherImages: 'Please upload other images first',
  pendingConfigurationImages: 'Please upload all configuration images first',
  /** Ours: Save pressed while the product's PDF documents are still uploading. */
  pendingDocuments: 'Please wait until the documents have uploaded',
} as const;

/**
 * §5: what the pickers accept — "Image pickers accept image/*. The other-media picker accepts image/* and
 * video/*". Narrowed to the types the server takes (contracts/upload.ts UPLOAD_TYPES: PNG, JPEG, WebP,
 * AVIF, GIF; MP4, WebM), all within image/* and video/*, so a picker never offers a file the server refuses.
 */
export const IMAGE_KINDS: readonly UploadKind[] = ['image'];
export const MEDIA_KINDS: readonly UploadKind[] = ['image', 'video'];
/** The product's documents picker: PDF only. */
export const DOCUMENT_KINDS: readonly UploadKind[] = ['document'];

/** §9: alert auto-hide. */
export const TOAST_AUTO_HIDE_MS = 6000;

/** §9: breadcrumbs collapse above 8 items. */
export const BREADCRUMB_MAX_ITEMS = 8;
