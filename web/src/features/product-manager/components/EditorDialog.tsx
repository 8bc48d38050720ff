/**
 * The frame of the Category and Product dialogs — product-spec.md §4 "Admin dialogs: open, saving (buttons
 * disabled, spinner)". A form in a dialog titled by its DialogTitle, full screen on phones, with Cancel and
 * Save. While saving, both buttons are disabled, Save shows a spinner and the dialog cannot be dismissed.
 * MUI returns the focus to the opening button when it closes.
 *
 * Unsaved changes (the house rule "nothing a staff member typed is lost"): while `dirty` (the form's
 * react-hook-form `isDirty`), Cancel, Esc and a click outside first ask "Discard your changes?" with
 * "Keep editing" (back to the form, nothing lost) and "Discard" (closes); without changes they close at once.
 */
import { useState, type FormEventHandler, type ReactNode } from 'react';
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
  /** Whether the form holds unsaved changes (react-hook-form's `formState.isDirty`): closing asks first. */
  dirty?: boolean;
  children: ReactNode;
}

/** Dialog + form + actions; see the module comment. */
export function EditorDialog({ open, title, saving, onClose, onSubmit, maxWidth = 'sm', dirty = false, children }: EditorDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [asking, setAsking] = useState(false);
  /** Cancel, Esc or a click outside: asks first when there are unsaved changes. */
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  return (
    <>
    <Dialog
      open={open}
      onClose={saving ? undefined : requestClose}
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
        <Button onClick={requestClose} disabled={saving} color="inherit">
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
    <Dialog open={open && asking} onClose={() => setAsking(false)} aria-labelledby="discard-changes-title" maxWidth="xs">
      <DialogTitle id="discard-changes-title">Discard your changes?</DialogTitle>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={() => setAsking(false)} autoFocus>
          Keep editing
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            setAsking(false);
            onClose();
          }}
        >
          Discard
        </Button>
      </DialogActions>
    </Dialog>
    </>
  );
}
