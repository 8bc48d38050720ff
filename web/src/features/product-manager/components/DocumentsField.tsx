/**
 * The product's Documents ("Staff can also upload their own type-test reports and certificates per
 * product as documents, shown in a Documents section of the product page"): a multi-file PDF picker that uploads
 * what is picked at once (POST /api/upload with `path=documents`), and the ordered list of the product's documents,
 * each with its title (required; it is the link text on the product page, first filled from the file name), its
 * file name and size, move up/down and remove (useFieldArray on `documents`).
 *
 * While files upload they are held in `documentFiles`, so Save waits for them ('Please wait until the documents
 * have uploaded', forms.ts `pendingUploadBlocker`). A refused file (not a PDF by its bytes, over the size limit,
 * empty) is named with the server's reason under the picker until the next pick; the toast says the spec's upload
 * texts (§8) as the other pickers do.
 */
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fileSizeText } from '../../../../../contracts/file-size.ts';
import { DOCUMENT_FOLDER } from '../../../../../contracts/upload.ts';
import type { ProductFormValues } from '../forms.ts';
import { usePickerUpload } from '../hooks/use-picker-upload.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES, DOCUMENT_KINDS } from '../texts.ts';
import { FilePickerButton } from './FilePickerButton.tsx';
import { pathFileName } from './MediaPreview.tsx';
import { RowActions } from './RowActions.tsx';
import { UploadRefusal, UploadTypesHint } from './UploadNotes.tsx';

const TITLE = 'Documents';

/** A document's first title: the file name without its ending, its separators as spaces ('IEC_61109 report.pdf' → 'IEC 61109 report'). */
export function documentTitleOf(fileName: string): string {
  return fileName
    .replace(/\.pdf$/i, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/** The Documents section; see the module comment. */
export function DocumentsField() {
  const { control, setValue, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'documents' });
  const [vendor, items, uploadingFiles] = useWatch({ control, name: ['vendor', 'documents', 'documentFiles'] });
  const upload = usePickerUpload(
    vendor,
    { empty: ADMIN_UPLOAD_RULES.selectFiles, success: ADMIN_SUCCESS.uploadFiles, failure: ADMIN_ERRORS.uploadMany },
    { nameFiles: true, folder: DOCUMENT_FOLDER },
  );
  const [lastPicked, setLastPicked] = useState<File[]>([]);
  const hintId = useId();
  const errors = formState.errors.documents;

  const onFiles = (files: File[]) => {
    setLastPicked(files);
    setValue('documentFiles', files);
    // `apply` runs once every file has settled, uploaded or refused (a batch upload never throws): Save may go on.
    upload.start(files, (uploaded) => {
      append(uploaded.map(({ file, path }) => ({ title: documentTitleOf(file.name), path, bytes: file.size })));
      setValue('documentFiles', []);
    });
  };
  const refused = lastPicked.filter((file) => upload.reasonFor(file));

  return (
    <Box component="section" aria-label={TITLE}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Type-test reports and certificates, listed on the product page for visitors to download.
      </Typography>
      <FilePickerButton label="Upload PDF documents" kinds={DOCUMENT_KINDS} describedBy={hintId} multiple disabled={upload.uploading} onFiles={onFiles} />
      <Box sx={{ mt: 0.5 }}>
        <UploadTypesHint kinds={DOCUMENT_KINDS} id={hintId} />
      </Box>
      {upload.uploading && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Uploading {uploadingFiles.map((file) => file.name).join(', ')}…
          </Typography>
          <LinearProgress sx={{ mt: 0.5 }} />
        </Box>
      )}
      {refused.length > 0 && (
        <List dense aria-label="Documents not uploaded" sx={{ mt: 1 }}>
          {refused.map((file, index) => (
            <ListItem key={`${file.name}-${index}`} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name} (not uploaded)
              </Typography>
              <UploadRefusal reason={upload.reasonFor(file)} />
            </ListItem>
          ))}
        </List>
      )}
      {fields.length > 0 ? (
        <List dense aria-label="Product documents" sx={{ mt: 1 }}>
          {fields.map((field, index) => {
            const item = items[index];
            const rowLabel = `Document ${index + 1}`;
            const titleError = errors?.[index]?.title?.message ?? errors?.[index]?.path?.message;
            return (
              <ListItem key={field.id} disableGutters divider sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField
                    label={`Title of ${rowLabel.toLowerCase()}`}
                    required
                    size="small"
                    error={Boolean(titleError)}
                    helperText={titleError}
                    {...register(`documents.${index}.title`)}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    PDF, {pathFileName(item?.path ?? '')}
                    {item?.bytes !== undefined ? `, ${fileSizeText(item.bytes)}` : ''}
                  </Typography>
                </Stack>
                <RowActions rowLabel={rowLabel} index={index} count={fields.length} onMove={move} onRemove={remove} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No documents.
        </Typography>
      )}
      {typeof errors?.message === 'string' && (
        <Typography variant="caption" color="error" component="p">
          {errors.message}
        </Typography>
      )}
    </Box>
  );
}
