/**
 * The Upload / Upload all button of a picker: shows a spinner and is disabled while its upload runs. It stays
 * enabled with nothing picked, so that pressing it can say 'Please select a file first' (product-spec.md §5).
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';

export interface UploadButtonProps {
  label?: string;
  uploading: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A contained button with the upload icon, or a spinner while `uploading`. */
export function UploadButton({ label = 'Upload', uploading, disabled = false, onClick }: UploadButtonProps) {
  return (
    <Button
      variant="contained"
      size="small"
      onClick={onClick}
      disabled={uploading || disabled}
      startIcon={uploading ? <CircularProgress size={16} color="inherit" aria-label="Uploading" /> : <CloudUploadOutlined />}
    >
      {label}
    </Button>
  );
}
