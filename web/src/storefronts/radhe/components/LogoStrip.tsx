/**
 * The scrolling client-logo strip of the home page — product-spec.md §2 "/in" and §9: a 300 s linear infinite
 * scroll with 1 logo per view on small screens, 3 on medium and 6 on larger ones. The logos run twice in a row
 * and the track moves by one set, so the loop is seamless; the second set is hidden from assistive technology.
 * With prefers-reduced-motion the strip stands still and can be scrolled by hand.
 */
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { RadheImage as RadheImageEntry } from '../../../../../content/radhe/media.ts';
import { RadheImage } from './RadheImage.tsx';

/** One loop of the strip (product-spec.md §9). */
export const LOGO_STRIP_LOOP_S = 300;
/** Logos per view by breakpoint (product-spec.md §9). */
export const LOGOS_PER_VIEW = { xs: 1, sm: 3, md: 6 } as const;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export interface LogoStripProps {
  logos: RadheImageEntry[];
  /** Accessible name of the strip. */
  label: string;
}

/** The client-logo strip. */
export function LogoStrip({ logos, label }: LogoStripProps) {
  const itemWidth = {
    xs: `calc(100cqw / ${LOGOS_PER_VIEW.xs})`,
    sm: `calc(100cqw / ${LOGOS_PER_VIEW.sm})`,
    md: `calc(100cqw / ${LOGOS_PER_VIEW.md})`,
  };
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="logo-strip"
      sx={{
        containerType: 'inline-size',
        overflow: 'hidden',
        maskImage: 'linear-gradient(90deg, transparent 0, #000 6%, #000 94%, transparent 100%)',
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
      }}
    >
      <Box
        data-testid="logo-strip-track"
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${scroll} ${LOGO_STRIP_LOOP_S}s linear infinite`,
          '&:hover': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {[0, 1].map((copy) => (
          <Box
            key={copy}
            component="ul"
            aria-hidden={copy === 1 || undefined}
            sx={{
              display: 'flex',
              listStyle: 'none',
              m: 0,
              p: 0,
              ...(copy === 1 ? { '@media (prefers-reduced-motion: reduce)': { display: 'none' } } : {}),
            }}
          >
            {logos.map((logo) => (
              <Box component="li" key={logo.path} sx={{ width: itemWidth, flex: '0 0 auto', px: { xs: 4, sm: 2 }, py: 1 }}>
                <RadheImage
                  image={logo}
                  sizes="240px"
                  alt={copy === 1 ? '' : logo.alt}
                  sx={{ width: '100%', maxWidth: 240, mx: 'auto', filter: 'grayscale(0.2)', opacity: 0.9 }}
                />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
