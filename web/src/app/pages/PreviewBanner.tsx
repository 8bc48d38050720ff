/**
 * The banner over a staff preview of a public page (docs/decisions/0013): whether what is shown is on the public
 * site — "Draft — not on the public site" for a draft — and the way back to the manager, at the place the item is;
 * and the head of a preview page: its title, the banner once the item is read, or why it could not be.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

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

/**
 * The head of a preview page: the document's title, then the banner once `item` (a `kind`) is read (`back` is where
 * it sits in the manager), or why it could not be read when `failed`.
 */
export function PreviewHead({ kind, item, back, failed }: { kind: 'category' | 'product'; item: { published?: boolean } | undefined; back: string; failed: boolean }) {
  return (
    <>
      <title>Preview | Radhe &amp; Therm admin</title>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        {item && <PreviewBanner published={item.published} back={back} />}
        {failed && <Alert severity="error">The {kind} could not be read: it does not exist, or this account may not edit its storefront.</Alert>}
      </Container>
    </>
  );
}
