/**
 * The banner over a staff preview of a public page (docs/decisions/0013): whether what is shown is on the public
 * site — "Draft — not on the public site" for a draft — and the way back to the manager, at the place the item is.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The banner over a draft's preview (word for word in the browser test). */
export const DRAFT_BANNER_TEXT = 'Draft — not on the public site';

/** The banner; `published` false is a draft. `back` is the manager's address to return to. */
export function PreviewBanner({ published, back }: { published: boolean | undefined; back: string }) {
  return (
    <Alert
      severity={published === false ? 'warning' : 'info'}
      action={
        <Button component={RouterLink} to={back} color="inherit" size="small">
          Back to the manager
        </Button>
      }
    >
      {published === false ? DRAFT_BANNER_TEXT : 'Published — this is its public page'}
    </Alert>
  );
}
