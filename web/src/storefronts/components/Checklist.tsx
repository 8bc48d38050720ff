/**
 * A list of short statements, each led by the same mark, a check (product-spec.md §2: the /in facilities'
 * highlights and quality steps, what an /fd design delivers, what the products do in an industry). `gap` spaces the
 * items (theme units), `markGap` the mark and its text (the same unless given); `columns` puts them in two columns
 * from that breakpoint.
 */
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export interface ChecklistProps {
  items: readonly string[];
  /** The mark before each item, e.g. `<CheckCircleOutlined color="primary" fontSize="small" />` (decorative). */
  mark: ReactElement;
  /** The items' text style ('body1' unless given). */
  variant?: TypographyProps['variant'];
  gap: number;
  markGap?: number;
  /** From which breakpoint the items stand in two columns; one column unless given. */
  columns?: 'sm' | 'md';
}

/** See the module comment. */
export function Checklist({ items, mark, variant, gap, markGap = gap, columns }: ChecklistProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, ...(columns && { gridTemplateColumns: { xs: '1fr', [columns]: '1fr 1fr' } }) }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: markGap, alignItems: 'flex-start' }}>
          {mark}
          <Typography variant={variant}>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
