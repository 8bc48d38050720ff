/**
 * The Category dialog — product-spec.md §2: titled 'Add Category' or 'Edit Category'; fields 'Category Name'
 * (required: 'Category name is required', §5), 'Vendor' (read-only, the selected vendor), 'Description'
 * (multiline, up to 15 rows shown) and the image upload with preview; then its Attributes, the typed ratings its
 * products carry (AttributesField). Save is blocked while a picked image is
 * not uploaded ('Please upload the main image first': §4 says a picked file blocks saving, §5 has no text of
 * its own for a category's single image). Success: 'Category saved successfully.', the dialog closes and the
 * list reloads; failure: 'Failed to save category. Please try again.' (§8).
 *
 * Mount it with a fresh `key` per opening: the form starts from `category` (edit) or empty under
 * `parentCategoryId` (add).
 */
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import type { CategorySummary } from '../../../../../contracts/catalog.ts';
import type { Vendor } from '../../../../../contracts/vendors.ts';
import { useSaveCategory } from '../api/save-category.ts';
import {
  categoryFormDefaults,
  categoryFormSchema,
  toCategoryBody,
  type CategoryFormOutput,
  type CategoryFormValues,
} from '../forms.ts';
import { getLatestCategory } from '../api/get-latest.ts';
import { useConflict } from '../hooks/use-conflict.ts';
import { DialogConflictNotice } from './ConflictNotice.tsx';
import { useSaveAndClose } from '../hooks/use-save-and-close.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS } from '../texts.ts';
import { AttributesField } from './AttributesField.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { SaveAsDraftField } from './SaveAsDraftField.tsx';
import { MainImageField } from './MainImageField.tsx';
import { NameField } from './NameField.tsx';

export interface CategoryDialogProps {
  open: boolean;
  vendor: Vendor;
  /** The level a new category goes into (null: root). */
  parentCategoryId: string | null;
  /** The category to edit; absent to add one. */
  category?: CategorySummary;
  onClose: () => void;
}

/** Add or edit a category; see the module comment. */
export function CategoryDialog({ open, vendor, parentCategoryId, category, onClose }: CategoryDialogProps) {
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(vendor.key, parentCategoryId, category),
  });
  const save = useSaveCategory();
  const { errors } = form.formState;
  const conflict = useConflict(form, category?.version, async () => {
    const latest = await getLatestCategory(vendor.key, category!.id);
    const summary = { ...latest, id: category!.id, published: category!.published };
    return { values: categoryFormDefaults(vendor.key, parentCategoryId, summary), version: latest.version };
  });
  const onValid = useSaveAndClose({
    mutation: save,
    toBody: (values: CategoryFormOutput) => ({ ...toCategoryBody(values), ...(conflict.version === undefined ? {} : { version: conflict.version }) }),
    texts: { success: ADMIN_SUCCESS.saveCategory, failure: ADMIN_ERRORS.saveCategory },
    onClose,
    onError: conflict.catchConflict,
  });
  const onSubmit = form.handleSubmit(onValid);

  return (
    <EditorDialog
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={onSubmit}
      // Wide enough for an attribute row's name, kind and unit side by side.
      maxWidth="md"
    >
      <FormProvider {...form}>
        <DialogConflictNotice conflict={conflict} nameLabel="Category Name" />
        <NameField label="Category Name" error={errors.name} registration={form.register('name')} />
        <TextField label="Vendor" value={vendor.name} slotProps={{ input: { readOnly: true } }} />
        <TextField label="Description" multiline minRows={3} maxRows={15} {...form.register('description')} />
        <MainImageField title="Image" pickLabel="Choose image" />
        <AttributesField />
        {!category && <SaveAsDraftField />}
      </FormProvider>
    </EditorDialog>
  );
}
