/**
 * The opening text of a storefront page under its band (product-spec.md §2: /in/about-us beside the company's
 * facts, /in/facilities beside its highlights): the paragraphs in a lead size on seven columns of twelve from md,
 * `aside` on the other five; one above the other on phones.
 */
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface PageIntroProps {
  paragraphs: readonly string[];
  /** What stands beside the text: facts, highlights. */
  aside: ReactNode;
}

/** See the module comment. */
export function PageIntro({ paragraphs, aside }: PageIntroProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          {paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 2.5, fontSize: { md: '1.05rem' }, lineHeight: 1.75 }}>
              {p}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>{aside}</Grid>
      </Grid>
    </Container>
  );
}
