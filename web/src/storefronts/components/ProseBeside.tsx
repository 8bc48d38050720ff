/**
 * A section's text beside its picture (product-spec.md §2, the /fd pages and home): its heading (SectionHeading),
 * paragraphs in the secondary text colour and anything that follows them (a link, say) in one column, `aside` (the
 * picture) in the other; one above the other on phones, side by side and centred on each other from md.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading.tsx';

export interface ProseBesideProps {
  /** The heading: its id names the section (SectionBand's `id`). */
  heading: Pick<SectionHeadingProps, 'id' | 'eyebrow' | 'title'>;
  paragraphs: readonly string[];
  /** What stands in the other column: a picture. */
  aside: ReactNode;
  /** The columns' widths from md: equal (the default) or three to two. */
  columns?: '1fr 1fr' | '3fr 2fr';
  /** What follows the paragraphs in the text's column. */
  children?: ReactNode;
}

/** See the module comment. */
export function ProseBeside({ heading, paragraphs, aside, columns = '1fr 1fr', children }: ProseBesideProps) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: columns }, alignItems: 'center' }}>
      <Box>
        <SectionHeading {...heading} />
        {paragraphs.map((p) => (
          <Typography key={p} color="text.secondary" sx={{ mb: 2 }}>
            {p}
          </Typography>
        ))}
        {children}
      </Box>
      {aside}
    </Box>
  );
}
