/**
 * The short line under a Compare or Add to quote button (product-spec.md §2: a refused pick says why; a product put
 * on the quote list says so and offers the list). It is an alert, which screen readers announce as it appears (a
 * status region inserted with its text often is not, and an empty one in every card would crowd the page's own
 * status lines). Drawn with MUI's Box and the theme's caption type rather than Typography and Link, so the cards'
 * actions island of a category page brings neither along on a first visit (e2e/bundle-budget.spec.ts,
 * docs/performance.md "First-visit JavaScript").
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { type SiteLinkProps, useSiteNavigation } from '../../lib/navigation.tsx';

/** The alert line; `error` draws it in the theme's error colour (a refusal). */
export function ActionMessage({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return (
    <Box component="span" role="alert" sx={{ typography: 'caption', display: 'block', mt: 0.5, color: error ? 'error.main' : 'text.primary' }}>
      {children}
    </Box>
  );
}

/** A link inside an ActionMessage: the site's link (a document link on an islands page), in the primary colour. */
export function ActionMessageLink({ to, children }: Pick<SiteLinkProps, 'to'> & { children: ReactNode }) {
  const { Link: SiteLink } = useSiteNavigation();
  return (
    <Box component={SiteLink} to={to} sx={{ color: 'primary.main' }}>
      {children}
    </Box>
  );
}
