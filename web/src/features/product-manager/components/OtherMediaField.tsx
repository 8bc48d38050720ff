/**
 * The product's 'Other Images/Videos' — product-spec.md §2 and §5: a multi-file picker (the image and video types
 * the server takes, within image/* and video/*, named beside it with the size limits),
 * the picked files waiting for Upload (each removable), Upload (nothing picked: 'Please select at least one
 * file'), and the ordered list of uploaded media with preview, move up/down and remove (useFieldArray on
 * `otherImages`). Uploaded files join the list in their picked order; files that fail stay picked for another
 * try ('Failed to upload some files. Please try again.', then each refused file with the server's reason, which
 * also stays beside the file); all uploaded: 'Files uploaded successfully.'.
 */
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { ProductFormValues } from '../forms.ts';
import { isVideoPath } from '../../../../../contracts/media.ts';
import { ImageAltField } from './ImageAltField.tsx';
import { usePickerUpload } from '../hooks/use-picker-upload.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES, MEDIA_KINDS } from '../texts.ts';
import { FilePickerButton } from './FilePickerButton.tsx';
import { MediaPreview, pathFileName } from './MediaPreview.tsx';
import { RowActions } from './RowActions.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadRefusal, UploadTypesHint } from './UploadNotes.tsx';

const TITLE = 'Other Images/Videos';

/** The Other Images/Videos section; see the module comment. */
export function OtherMediaField() {
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'otherImages' });
  const [vendor, picked, items] = useWatch({ control, name: ['vendor', 'mediaFiles', 'otherImages'] });
  const upload = usePickerUpload(
    vendor,
    { empty: ADMIN_UPLOAD_RULES.selectFiles, success: ADMIN_SUCCESS.uploadFiles, failure: ADMIN_ERRORS.uploadMany },
    { nameFiles: true },
  );
  const hintId = useId();

  const setPicked = (files: File[]) => setValue('mediaFiles', files, { shouldDirty: true });

  const onUpload = () =>
    upload.start(getValues('mediaFiles'), (uploaded) => {
      append(uploaded.map(({ path }) => ({ path })));
      const done = new Set(uploaded.map(({ file }) => file));
      setPicked(getValues('mediaFiles').filter((file) => !done.has(file)));
    });

  return (
    <Box component="section" aria-label={TITLE}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FilePickerButton
          label="Choose images/videos"
          kinds={MEDIA_KINDS}
          describedBy={hintId}
          multiple
          disabled={upload.uploading}
          onFiles={(files) => setPicked([...getValues('mediaFiles'), ...files])}
        />
        <UploadButton uploading={upload.uploading} onClick={onUpload} />
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <UploadTypesHint kinds={MEDIA_KINDS} id={hintId} />
      </Box>
      {picked.length > 0 && (
        <List dense aria-label="Picked files, not uploaded yet" sx={{ mt: 1 }}>
          {picked.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Remove picked file ${file.name}`}
                  disabled={upload.uploading}
                  onClick={() => setPicked(picked.filter((_, i) => i !== index))}
                >
                  <Close fontSize="small" />
                </IconButton>
              }
            >
              <Box sx={{ pr: 4, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name} (not uploaded yet)
                </Typography>
                <UploadRefusal reason={upload.reasonFor(file)} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {fields.length > 0 ? (
        <List dense aria-label="Uploaded images and videos" sx={{ mt: 1 }}>
          {fields.map((field, index) => {
            const path = items[index]?.path ?? '';
            const rowLabel = `Media ${index + 1}`;
            return (
              <ListItem key={field.id} disableGutters divider sx={{ gap: 1.5 }}>
                <MediaPreview path={path} vendor={vendor} alt={`${rowLabel}: ${pathFileName(path)}`} size={64} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: isVideoPath(path) ? 0 : 1 }}>
                    {pathFileName(path)}
                  </Typography>
                  {path && !isVideoPath(path) && <ImageAltField path={path} label={`Alt text of ${rowLabel.toLowerCase()}`} />}
                </Box>
                <RowActions rowLabel={rowLabel} index={index} count={fields.length} onMove={move} onRemove={remove} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No other images or videos.
        </Typography>
      )}
    </Box>
  );
}
