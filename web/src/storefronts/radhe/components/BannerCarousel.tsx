/**
 * The auto-rotating home banner — product-spec.md §2 "/in" and §9: three banners, advancing every 5 s with a
 * 0.5 s slide, looping back to the first after the last; below the small breakpoint a different (portrait) set
 * (a `<picture>` source, so the server-rendered page already shows the right one).
 * The first banner is the page's largest paint: eager with fetchpriority high (MediaImage `priority`); the
 * others load lazily. Each offers the server's resized variants (srcset).
 *
 * Before the app runs, and without JavaScript: the banners sit in a row that scrolls sideways and
 * snaps to each one (a swipe on a phone; the Tab key reaches every banner's button), and each dot is a link to
 * its banner (`#banner-N`), which the browser scrolls into view. Nothing is inert or hidden from assistive
 * technology then, and the pause button, which only the app can honour, is not shown.
 *
 * The banners themselves (pictures, text, buttons) are the server's markup and never run script; only the dots and
 * the pause button are an island (BannerControls.tsx, issue 35: hydrate only what a visitor can touch). Once it
 * runs, Embla takes the row (BANNER_VIEWPORT_ID) over from the banner in view, the banners out of view become inert,
 * and a plain click on a dot moves the carousel instead of following the link. The ids make one carousel per page.
 *
 * Parts: one banner (BannerSlide.tsx), the dots with the pause button and the rotation (BannerControls.tsx).
 */
import Box from '@mui/material/Box';
import { scrollRowSx, slideRowSx } from '../../../lib/carousel.ts';
import { Island } from '../../../components/island/Island.tsx';
import { BannerSlide, type Banner } from './BannerSlide.tsx';
import { BANNER_VIEWPORT_ID, BannerControls } from './BannerControls.tsx';
import { CarouselSection } from '../../components/CarouselSection.tsx';

export interface BannerCarouselProps {
  banners: Banner[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** The home banner carousel. */
export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  return (
    <CarouselSection label={label} testId="banner-carousel" sx={{ bgcolor: 'secondary.main' }}>
      <Box id={BANNER_VIEWPORT_ID} data-testid="banner-viewport" sx={scrollRowSx}>
        <Box sx={slideRowSx}>
          {banners.map((banner, i) => (
            <BannerSlide key={banner.title} banner={banner} index={i} count={banners.length} />
          ))}
        </Box>
      </Box>
      <Island name="banner-carousel" component={BannerControls} props={{ count: banners.length }} />
    </CarouselSection>
  );
}
