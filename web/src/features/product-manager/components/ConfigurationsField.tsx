/**
 * The product's 'Configurations' — product-spec.md §2: rows of a name (key) and an image (value, a stored
 * path), with add, remove, move up/down (useFieldArray on `configurations`) and 'Upload all', which uploads the
 * image picked in every row at once (nothing picked: 'Please select a file first'; all uploaded: 'Images uploaded
 * successfully.'; some failed: 'Failed to upload some files. Please try again.', then each refused file with
 * the server's reason, which also stays in its row; those rows keep their pick). A picked image stays in
 * its row (`file`) until uploaded, which blocks saving (§5). The row pickers take the image types the server takes
 * (within §5's image/*), named once under the heading with the size limit.
 */
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { ProductFormValues } from '../forms.ts';
import { usePickerUpload } from '../hooks/use-picker-upload.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES, IMAGE_KINDS } from '../texts.ts';
import { FilePickerButton } from './FilePickerButton.tsx';
import { MediaPreview, pathFileName } from './MediaPreview.tsx';
import { ListRow, RowActions } from './RowActions.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadRefusal, UploadTypesHint } from './UploadNotes.tsx';

const TITLE = 'Configurations';

/** The Configurations section; see the module comment. */
export function ConfigurationsField() {
  const { control, register, getValues, setValue } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'configurations' });
  const [vendor, rows] = useWatch({ control, name: ['vendor', 'configurations'] });
  const upload = usePickerUpload(
    vendor,
    { empty: ADMIN_UPLOAD_RULES.selectFile, success: ADMIN_SUCCESS.uploadImages, failure: ADMIN_ERRORS.uploadMany },
    { nameFiles: true },
  );
  const hintId = useId();

  const onUploadAll = () =>
    upload.start(
      getValues('configurations').flatMap((row) => (row.file ? [row.file] : [])),
      (uploaded) => {
        // Rows may have moved while uploading: find each file's row again.
        for (const { file, path } of uploaded) {
          const index = getValues('configurations').findIndex((row) => row.file === file);
          if (index < 0) continue;
          setValue(`configurations.${index}.value`, path, { shouldDirty: true });
          setValue(`configurations.${index}.file`, null, { shouldDirty: true });
        }
      },
    );

  return (
    <Box component="section" aria-label={TITLE}>
      <Typography variant="subtitle2" component="h3">
        {TITLE}
      </Typography>
      <Box sx={{ mb: 1 }}>
        <UploadTypesHint kinds={IMAGE_KINDS} id={hintId} />
      </Box>
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const rowLabel = `Configuration ${index + 1}`;
          const row = rows[index];
          const status = row?.file ? `${row.file.name} (not uploaded yet)` : row?.value ? pathFileName(row.value) : '';
          return (
            <ListRow key={field.id} label={rowLabel} divider>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                <MediaPreview file={row?.file} path={row?.value} vendor={vendor} alt={`${rowLabel} image`} size={64} />
                <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField label="Name" size="small" {...register(`configurations.${index}.key`)} />
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.5, sm: 1 }}
                    sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}
                  >
                    <FilePickerButton
                      label="Choose image"
                      kinds={IMAGE_KINDS}
                      describedBy={hintId}
                      disabled={upload.uploading}
                      onFiles={([file]) => setValue(`configurations.${index}.file`, file, { shouldDirty: true })}
                    />
                    {status && (
                      <Typography variant="caption" color="text.secondary" noWrap title={status} sx={{ maxWidth: '100%' }}>
                        {status}
                      </Typography>
                    )}
                  </Stack>
                  <UploadRefusal reason={upload.reasonFor(row?.file)} />
                </Stack>
              </Stack>
              <RowActions
                rowLabel={rowLabel}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={remove}
                disabled={upload.uploading}
              />
            </ListRow>
          );
        })}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button startIcon={<Add />} onClick={() => append({ key: '', value: '', file: null })}>
            Add configuration
          </Button>
          <UploadButton label="Upload all" uploading={upload.uploading} onClick={onUploadAll} />
        </Stack>
      </Stack>
    </Box>
  );
}
