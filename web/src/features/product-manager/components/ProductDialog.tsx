/**
 * The Product dialog — product-spec.md §2: titled 'Add Product' or 'Edit Product'; 'Product Name' (required:
 * 'Product name is required', §5) and 'Description'; the main image upload; the expandable Properties list; Other
 * Images/Videos; Configurations with 'Upload all'; the typed Ratings of its category's attributes
 * (RatingsField); and its PDF Documents (DocumentsField). Saving is blocked while a picked file is not uploaded, in this
 * order: 'Please upload the main image first', 'Please upload other images first', 'Please upload all
 * configuration images first' (§5). Success: 'Product saved successfully.', the dialog closes and the list
 * reloads; failure: 'Failed to save product. Please try again.' (§8).
 *
 * Mount it with a fresh `key` per opening: the form starts from `product` (edit) or empty in `categoryId` (add).
 */
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import type { Product } from '../../../../../contracts/catalog.ts';
import { isVideoPath } from '../../../../../contracts/media.ts';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';
import type { Vendor } from '../../../../../contracts/vendors.ts';
import { getLatestProduct } from '../api/get-latest.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { useConflict } from '../hooks/use-conflict.ts';
import { DialogConflictNotice } from './ConflictNotice.tsx';
import {
  productFormDefaults,
  productFormSchemaFor,
  toProductBody,
  type ProductFormOutput,
  type ProductFormValues,
} from '../forms.ts';
import { useSaveAndClose } from '../hooks/use-save-and-close.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS } from '../texts.ts';
import { ConfigurationsField } from './ConfigurationsField.tsx';
import { DocumentsField } from './DocumentsField.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { SaveAsDraftField } from './SaveAsDraftField.tsx';
import { ImageAltField } from './ImageAltField.tsx';
import { MainImageField } from './MainImageField.tsx';
import { OtherMediaField } from './OtherMediaField.tsx';
import { PropertiesField } from './PropertiesField.tsx';
import { RatingsField } from './RatingsField.tsx';
import { NameField } from './NameField.tsx';

export interface ProductDialogProps {
  open: boolean;
  vendor: Vendor;
  /** The level a new product goes into (null: root). */
  categoryId: string | null;
  /** The product to edit; absent to add one. */
  product?: Product;
  /** `product` is a copy not stored yet (duplicate-product.ts): titled 'Add Product', saved as a new product. */
  copy?: boolean;
  /** The attributes the level's products carry (its listing's `productAttributes`): the Ratings rows. */
  attributes?: readonly AttributeDefinition[];
  onClose: () => void;
}

/** Add or edit a product; see the module comment. */
export function ProductDialog({ open, vendor, categoryId, product, copy = false, attributes = [], onClose }: ProductDialogProps) {
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchemaFor(attributes)),
    defaultValues: productFormDefaults(vendor.key, categoryId, product, attributes),
  });
  const save = useSaveProduct();
  const { errors } = form.formState;
  const conflict = useConflict(form, copy ? undefined : product?.version, async () => {
    const latest = await getLatestProduct(product!.id);
    return { values: productFormDefaults(vendor.key, categoryId, latest, attributes), version: latest.version };
  });
  const onValid = useSaveAndClose({
    mutation: save,
    // With the category's attributes the dialog owns the ratings; without (a root product), they are left alone.
    toBody: (values: ProductFormOutput) => ({
      ...(attributes.length ? toProductBody(values, { attributes, stored: product?.specifications ?? [] }) : toProductBody(values)),
      ...(conflict.version === undefined ? {} : { version: conflict.version }),
    }),
    texts: { success: ADMIN_SUCCESS.saveProduct, failure: ADMIN_ERRORS.saveProduct },
    onClose,
    onError: conflict.catchConflict,
  });
  const onSubmit = form.handleSubmit(onValid);
  const mainImage = useWatch({ control: form.control, name: 'imagePath' });

  return (
    <EditorDialog
      open={open}
      title={product && !copy ? 'Edit Product' : 'Add Product'}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="md"
    >
      <FormProvider {...form}>
        <DialogConflictNotice conflict={conflict} nameLabel="Product Name" />
        <NameField label="Product Name" error={errors.name} registration={form.register('name')} />
        <TextField label="Description" multiline minRows={3} maxRows={15} {...form.register('description')} />
        <MainImageField title="Main Image" pickLabel="Choose main image" />
        {mainImage && !isVideoPath(mainImage) && <ImageAltField path={mainImage} label="Alt text of the main image" />}
        <RatingsField attributes={attributes} />
        <PropertiesField />
        <OtherMediaField />
        <ConfigurationsField />
        <DocumentsField />
        {!product && <SaveAsDraftField />}
      </FormProvider>
    </EditorDialog>
  );
}
