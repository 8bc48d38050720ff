/**
 * The drawings and specifications of a request for quotation (rules in contracts/enquiry-attachments.ts):
 * an 'Attach files' button opening the file picker, the chosen files with their sizes, each removable, and one
 * message for what cannot be sent — said as soon as files are chosen (a sixth file, one over 25 MB, one of another
 * kind, an empty one: each left out with its reason; the others stay chosen), or from the server after Send (a file
 * whose bytes are not what its name says). The files live in the form's memory only: a reload forgets them (the
 * field says so), everything typed is kept by the draft.
 */
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_KIND_NAMES,
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  attachmentProblems,
} from '../../../../contracts/enquiry-attachments.ts';
import { fileSizeText } from '../../../../contracts/file-size.ts';

export interface AttachmentsFieldProps {
  files: readonly File[];
  /** The new list and the message about what was left out (null when everything was taken). */
  onChange: (files: File[], problem: string | null) => void;
  /** The message to show (the last refusal, the form's or the server's); null when there is none. */
  error: string | null;
  disabled?: boolean;
}

/**
 * Adds `picked` to `current` as far as the rules allow: files with a problem are left out, and beyond
 * ATTACHMENT_LIMITS.files the rest too. @returns the new list and one message naming what was left out, or null
 */
export function addAttachments(current: readonly File[], picked: readonly File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const [problem] = attachmentProblems([file]);
    if (problem) problems.push(problem);
    else if (files.length >= ATTACHMENT_LIMITS.files) problems.push(ATTACHMENT_MESSAGES.tooMany);
    else files.push(file);
  }
  return { files, problem: problems.length ? [...new Set(problems)].join(' ') : null };
}

/** The field; see the module comment. */
export function AttachmentsField({ files, onChange, error, disabled = false }: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const attach = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const helpId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="enquiry-attachments-field">
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Drawings and specifications (optional)
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ATTACHMENT_KIND_NAMES}; up to {ATTACHMENT_LIMITS.files} files, {ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB each. Files are not kept if you reload the page.
      </Typography>
      {files.length > 0 && (
        <Box component="ul" aria-label="Attached files" sx={{ listStyle: 'none', m: 0, mb: 1, p: 0 }}>
          {files.map((file, i) => (
            <Box component="li" key={`${file.name}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {fileSizeText(file.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  onChange(files.filter((_, j) => j !== i), null);
                  // The button goes with its row: the keyboard goes on from 'Attach files' (enabled again on the next render).
                  setTimeout(() => attach.current?.focus());
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        data-testid="enquiry-attachments-input"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after removing it is seen as a change.
          event.target.value = '';
          const { files: next, problem } = addAttachments(files, picked);
          onChange(next, problem);
        }}
      />
      <Button
        ref={attach}
        variant="outlined"
        startIcon={<AttachFile />}
        disabled={disabled || files.length >= ATTACHMENT_LIMITS.files}
        aria-describedby={helpId}
        onClick={() => input.current?.click()}
      >
        Attach files
      </Button>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid="enquiry-attachments-error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
