/**
 * The frame of a storefront carousel (the /in banners, the /fd client logos): a section named `label` that
 * assistive technology announces as a carousel (WAI-ARIA's carousel pattern), positioned for its own controls.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface CarouselSectionProps {
  label: string;
  testId: string;
  /** The slide shown, as `data-selected` (read by tests). */
  selected?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** See the module comment. */
export function CarouselSection({ label, testId, selected, sx, children }: CarouselSectionProps) {
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} data-testid={testId} data-selected={selected} sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
