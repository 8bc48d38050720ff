/**
 * The delete-confirm dialog — product-spec.md §2 and §4: deleting needs confirmation; for a category it says
 * that its subcategories and products go too. Cancel has the focus first (the safe choice); while deleting, the
 * buttons are disabled and Delete shows a spinner.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** What the dialog asks about. */
export interface DeleteRequest {
  kind: 'category' | 'product';
  id: string;
  name: string;
}

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The item; kept while the dialog closes so its text does not vanish mid-transition. */
  request: DeleteRequest | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation text of `request` (product-spec.md §4). */
export function deleteQuestion({ kind, name }: DeleteRequest): string {
  return kind === 'category'
    ? `Delete the category "${name}"? This also deletes all its subcategories and products.`
    : `Delete the product "${name}"?`;
}

/** Asks before a delete; see the module comment. */
export function ConfirmDeleteDialog({ open, request, deleting, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={deleting ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{request?.kind === 'category' ? 'Delete category?' : 'Delete product?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request ? deleteQuestion(request) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus color="inherit">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          disabled={deleting}
          color="error"
          variant="contained"
          startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-label="Deleting" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
