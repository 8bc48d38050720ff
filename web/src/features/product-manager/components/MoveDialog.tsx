/**
 * "Move to…" of a manager row (docs/decisions/0013, "Move a product or a category to another category"): the
 * storefront's tree, browsed a level at a time from Root with the manager's own trail, and "Move here", which
 * moves the item to the end of the level shown. The level the item is in already cannot be chosen, nor can a
 * category be opened inside itself; any other refusal (a product whose ratings do not fit the category there, a
 * loss of rights) is the server's message in the dialog, which stays open with the place chosen.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { managerListingQueryOptions } from '../api/get-listing.ts';
import { useMove } from '../api/move.ts';
import { useNotify } from '../hooks/toast.tsx';
import { ADMIN_ERRORS } from '../texts.ts';
import { ManagerBreadcrumbs, ROOT_LABEL, type Crumb } from './ManagerBreadcrumbs.tsx';

/** What is moved: its kind, id and name, and the category it is in now (null: the top level). */
export interface MoveTarget {
  kind: 'category' | 'product';
  id: string;
  name: string;
  from: string | null;
}

export interface MoveDialogProps {
  target: MoveTarget;
  vendor: VendorKey;
  onClose: () => void;
}

/** The toast after a move, naming where the item went. */
export const movedText = (name: string, to: string) => `Moved ${name} to ${to}.`;

/** One level's subcategories only: the products of a level are not places (a page of one keeps the read small). */
const PLACES_PAGE = { limit: 1, cursor: null };

/** The dialog (see the module comment); mount it while open. */
export default function MoveDialog({ target, vendor, onClose }: MoveDialogProps) {
  const [trail, setTrail] = useState<Crumb[]>([]);
  const levelId = trail.at(-1)?.id ?? null;
  const places = useQuery(managerListingQueryOptions(vendor, levelId, PLACES_PAGE));
  const move = useMove();
  const notify = useNotify();
  const here = trail.at(-1)?.name ?? ROOT_LABEL;
  const already = levelId === target.from;
  const submit = () =>
    move.mutate(
      { kind: target.kind, id: target.id, vendor, to: levelId },
      {
        onSuccess: () => {
          notify(movedText(target.name, here), 'success');
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="move-title">
      <DialogTitle id="move-title">Move {target.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Open the category to move it to, then choose Move here. It goes to the end of that category.
        </DialogContentText>
        <ManagerBreadcrumbs trail={trail} onNavigate={(depth) => setTrail(trail.slice(0, depth))} label="Move to" />
        {places.isPending && <CircularProgress aria-label="Loading the categories" sx={{ mt: 2 }} />}
        {places.isError && <Alert severity="error">{places.error instanceof Error ? places.error.message : ADMIN_ERRORS.fetchListing}</Alert>}
        {places.data && (
          <List aria-label={`Categories in ${here}`} dense>
            {places.data.subCategories.map((category) => {
              const itself = target.kind === 'category' && category.id === target.id;
              return (
                <ListItemButton key={category.id} disabled={itself} onClick={() => setTrail([...trail, { id: category.id, name: category.name }])}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <FolderOutlined fontSize="small" color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={category.name} secondary={itself ? 'The category being moved' : undefined} />
                </ListItemButton>
              );
            })}
            {places.data.subCategories.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                No subcategories here.
              </Typography>
            )}
          </List>
        )}
        {already && <Alert severity="info">{`${target.name} is in ${here} already.`}</Alert>}
        {move.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {move.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={move.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={already || move.isPending || !places.data}>
          {`Move here (${here})`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
