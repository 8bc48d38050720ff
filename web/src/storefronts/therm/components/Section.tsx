/** A page section of the therm storefront: padded container, optional tinted background (product-spec.md §2). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export interface SectionProps {
  /** Id of the section's heading (aria-labelledby). */
  labelledBy: string;
  /** 'tint' gives a light grey background, 'dark' the steel-grey band. */
  tone?: 'plain' | 'tint' | 'dark';
  children: ReactNode;
  testId?: string;
}

/** A labelled <section> with the storefront's vertical rhythm. */
export function Section({ labelledBy, tone = 'plain', children, testId }: SectionProps) {
  const bg = tone === 'tint' ? 'grey.50' : tone === 'dark' ? 'accent.band' : undefined;
  return (
    <Box component="section" aria-labelledby={labelledBy} data-testid={testId} sx={{ bgcolor: bg, py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
