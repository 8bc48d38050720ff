/**
 * The alt text of one image of the product being edited (docs/decisions/0013, "alt text for every image, shown
 * on the public pages"): a text field beside the image, held in the form's `imageAlts` map (image path → text; a
 * whole-map value, since paths hold dots and slashes that react-hook-form would read as nested fields). Too long a
 * text says so on the field; the form refuses to save it (forms.ts).
 */
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATALOG_LIMITS } from '../../../../../contracts/catalog.ts';
import type { ProductFormValues } from '../forms.ts';

/** The hint under every alt-text field. */
export const IMAGE_ALT_HINT = 'Describe the image for someone who cannot see it';
/** The message of a text over the limit (the server's words, contracts/catalog-input.ts). */
export const IMAGE_ALT_TOO_LONG = `Alt text must be at most ${CATALOG_LIMITS.imageAlt} characters`;

export interface ImageAltFieldProps {
  /** The image's stored path (the map's key). */
  path: string;
  /** The field's label, e.g. 'Alt text of the main image'. */
  label: string;
}

/** One alt-text field; see the module comment. */
export function ImageAltField({ path, label }: ImageAltFieldProps) {
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const alts = useWatch({ control, name: 'imageAlts' }) ?? {};
  const value = alts[path] ?? '';
  const tooLong = value.length > CATALOG_LIMITS.imageAlt;
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={value}
      error={tooLong}
      helperText={tooLong ? IMAGE_ALT_TOO_LONG : IMAGE_ALT_HINT}
      onChange={(event) => setValue('imageAlts', { ...(getValues('imageAlts') ?? {}), [path]: event.target.value }, { shouldDirty: true })}
    />
  );
}
