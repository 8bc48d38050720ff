/**
 * What an editor dialog shows when its save was refused because someone else saved the entity since it was opened
 * (409 CONFLICT, server/catalog/writes.ts): the server's message naming who and when, "Reload their version"
 * (the form then shows their saved version) and, once reloaded, what this person typed, kept visible with "Use my
 * changes" to put it back into the form over their version. Nothing typed is lost.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { useConflict } from '../hooks/use-conflict.ts';

export interface ConflictNoticeProps {
  /** The server's message, e.g. 'Ravi Shah saved this at … since you opened it. …'. */
  message: string;
  /** True once their version is in the form. */
  reloaded: boolean;
  reloading: boolean;
  /** What this person typed, field by field (label and text), shown once their version is loaded. */
  mine: ReadonlyArray<{ label: string; value: string }>;
  onReload: () => void;
  onUseMine: () => void;
}

/** The notice; see the module comment. */
export function ConflictNotice({ message, reloaded, reloading, mine, onReload, onUseMine }: ConflictNoticeProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        reloaded ? (
          <Button color="inherit" size="small" onClick={onUseMine}>
            Use my changes
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
            Reload their version
          </Button>
        )
      }
    >
      <AlertTitle>Someone else saved this since you opened it</AlertTitle>
      {message}
      {reloaded && (
        <Box sx={{ mt: 1 }} aria-label="What you typed">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Their version is in the form now. What you typed:
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {mine.map(({ label, value }) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {value || '(empty)'}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Alert>
  );
}

/**
 * The notice of an editor dialog's `useConflict` state (nothing when there is no conflict): what the person typed is
 * shown as the name field (`nameLabel`, e.g. 'Product Name') and the description.
 */
export function DialogConflictNotice({ conflict, nameLabel }: { conflict: ReturnType<typeof useConflict>; nameLabel: string }) {
  if (!conflict.conflict) return null;
  const { mine, message, reloaded } = conflict.conflict;
  return (
    <ConflictNotice
      message={conflict.reloadError ?? message}
      reloaded={reloaded}
      reloading={conflict.reloading}
      mine={[
        { label: nameLabel, value: String(mine.name ?? '') },
        { label: 'Description', value: String(mine.description ?? '') },
      ]}
      onReload={() => void conflict.reload()}
      onUseMine={conflict.useMine}
    />
  );
}
