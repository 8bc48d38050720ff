/** The title band at the top of a radhe marketing page (product-spec.md §2): eyebrow, h1 and lead. */
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

/** Light blue-grey band with the page's h1. */
export function PageBand({ eyebrow, title, lead, children }: PageBandProps) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #eef4fb 0%, #f7f9fc 60%, #ffffff 100%)',
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
