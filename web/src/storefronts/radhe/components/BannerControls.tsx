/**
 * The /in home carousel's island (product-spec.md §9; WCAG 2.2.2 and 2.5.8): the dots and the pause button, and the
 * rotation of the banners the server drew (BannerCarousel.tsx), which it finds by BANNER_VIEWPORT_ID.
 *
 * - A dot per banner, the current one drawn long, each a link to its banner (`#banner-N`) that works before the app
 *   runs and without JavaScript; once the island runs a plain click moves the carousel instead.
 * - The pause button, which only the island can honour, keeps its place but is not shown until then, so the dots
 *   do not move when it appears.
 * - Embla (lib/carousel.ts `useCarousel`, every BANNER_INTERVAL_MS with a BANNER_SLIDE_DURATION slide; none with
 *   prefers-reduced-motion) runs on the server's row; the banners out of view are made inert and hidden from
 *   assistive technology, and `data-current` marks the one in view.
 *
 * The dots and the button are plain links and a plain button styled with `sx`, not ButtonBase: they need no ripple,
 * and the island then loads no button code of MUI's (the /in page's first-visit budget, docs/performance.md).
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useCarousel } from '../../../lib/carousel.ts';
import { isPlainClick, useHydrated } from '../../../lib/progressive.ts';
import { TAP_TARGET_PX, TOUCH_MEDIA } from '../../../lib/touch.ts';

/** Time each banner stays (product-spec.md §9: 5 s). */
export const BANNER_INTERVAL_MS = 5000;
/**
 * Embla's `duration` (a physics constant, not ms). 20 brings the slide within 1 % of its target in ≈ 0.48 s at
 * 60 fps, i.e. the 0.5 s slide of product-spec.md §9.
 */
export const BANNER_SLIDE_DURATION = 20;
/** The id of banner `index` (0-based; BannerSlide.tsx): the target of its dot's link. */
export const bannerId = (index: number) => `banner-${index + 1}`;
/** The id of the banners' row (the carousel's viewport), one per page. */
export const BANNER_VIEWPORT_ID = 'banner-viewport';

/**
 * A control drawn from nothing: no browser style of a link or a button is left, and on a touch screen a tap target of
 * TAP_TARGET_PX, as the theme makes every ButtonBase (app/theme.ts).
 */
const plainControlSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  m: 0,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 0,
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
  [TOUCH_MEDIA]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX },
} as const;

/** Makes banner `selected` (0-based) of `slides` the only one a visitor reaches; the others inert and hidden. */
export function showOnly(slides: readonly HTMLElement[], selected: number): void {
  slides.forEach((slide, i) => {
    const away = i !== selected;
    slide.toggleAttribute('inert', away);
    if (away) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
    slide.dataset.current = String(!away);
  });
}

export interface BannerControlsProps {
  /** How many banners the row holds. */
  count: number;
}

/** See the module comment. */
export function BannerControls({ count }: BannerControlsProps) {
  // Before the app ran, the visitor may have scrolled the row (or followed a dot): it carries on from that banner.
  const { viewportRef, emblaApi, selected, rotates, paused, togglePause } = useCarousel({
    embla: { loop: true, duration: BANNER_SLIDE_DURATION },
    intervalMs: BANNER_INTERVAL_MS,
    stopOnFocusIn: true,
  });
  const hydrated = useHydrated();

  useEffect(() => {
    viewportRef(document.getElementById(BANNER_VIEWPORT_ID));
  }, [viewportRef]);
  useEffect(() => {
    if (emblaApi) showOnly(emblaApi.slideNodes(), selected);
  }, [emblaApi, selected]);

  return (
    <Box sx={{ position: 'absolute', bottom: 13, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
      {Array.from({ length: count }, (_, i) => (
        <Box
          component="a"
          key={i}
          href={`#${bannerId(i)}`}
          aria-label={`Show banner ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={(event) => {
            // Before Embla runs (the island's first render, its start on the press), the link shows the banner.
            if (!emblaApi || !isPlainClick(event)) return;
            event.preventDefault();
            emblaApi.scrollTo(i);
          }}
          sx={{
            ...plainControlSx,
            // A 24 px touch target (WCAG 2.2 target size) around the small pill that is drawn.
            width: i === selected ? 36 : 24,
            height: 24,
            borderRadius: 12,
            transition: 'width 200ms',
            '&::before': {
              content: '""',
              width: i === selected ? 28 : 10,
              height: 10,
              borderRadius: 5,
              bgcolor: i === selected ? 'common.white' : 'rgba(255,255,255,0.5)',
              transition: 'width 200ms, background-color 200ms',
            },
          }}
        />
      ))}
      {rotates && (
        <Box
          component="button"
          type="button"
          aria-label={paused ? 'Play banner rotation' : 'Pause banner rotation'}
          onClick={togglePause}
          // Kept in place but not shown before the app runs, so the dots do not move when it appears.
          sx={{
            ...plainControlSx,
            ml: 1,
            p: '5px',
            borderRadius: '50%',
            visibility: hydrated ? 'visible' : 'hidden',
            color: 'common.white',
            bgcolor: 'rgba(255,255,255,0.15)',
            '&:hover': { bgcolor: 'rgba(255,255,255,0.3)' },
          }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </Box>
      )}
    </Box>
  );
}
