/**
 * The frame of the Category and Product dialogs — product-spec.md §4 "Admin dialogs: open, saving (buttons
 * disabled, spinner)". A form in a dialog titled by its DialogTitle, full screen on phones, with Cancel and
 * Save. While saving, both buttons are disabled, Save shows a spinner and the dialog cannot be dismissed.
 * MUI returns the focus to the opening button when it closes.
 */
import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

export interface EditorDialogProps {
  open: boolean;
  /** e.g. 'Add Category', 'Edit Product'. */
  title: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

/** Dialog + form + actions; see the module comment. */
export function EditorDialog({ open, title, saving, onClose, onSubmit, maxWidth = 'sm', children }: EditorDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      scroll="paper"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
