/**
 * The auto-rotating home banner — product-spec.md §2 "/in" and §9: three banners, advancing every 5 s with a
 * 0.5 s slide, looping back to the first after the last; below the small breakpoint a different (portrait) set
 * (a `<picture>` source, so the server-rendered page already shows the right one).
 * Embla + its Autoplay plugin, wired by lib/carousel.ts `useCarousel`. With prefers-reduced-motion the banner does not rotate by itself and slides
 * change instantly. A pause button stops the rotation (WCAG 2.2.2).
 * The first banner is the page's largest paint: eager with fetchpriority high (MediaImage `priority`); the
 * others load lazily. Each offers the server's resized variants (srcset).
 *
 * Before the app runs, and without JavaScript: the banners sit in a row that scrolls sideways and
 * snaps to each one (a swipe on a phone; the Tab key reaches every banner's button), and each dot is a link to
 * its banner (`#banner-N`), which the browser scrolls into view. Nothing is inert or hidden from assistive
 * technology then, and the pause button, which only the app can honour, is not shown. Once the app runs, Embla
 * takes the row over from the banner in view, the slides out of view become inert, and a plain click on a dot
 * moves the carousel instead of following the link. The ids make one carousel per page.
 *
 * Parts: one banner (BannerSlide.tsx) and the dots with the pause button (BannerDots.tsx).
 */
import Box from '@mui/material/Box';
import { scrollRowSx, useCarousel } from '../../../lib/carousel.ts';
import { useHydrated } from '../../../lib/progressive.ts';
import { BannerSlide, type Banner } from './BannerSlide.tsx';
import { BannerDots } from './BannerDots.tsx';
import { CarouselSection } from '../../components/CarouselSection.tsx';

/** Time each banner stays (product-spec.md §9: 5 s). */
export const BANNER_INTERVAL_MS = 5000;
/**
 * Embla's `duration` (a physics constant, not ms). 20 brings the slide within 1 % of its target in ≈ 0.48 s at
 * 60 fps, i.e. the 0.5 s slide of product-spec.md §9.
 */
export const BANNER_SLIDE_DURATION = 20;

export interface BannerCarouselProps {
  banners: Banner[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** The home banner carousel. */
export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  // Before the app ran, the visitor may have scrolled the row (or followed a dot): it carries on from that banner.
  const { viewportRef, emblaApi, selected, rotates, paused, togglePause } = useCarousel({
    embla: { loop: true, duration: BANNER_SLIDE_DURATION },
    intervalMs: BANNER_INTERVAL_MS,
    stopOnFocusIn: true,
  });
  const hydrated = useHydrated();

  return (
    <CarouselSection label={label} testId="banner-carousel" sx={{ bgcolor: 'secondary.main' }}>
      <Box ref={viewportRef} data-testid="banner-viewport" sx={scrollRowSx(hydrated)}>
        <Box sx={{ display: 'flex', touchAction: hydrated ? 'pan-y pinch-zoom' : undefined }}>
          {banners.map((banner, i) => (
            <BannerSlide key={banner.title} banner={banner} index={i} count={banners.length} current={i === selected} hydrated={hydrated} />
          ))}
        </Box>
      </Box>
      <BannerDots
        banners={banners}
        selected={selected}
        onSelect={(i) => emblaApi?.scrollTo(i)}
        rotates={rotates}
        paused={paused}
        onTogglePause={togglePause}
        hydrated={hydrated}
      />
    </CarouselSection>
  );
}
