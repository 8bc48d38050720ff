/**
 * The History dialog of a category or product (docs/decisions/0013): its revisions,
 * newest first (who, when, the action); the chosen one shows its changed fields side by side (before | after)
 * with a Restore button that brings back the state it produced (or, for a delete, the entity as it was). Values
 * are shown as text (JSON for lists), never as HTML.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Revision } from '../../../../../contracts/revisions.ts';
import { useRestoreRevision, useRevisionHistory, type HistoryTarget } from '../api/revisions.ts';
import { formatDateTime } from '../../../lib/time-format.ts';

/** A snapshot value as text: strings as they are, nothing as an em dash, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

/** "Meera Editor · 29 Nov 2026, 09:12 · update". */
export function revisionLine(revision: Revision): string {
  return `${revision.actorName || 'Someone'} · ${formatDateTime(revision.at)} · ${revision.action}`;
}

/** The changed fields of `revision`, before | after. */
export function ChangedFieldsTable({ revision }: { revision: Revision }) {
  if (revision.changed.length === 0) return <Typography color="text.secondary">No field changed.</Typography>;
  return (
    <Table size="small" aria-label="Changed fields">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {revision.changed.map((change) => (
          <TableRow key={change.field}>
            <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>{change.field}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top', maxWidth: 320 }}>{shownValue(change.before)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top', maxWidth: 320 }}>{shownValue(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface HistoryDialogProps {
  target: HistoryTarget | null;
  onClose: () => void;
}

/** The dialog (see the module comment); open while `target` is set. */
export default function HistoryDialog({ target, onClose }: HistoryDialogProps) {
  const history = useRevisionHistory(target);
  const restore = useRestoreRevision();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const revisions = history.data?.revisions ?? [];
  const chosen = revisions.find((r) => r.id === chosenId) ?? revisions[0];
  const close = () => {
    setChosenId(null);
    restore.reset();
    onClose();
  };
  return (
    <Dialog open={Boolean(target)} onClose={close} maxWidth="lg" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">History of {target?.name}</DialogTitle>
      <DialogContent>
        {history.isPending && <CircularProgress aria-label="Loading the history" />}
        {history.isError && <Alert severity="error">{history.error.message}</Alert>}
        {restore.isError && <Alert severity="error" sx={{ mb: 2 }}>{restore.error.message}</Alert>}
        {restore.isSuccess && <Alert severity="success" sx={{ mb: 2 }}>Restored.</Alert>}
        {history.isSuccess && revisions.length === 0 && <Typography>No revisions yet.</Typography>}
        {chosen && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <List dense aria-label="Revisions" sx={{ minWidth: 280, maxHeight: 480, overflowY: 'auto' }}>
              {revisions.map((revision) => (
                <ListItemButton key={revision.id} selected={revision.id === chosen.id} onClick={() => setChosenId(revision.id)}>
                  <ListItemText primary={`${revision.action} by ${revision.actorName || 'someone'}`} secondary={formatDateTime(revision.at)} />
                </ListItemButton>
              ))}
            </List>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" gutterBottom>{revisionLine(chosen)}</Typography>
              <ChangedFieldsTable revision={chosen} />
              <Button sx={{ mt: 2 }} variant="contained" disabled={restore.isPending} onClick={() => restore.mutate(chosen)}>
                {chosen.action === 'delete' ? 'Restore as it was before this delete' : 'Restore this version'}
              </Button>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
