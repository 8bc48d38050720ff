/**
 * The one responsive card grid of the catalogue (category and products pages) — product-spec.md §2.
 * While `loading`, it shows `SKELETON_COUNT` (6, §9) skeleton cards instead of its children.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CatalogCardSkeleton } from './CatalogCard.tsx';

/** Skeleton cards shown while a listing loads (product-spec.md §9). */
export const SKELETON_COUNT = 6;

/**
 * Cards of the first row (three at the widest layout) load their images at once: one of them is usually the
 * page's largest paint, and in a server-rendered page the browser finds them in the HTML. The rest are lazy.
 */
export const EAGER_CARDS = 3;

export interface CatalogGridProps {
  loading?: boolean;
  children?: ReactNode;
}

/** A grid of cards: one column on phones, as many 260 px+ columns as fit above. */
export function CatalogGrid({ loading = false, children }: CatalogGridProps) {
  return (
    <Box
      component="ul"
      aria-busy={loading || undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        '& > li': { minWidth: 0 },
      }}
    >
      {loading
        ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i}>
              <CatalogCardSkeleton />
            </li>
          ))
        : children}
    </Box>
  );
}
