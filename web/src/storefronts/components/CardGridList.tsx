/**
 * A list laid out as a grid of cards (the /fd approvals, the /fd type tests): a plain list for assistive
 * technology (`ordered` for a numbered one), `columns` as CSS grid columns per breakpoint.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** See the module comment. */
export function CardGridList({ ordered = false, testId, columns, children }: { ordered?: boolean; testId: string; columns: { xs: string; md: string }; children: ReactNode }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} data-testid={testId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}
