/**
 * A keyboard-usable file picker: a real button that opens a hidden <input type="file">. The input carries the
 * button's text as its accessible name (tests and assistive tools find it by label). The input is emptied
 * after each pick, so picking the same file again still counts. It accepts exactly the MIME types and
 * extensions of `kinds` that the server takes (contracts/upload.ts `uploadAccept`).
 */
import { useRef } from 'react';
import Button from '@mui/material/Button';
import AttachFile from '@mui/icons-material/AttachFile';
import { uploadAccept, type UploadKind } from '../../../../../contracts/upload.ts';

export interface FilePickerButtonProps {
  /** Button text and the input's accessible name, e.g. 'Choose image'. */
  label: string;
  /** What the picker takes (texts.ts IMAGE_KINDS or MEDIA_KINDS: product-spec.md §5, narrowed to what the server takes). */
  kinds: readonly UploadKind[];
  /** The id of the text that describes what the picker takes (UploadTypesHint). */
  describedBy?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The picked files (never empty). */
  onFiles: (files: File[]) => void;
}

/** Button + hidden file input; see the module comment. */
export function FilePickerButton({ label, kinds, describedBy, multiple = false, disabled = false, onFiles }: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFile />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={uploadAccept(kinds)}
        multiple={multiple}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
