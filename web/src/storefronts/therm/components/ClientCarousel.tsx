/**
 * The /fd client-logo carousel — product-spec.md §2 "/fd … a client-logo carousel", §4 "advances every 2.5 s,
 * with previous and next buttons that wrap around", §9 "/fd carousel 1, 3, 5" logos per view.
 * Embla (loop) + its Autoplay plugin, wired by lib/carousel.ts `useCarousel`: one logo per step, every 2.5 s; Previous on the first logo goes to the last
 * and Next on the last goes to the first. A button press restarts the 2.5 s wait. A pause button stops the
 * rotation (WCAG 2.2.2); with prefers-reduced-motion it does not rotate by itself and moves without animation.
 *
 * Before the app runs, and without JavaScript: the logos sit in a row that scrolls sideways and snaps
 * to each logo, so every one can be reached (a swipe, a trackpad or shift and the wheel, the arrow keys on the
 * focusable row; no scrollbar, whose height would go when the app takes over); previous, next and pause only work
 * with the app, so they keep their place but are not shown until it runs.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { scrollRowSx, slideRowSx, useCarousel } from '../../../lib/carousel.ts';
import { useHydrated } from '../../../lib/progressive.ts';
import type { ThermImage as ThermImageEntry } from '../../../../../content/therm/media.ts';
import { ThermImage } from './ThermImage.tsx';
import { CarouselSection } from '../../components/CarouselSection.tsx';

/** Time each step stays (product-spec.md §9: 2.5 s). */
export const CLIENT_CAROUSEL_INTERVAL_MS = 2500;

/** Logos per view by width (product-spec.md §9: 1, 3, 5): phones, from the sm breakpoint, from lg. */
export const LOGOS_PER_VIEW = { xs: 1, sm: 3, lg: 5 } as const;

export interface ClientCarouselProps {
  logos: ThermImageEntry[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** The client-logo carousel; the region carries `data-selected` (index of the first logo in view). */
export function ClientCarousel({ logos, label }: ClientCarouselProps) {
  const { viewportRef, selected, rotates, paused, togglePause, step } = useCarousel({
    embla: { loop: true, align: 'start', slidesToScroll: 1, duration: 25 },
    intervalMs: CLIENT_CAROUSEL_INTERVAL_MS,
    stopOnFocusIn: false,
  });
  const hydrated = useHydrated();
  /** Until the app runs its buttons are not shown (they keep their place, so nothing moves when they appear). */
  const appOnly = { visibility: hydrated ? 'visible' : 'hidden' } as const;

  return (
    <CarouselSection label={label} testId="client-carousel" selected={selected}>
      <Stack direction="row" spacing={{ xs: 0.5, md: 1.5 }} sx={{ alignItems: "center" }}>
        <IconButton aria-label="Previous client" onClick={() => step(-1)} sx={{ ...appOnly, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}>
          <ChevronLeftIcon />
        </IconButton>
        <Box
          ref={viewportRef}
          // Before the app runs: a row that scrolls and snaps, focusable so the keyboard can scroll it.
          tabIndex={hydrated ? undefined : 0}
          sx={{
            flex: 1,
            minWidth: 0,
            ...scrollRowSx,
            ...(hydrated ? {} : { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }),
          }}
        >
          {/* Slides are groups (ARIA carousel pattern), so their container is not a list. */}
          <Box sx={slideRowSx}>
            {logos.map((logo, i) => (
              <Box
                key={logo.path}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${logos.length}`}
                data-testid="client-slide"
                data-index={i}
                sx={{
                  flex: {
                    xs: `0 0 ${100 / LOGOS_PER_VIEW.xs}%`,
                    sm: `0 0 ${100 / LOGOS_PER_VIEW.sm}%`,
                    lg: `0 0 ${100 / LOGOS_PER_VIEW.lg}%`,
                  },
                  minWidth: 0,
                  px: 1,
                  scrollSnapAlign: 'start',
                }}
              >
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white', p: 1.5 }}>
                  <ThermImage image={logo} sizes="300px" sx={{ width: '100%', maxWidth: 300, mx: 'auto' }} />
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <IconButton aria-label="Next client" onClick={() => step(1)} sx={{ ...appOnly, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {rotates && (
        <Box sx={{ textAlign: 'center', mt: 1.5 }}>
          <IconButton size="small" aria-label={paused ? 'Play client carousel' : 'Pause client carousel'} onClick={togglePause} sx={appOnly}>
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </Box>
      )}
    </CarouselSection>
  );
}
