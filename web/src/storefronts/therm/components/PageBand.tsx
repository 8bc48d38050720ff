/** The title band at the top of a therm marketing page (product-spec.md §2 "therm storefront"): eyebrow, h1, lead. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from './SectionHeading.tsx';

export interface PageBandProps {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** Warm light band with the page's h1 (therm's steel-and-fire accent on the shared blue theme). */
export function PageBand({ eyebrow, title, lead }: PageBandProps) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #fbeeee 0%, #f8f6f5 55%, #ffffff 100%)',
        borderBottom: 1,
        borderColor: 'divider',
        pt: { xs: 4, md: 7 },
        pb: { xs: 1, md: 3 },
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading component="h1" eyebrow={eyebrow} title={title} lead={lead} />
      </Container>
    </Box>
  );
}
