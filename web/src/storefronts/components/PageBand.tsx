/**
 * The title band at the top of a storefront marketing page (product-spec.md §2): an optional breadcrumb, then the
 * eyebrow, the page's h1 and its lead, on a light band in the storefront's accent tint (`accent.tint` fading through
 * `accent.tintFade` to white; app/theme.ts). Shared by /in and /fd.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from './SectionHeading.tsx';

export interface PageBandProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Above the heading, e.g. a breadcrumb. */
  children?: ReactNode;
}

/** The band with the page's h1. */
export function PageBand({ eyebrow, title, lead, children }: PageBandProps) {
  return (
    <Box
      sx={{
        background: (theme) => `linear-gradient(135deg, ${theme.palette.accent.tint} 0%, ${theme.palette.accent.tintFade} 58%, #ffffff 100%)`,
        borderBottom: 1,
        borderColor: 'divider',
        pt: { xs: 4, md: 7 },
        pb: { xs: 1, md: 3 },
      }}
    >
      <Container maxWidth="lg">
        {children}
        <SectionHeading component="h1" eyebrow={eyebrow} title={title} lead={lead} />
      </Container>
    </Box>
  );
}
