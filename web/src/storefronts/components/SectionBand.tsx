/**
 * A section of a storefront page across its width (product-spec.md §2), shared by /in and /fd: a labelled
 * `<section>` with the storefronts' vertical rhythm and an optional background, its content in the page's column,
 * and at its top the heading that names it (SectionHeading) unless the content draws that heading itself (beside a
 * picture, say): `id` is the heading's id either way.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading.tsx';

/** The backgrounds: none, light grey, or the storefront's dark band colour (accent.band). */
const TONES = { plain: undefined, tint: 'grey.50', dark: 'accent.band' } as const;

/** The vertical padding, in theme spacing from xs and from md: 'normal' 48/72 px, 'roomy' 56/80 px, 'compact' 40/56 px. */
const SPACES = { compact: { xs: 5, md: 7 }, normal: { xs: 6, md: 9 }, roomy: { xs: 7, md: 10 } } as const;

export interface SectionBandProps {
  /** Id of the heading that names the section (its aria-labelledby). */
  id: string;
  /** The heading drawn at the top; leave it out when the content draws the heading with this `id`. */
  heading?: Omit<SectionHeadingProps, 'id' | 'component'>;
  tone?: keyof typeof TONES;
  space?: keyof typeof SPACES;
  /** The content's column: the page's ('lg', the default) or a narrower one ('md'). */
  maxWidth?: 'md' | 'lg';
  /** No space above: the band carries on from the one before it. */
  flushTop?: boolean;
  testId?: string;
  /** More of the band's own style, e.g. a border. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** See the module comment. */
export function SectionBand({ id, heading, tone = 'plain', space = 'normal', maxWidth = 'lg', flushTop = false, testId, sx, children }: SectionBandProps) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={[{ bgcolor: TONES[tone], pt: flushTop ? 0 : SPACES[space], pb: SPACES[space] }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Container maxWidth={maxWidth}>
        {heading && <SectionHeading id={id} {...heading} />}
        {children}
      </Container>
    </Box>
  );
}
