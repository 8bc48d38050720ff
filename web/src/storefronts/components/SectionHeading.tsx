/** Eyebrow + heading + lead of a storefront marketing section (product-spec.md §2), shared by /in and /fd; the eyebrow in the storefront's accent. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  /** Small coloured label above the title. */
  eyebrow?: string;
  title: string;
  /** Optional paragraph under the title. */
  lead?: string;
  /** Heading level: 'h1' for a page title, 'h2' (default) for a section. */
  component?: 'h1' | 'h2';
  align?: 'left' | 'center';
  /** Light text for dark sections. */
  inverted?: boolean;
  /** Id of the heading, for aria-labelledby of its section. */
  id?: string;
}

/** A section's heading block. */
export function SectionHeading({ eyebrow, title, lead, component = 'h2', align = 'left', inverted = false, id }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, mb: { xs: 3, md: 5 }, mx: align === 'center' ? 'auto' : 0, maxWidth: align === 'center' ? 760 : 'none' }}>
      {eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{ fontWeight: 700, letterSpacing: 1.4, color: inverted ? 'accent.onDark' : 'accent.strong', lineHeight: 2 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant={component === 'h1' ? 'h3' : 'h4'}
        component={component}
        sx={{
          color: inverted ? 'common.white' : 'text.primary',
          fontSize: component === 'h1' ? { xs: '2rem', md: '2.75rem' } : { xs: '1.6rem', md: '2.125rem' },
        }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography sx={{ mt: 1.5, color: inverted ? 'grey.300' : 'text.secondary', fontSize: { md: '1.1rem' }, maxWidth: 760, mx: align === 'center' ? 'auto' : 0 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
