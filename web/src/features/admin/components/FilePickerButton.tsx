/**
 * A keyboard-usable file picker: a real button that opens a hidden <input type="file">. The input carries the
 * button's text as its accessible name (tests and assistive tools find it by label). The input is emptied
 * after each pick, so picking the same file again still counts.
 */
import { useRef } from 'react';
import Button from '@mui/material/Button';
import AttachFile from '@mui/icons-material/AttachFile';

export interface FilePickerButtonProps {
  /** Button text and the input's accessible name, e.g. 'Choose image'. */
  label: string;
  /** The input's accept list (product-spec.md §5: image/*, or image/*,video/* for other media). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The picked files (never empty). */
  onFiles: (files: File[]) => void;
}

/** Button + hidden file input; see the module comment. */
export function FilePickerButton({ label, accept, multiple = false, disabled = false, onFiles }: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFile />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        aria-label={label}
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
