/**
 * The multi-select bar over the Product Manager's table (docs/decisions/0013): "Select all shown" (the rows the
 * table shows, after the filter), how many are chosen, and Publish, Unpublish and Delete for all of them
 * (api/bulk.ts). Delete asks first, naming what goes and that a category goes with everything in it.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkAction, BulkItem } from '../api/bulk.ts';

export interface ManagerBulkBarProps {
  /** The rows shown, in table order. */
  shown: readonly BulkItem[];
  /** The ids chosen. */
  selected: ReadonlySet<string>;
  /** Chooses exactly `items` (all shown, or none). */
  onSelect: (items: readonly BulkItem[]) => void;
  onAction: (action: BulkAction) => void;
  /** An action is running: the buttons wait. */
  busy: boolean;
}

/** How many names the delete question lists before "and N more". */
const NAMES_LISTED = 8;

/** The bar (see the module comment); nothing when the level shows no rows. */
export function ManagerBulkBar({ shown, selected, onSelect, onAction, busy }: ManagerBulkBarProps) {
  const [asking, setAsking] = useState(false);
  if (shown.length === 0) return null;
  const chosen = shown.filter((item) => selected.has(item.id));
  const all = chosen.length === shown.length;
  const names = chosen.slice(0, NAMES_LISTED).map((item) => item.name);
  const more = chosen.length - names.length;
  const categories = chosen.filter((item) => item.kind === 'category').length;
  return (
    <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label="Selected rows" sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={all} indeterminate={chosen.length > 0 && !all} onChange={() => onSelect(all ? [] : shown)} />}
        label="Select all shown"
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 1 }}>
        {`${chosen.length} selected`}
      </Typography>
      <Button size="small" variant="outlined" disabled={busy || chosen.length === 0} onClick={() => onAction('publish')}>
        Publish
      </Button>
      <Button size="small" variant="outlined" disabled={busy || chosen.length === 0} onClick={() => onAction('unpublish')}>
        Unpublish
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy || chosen.length === 0} onClick={() => setAsking(true)}>
        Delete…
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="bulk-delete-title">
        <DialogTitle id="bulk-delete-title">{`Delete ${chosen.length} selected?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {names.join(', ')}
            {more > 0 ? `, and ${more} more` : ''}.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            {categories > 0 ? 'A category goes with its subcategories and products. ' : ''}Recently deleted brings them back.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onAction('delete');
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
