/**
 * The fallback page for any unknown route and for route errors — product-spec.md §2 and §8: an image, the
 * wandered-off text, and a prompt to email customer care at the configured address.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { appConfig } from '../lib/config.ts';
import { paths } from '../lib/paths.ts';
import { EmailLink } from './EmailLink.tsx';

/** The fallback page's title (every page has its own; a missing page is kept out of search results). */
export const PAGE_NOT_FOUND_TITLE = 'Page not found | Radhe & Therm';

/** Exact text of product-spec.md §2. */
export const WANDERED_OFF_TEXT =
  "Looks like you've wandered off the path. But don't worry, we'll help you get back on track!";

export interface FallbackPageProps {
  /** Customer-care address of the prompt; the configured contact e-mail by default. */
  email?: string;
  /** Target of the 'Back to home' button: '/' by default, the storefront home inside /in or /fd. */
  homePath?: string;
  /** True inside a layout that already renders the page's <main> (the storefront layout): renders a <section>. */
  withinLayout?: boolean;
}

/** The fallback page (unknown routes and route errors). */
export default function FallbackPage({
  email = appConfig.contact.email,
  homePath = paths.home(),
  withinLayout = false,
}: FallbackPageProps) {
  return (
    <Container component={withinLayout ? 'section' : 'main'} {...(withinLayout ? {} : { id: 'main', tabIndex: -1 })} maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{PAGE_NOT_FOUND_TITLE}</title>
      <meta name="robots" content="noindex" />
      <Box
        component="img"
        src="/lost.svg"
        alt="A transmission line running off into the hills, with a signpost pointing back"
        width={480}
        height={300}
        sx={{ width: '100%', height: 'auto', maxWidth: 480, mb: 4, borderRadius: 3 }}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {WANDERED_OFF_TEXT}
      </Typography>
      {email ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Need help finding something? Email our customer care at <EmailLink address={email} />.
        </Typography>
      ) : null}
      <Button variant="contained" size="large" component={RouterLink} to={homePath}>
        Back to home
      </Button>
    </Container>
  );
}
