/**
 * "Recently deleted" of the Product Manager (docs/decisions/0013): the storefront's
 * categories and products deleted and not restored since, newest first, each with who deleted it, when, and
 * Restore (a category comes back with everything deleted with it).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { useRecentlyDeleted, useRestoreRevision } from '../api/revisions.ts';
import { formatDateTime } from '../../../lib/time-format.ts';

export interface RecentlyDeletedDialogProps {
  open: boolean;
  vendor: VendorKey;
  onClose: () => void;
}

/** The dialog (see the module comment). */
export default function RecentlyDeletedDialog({ open, vendor, onClose }: RecentlyDeletedDialogProps) {
  const deleted = useRecentlyDeleted(vendor, open);
  const restore = useRestoreRevision();
  const close = () => {
    restore.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="deleted-title">
      <DialogTitle id="deleted-title">Recently deleted</DialogTitle>
      <DialogContent>
        {deleted.isPending && <CircularProgress aria-label="Loading the deleted items" />}
        {deleted.isError && <Alert severity="error">{deleted.error.message}</Alert>}
        {restore.isError && <Alert severity="error" sx={{ mb: 1 }}>{restore.error.message}</Alert>}
        {restore.isSuccess && <Alert severity="success" sx={{ mb: 1 }}>Restored {restore.data.restored.map((r) => r.name).join(', ')}.</Alert>}
        {deleted.isSuccess && deleted.data.items.length === 0 && <Typography>Nothing deleted recently.</Typography>}
        <List aria-label="Deleted items">
          {deleted.data?.items.map((item) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <Button aria-label={`Restore ${item.entityType} ${item.entityName}`} disabled={restore.isPending} onClick={() => restore.mutate(item)}>
                  Restore
                </Button>
              }
            >
              <ListItemText primary={`${item.entityName} (${item.entityType})`} secondary={`Deleted by ${item.actorName || 'someone'} at ${formatDateTime(item.at)}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
