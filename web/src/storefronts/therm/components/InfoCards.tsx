/** A grid of titled text cards used across the therm pages (product-spec.md §2 "therm storefront"). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { CardText } from '../../components/CardText.tsx';

export interface InfoCardsProps {
  items: { title: string; text: string }[];
  /** Columns from the md breakpoint (one column on phones, two from sm). */
  columns?: 2 | 3 | 4;
  testId?: string;
}

/**
 * Columns for `count` cards, at most `max`, so that the rows come out full where they can (polish: "a grid
 * of 4 columns holding 3 cards leaves a hole"): the most columns up to `max` that divide `count`, else `max`.
 */
export function balancedColumns(count: number, max: number): number {
  for (let c = Math.min(max, count); c >= 2; c -= 1) if (count % c === 0) return c;
  return Math.max(1, Math.min(max, count));
}

/** Cards with an h3 title and a paragraph, as a list; an odd last card spans both columns of the two-column width. */
export function InfoCards({ items, columns = 3, testId }: InfoCardsProps) {
  const md = balancedColumns(items.length, columns);
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${md}, 1fr)` },
        '& > li:last-of-type:nth-of-type(odd)': { gridColumn: { sm: 'span 2', md: 'auto' } },
      }}
    >
      {items.map((item) => (
        <Paper component="li" key={item.title} variant="outlined" sx={{ p: 3, borderLeft: 4, borderLeftColor: 'accent.main' }}>
          <CardText title={item.title} text={item.text} />
        </Paper>
      ))}
    </Box>
  );
}
