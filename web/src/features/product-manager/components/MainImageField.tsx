/**
 * The single image of a dialog (the category image, the product's main image) — product-spec.md §2 "Image
 * Upload with preview" and §5: the picker accepts the image types the server takes (within image/*), named
 * beside it with the size limit; Upload with nothing picked says 'Please select a file first'; an
 * upload says 'Image uploaded successfully.' or 'Failed to upload image. Please try again.', with the server's
 * reason under it and beside the file when the server refused it.
 * The picked file stays in the form (`imageFile`) until it is uploaded, which blocks saving (§4); the stored
 * path goes to `imagePath`. Lives inside a react-hook-form FormProvider whose values include MainImageFields.
 */
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MainImageFields } from '../forms.ts';
import { usePickerUpload } from '../hooks/use-picker-upload.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES, IMAGE_KINDS } from '../texts.ts';
import { FilePickerButton } from './FilePickerButton.tsx';
import { MediaPreview, pathFileName } from './MediaPreview.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadRefusal, UploadTypesHint } from './UploadNotes.tsx';

export interface MainImageFieldProps {
  /** Section heading, e.g. 'Image' or 'Main Image'. */
  title: string;
  /** Picker text and accessible name, e.g. 'Choose image'. */
  pickLabel: string;
}

/** Preview, picker, Upload and Remove of one image; see the module comment. */
export function MainImageField({ title, pickLabel }: MainImageFieldProps) {
  const { control, getValues, setValue } = useFormContext<MainImageFields>();
  const [vendor, imagePath, imageFile] = useWatch({ control, name: ['vendor', 'imagePath', 'imageFile'] });
  const hintId = useId();
  const upload = usePickerUpload(vendor, {
    empty: ADMIN_UPLOAD_RULES.selectFile,
    success: ADMIN_SUCCESS.uploadOne,
    failure: ADMIN_ERRORS.uploadOne,
  });

  const onUpload = () => {
    const file = getValues('imageFile');
    upload.start(file ? [file] : [], ([uploaded]) => {
      if (!uploaded) return;
      setValue('imagePath', uploaded.path, { shouldDirty: true });
      // A file picked while this one uploaded stays pending.
      if (getValues('imageFile') === uploaded.file) setValue('imageFile', null, { shouldDirty: true });
    });
  };

  const status = imageFile ? `${imageFile.name} (not uploaded yet)` : imagePath ? pathFileName(imagePath) : '';
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MediaPreview file={imageFile} path={imagePath} vendor={vendor} alt={`${title} preview`} size={112} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {status && (
            <Typography variant="body2" color="text.secondary" noWrap title={status}>
              {status}
            </Typography>
          )}
          <UploadRefusal reason={upload.reasonFor(imageFile)} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FilePickerButton
              label={pickLabel}
              kinds={IMAGE_KINDS}
              describedBy={hintId}
              disabled={upload.uploading}
              onFiles={([file]) => setValue('imageFile', file, { shouldDirty: true })}
            />
            <UploadButton uploading={upload.uploading} onClick={onUpload} />
            {(imagePath || imageFile) && (
              <Button
                size="small"
                color="inherit"
                disabled={upload.uploading}
                onClick={() => {
                  setValue('imageFile', null, { shouldDirty: true });
                  setValue('imagePath', '', { shouldDirty: true });
                }}
              >
                Remove {title.toLowerCase()}
              </Button>
            )}
          </Stack>
          <UploadTypesHint kinds={IMAGE_KINDS} id={hintId} />
        </Stack>
      </Stack>
    </Box>
  );
}
