/**
 * The Product Manager's keyboard shortcuts (hooks/use-manager-shortcuts.ts) and the dialog that lists them ("?").
 */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Each shortcut: the key a person presses and what it does. */
export const MANAGER_SHORTCUTS = [
  { key: 'n', does: 'Add a product at this level' },
  { key: 'c', does: 'Add a category at this level' },
  { key: '/', does: 'Filter by name' },
  { key: 'u', does: 'Up one level' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

/** The list of shortcuts in a dialog. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, m: 0 }}>
          {MANAGER_SHORTCUTS.map(({ key, does }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ m: 0 }}>
                <Box component="kbd" sx={{ px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace' }}>
                  {key}
                </Box>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {does}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
