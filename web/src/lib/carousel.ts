/**
 * The one way the site wires an Embla carousel: the home banner (/in), the client logos (/fd)
 * and the product gallery share these hooks instead of each repeating them.
 *
 * - `useCarousel`: Embla with its Autoplay plugin (none with prefers-reduced-motion, so nothing rotates by itself
 *   and steps jump), the selected slide, a pause toggle (WCAG 2.2.2) and previous/next steps that restart the wait.
 * - `useSelectedSlide`: the index of the selected slide, following Embla, after carrying on from the slide a
 *   visitor scrolled to before the app ran (progressive.ts `continueFromScrolledRow`).
 * - `scrollRowSx`: the viewport: before Embla runs, a row that scrolls sideways and snaps to each slide, with no
 *   scrollbar (its height would go when Embla takes over); once Embla runs on it (`useCarousel` marks it with
 *   CAROUSEL_RUNNING_ATTRIBUTE), Embla's clipped viewport. The switch is the attribute's, not a render's, so it holds
 *   for a viewport the server drew and no island renders (the /in banner: BannerCarousel.tsx).
 * - `slideRowSx`: the row of slides inside it: once Embla runs, a vertical swipe still scrolls the page.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import useMediaQuery from '@mui/material/useMediaQuery';
import { continueFromScrolledRow } from './progressive.ts';

/** Embla's API and options, as embla-carousel-react names them. */
type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** The attribute `useCarousel` sets on the viewport while Embla runs on it. */
export const CAROUSEL_RUNNING_ATTRIBUTE = 'data-carousel-running';

/** The viewport's style before Embla runs (a row that scrolls and snaps) and while it runs (Embla's, clipped). */
export const scrollRowSx = {
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  [`&[${CAROUSEL_RUNNING_ATTRIBUTE}]`]: { overflow: 'hidden', scrollSnapType: 'none' },
} as const;

/** The style of the row of slides inside the viewport (see the module comment). */
export const slideRowSx = {
  display: 'flex',
  [`[${CAROUSEL_RUNNING_ATTRIBUTE}] > &`]: { touchAction: 'pan-y pinch-zoom' },
} as const;

/**
 * The selected slide of `emblaApi` (0 until it exists). When the carousel starts it carries on from the slide the
 * visitor scrolled to before the app ran; `onSelect` runs on every change with the new index.
 */
export function useSelectedSlide(emblaApi: EmblaCarouselType | undefined, onSelect?: (index: number) => void): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!emblaApi) return;
    continueFromScrolledRow(emblaApi);
    const follow = () => {
      const index = emblaApi.selectedScrollSnap();
      setSelected(index);
      onSelect?.(index);
    };
    follow();
    emblaApi.on('select', follow).on('reInit', follow);
    return () => {
      emblaApi.off('select', follow).off('reInit', follow);
    };
  }, [emblaApi, onSelect]);
  return selected;
}

export interface CarouselOptions {
  /** Embla's options; `duration` (Embla's physics constant) is forced to 0 with prefers-reduced-motion. */
  embla: EmblaOptionsType;
  /** Time each step stays, ms. */
  intervalMs: number;
  /** Whether rotation waits while focus is inside (true where slides hold links the visitor tabs to). */
  stopOnFocusIn: boolean;
}

/**
 * An auto-advancing Embla carousel.
 * @returns `viewportRef` for the viewport element (a callback ref: also callable with a viewport found in the
 *   document), `emblaApi`, `selected` (index of the first slide in view),
 *   `rotates` (false with prefers-reduced-motion: no pause button then), `paused` and `togglePause`, and `step(±1)`,
 *   which moves one slide (wrapping with `loop`) and restarts the wait.
 */
export function useCarousel({ embla, intervalMs, stopOnFocusIn }: CarouselOptions) {
  // Server-rendered pages hydrate with the server's answer (no preference), then follow the visitor's.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const plugins = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnFocusIn })]),
    [reducedMotion, intervalMs, stopOnFocusIn],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ ...embla, ...(reducedMotion ? { duration: 0 } : {}) }, plugins);
  const selected = useSelectedSlide(emblaApi);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const viewport = emblaApi?.rootNode();
    viewport?.setAttribute(CAROUSEL_RUNNING_ATTRIBUTE, '');
    return () => viewport?.removeAttribute(CAROUSEL_RUNNING_ATTRIBUTE);
  }, [emblaApi]);

  const togglePause = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.play();
    else autoplay.stop();
    setPaused(!paused);
  }, [emblaApi, paused]);

  const step = useCallback(
    (direction: -1 | 1) => {
      if (!emblaApi) return;
      if (direction < 0) emblaApi.scrollPrev();
      else emblaApi.scrollNext();
      const autoplay = emblaApi.plugins().autoplay;
      if (autoplay && !paused) autoplay.reset();
    },
    [emblaApi, paused],
  );

  return { viewportRef, emblaApi, selected, rotates: plugins.length > 0, paused, togglePause, step };
}
