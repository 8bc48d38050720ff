/**
 * The auto-rotating home banner — product-spec.md §2 "/in" and §9: three banners, advancing every 5 s with a
 * 0.5 s slide, looping back to the first after the last; below the small breakpoint a different (portrait) set
 * (a `<picture>` source, so the server-rendered page already shows the right one).
 * Embla + its Autoplay plugin, wired by lib/carousel.ts `useCarousel`. With prefers-reduced-motion the banner does not rotate by itself and slides
 * change instantly. A pause button stops the rotation (WCAG 2.2.2).
 * The first banner is the page's largest paint: eager with fetchpriority high (MediaImage `priority`); the
 * others load lazily. Each offers the server's resized variants (srcset, issue 8).
 *
 * Before the app runs, and without JavaScript (issue 17): the banners sit in a row that scrolls sideways and
 * snaps to each one (a swipe on a phone; the Tab key reaches every banner's button), and each dot is a link to
 * its banner (`#banner-N`), which the browser scrolls into view. Nothing is inert or hidden from assistive
 * technology then, and the pause button, which only the app can honour, is not shown. Once the app runs, Embla
 * takes the row over from the banner in view, the slides out of view become inert, and a plain click on a dot
 * moves the carousel instead of following the link. The ids make one carousel per page.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { RadheImage as RadheImageEntry } from '../../../../../content/radhe/media.ts';
import { appConfig } from '../../../lib/config.ts';
import { scrollRowSx, useCarousel } from '../../../lib/carousel.ts';
import { isPlainClick, useHydrated } from '../../../lib/progressive.ts';
import { radheImageUrl } from '../../../../../content/radhe/media.ts';
import { RadheImage } from './RadheImage.tsx';

/** Time each banner stays (product-spec.md §9: 5 s). */
export const BANNER_INTERVAL_MS = 5000;
/**
 * Embla's `duration` (a physics constant, not ms). 20 brings the slide within 1 % of its target in ≈ 0.48 s at
 * 60 fps, i.e. the 0.5 s slide of product-spec.md §9.
 */
export const BANNER_SLIDE_DURATION = 20;

/**
 * How wide a banner is drawn. It fills the viewport at a fixed height (520 px from sm, 600 px from md) with
 * object-fit cover, so a desktop banner (1920 × 760) is never drawn narrower than 1314–1516 px; a phone's portrait
 * banner (780 × 1040, 560 px high) about the viewport's width.
 */
export const BANNER_SIZES = '(min-width: 1520px) 100vw, 1520px';
export const MOBILE_BANNER_SIZES = '100vw';
/** Where the portrait set takes over: below MUI's small breakpoint (600 px). */
export const MOBILE_BANNER_MEDIA = '(max-width: 599.95px)';

/** The id of banner `index` (0-based): the target of its dot's link. */
export const bannerId = (index: number) => `banner-${index + 1}`;

/** One banner: overlay text, button and its desktop and mobile pictures. */
export interface Banner {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: RadheImageEntry;
  mobileImage: RadheImageEntry;
}

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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="banner-carousel"
      sx={{ position: 'relative', bgcolor: 'secondary.main' }}
    >
      <Box
        ref={viewportRef}
        data-testid="banner-viewport"
        sx={scrollRowSx(hydrated)}
      >
        <Box sx={{ display: 'flex', touchAction: hydrated ? 'pan-y pinch-zoom' : undefined }}>
          {banners.map((banner, i) => {
            const current = i === selected;
            return (
              <Box
                key={banner.title}
                id={bannerId(i)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${banners.length}`}
                aria-hidden={hydrated && !current ? true : undefined}
                inert={hydrated && !current}
                data-testid="banner-slide"
                data-current={current}
                sx={{ flex: '0 0 100%', minWidth: 0, position: 'relative', scrollSnapAlign: 'start' }}
              >
                <RadheImage
                  image={banner.image}
                  narrow={{
                    src: radheImageUrl(appConfig.mediaBase, banner.mobileImage),
                    image: banner.mobileImage,
                    media: MOBILE_BANNER_MEDIA,
                    sizes: MOBILE_BANNER_SIZES,
                  }}
                  priority={i === 0}
                  sizes={BANNER_SIZES}
                  sx={{ width: '100%', height: { xs: 560, sm: 520, md: 600 }, maxWidth: 'none', objectFit: 'cover' }}
                />
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    alignItems: { xs: 'flex-end', sm: 'center' },
                    pt: '64px',
                    pb: { xs: 8, sm: 0 },
                    background: {
                      xs: 'linear-gradient(180deg, rgba(8,22,38,0) 25%, rgba(8,22,38,0.85) 70%)',
                      sm: 'linear-gradient(90deg, rgba(8,22,38,0.88) 0%, rgba(8,22,38,0.6) 45%, rgba(8,22,38,0) 75%)',
                    },
                  }}
                >
                  <Container maxWidth="lg">
                    <Box sx={{ maxWidth: 580, color: 'common.white' }}>
                      <Typography variant="overline" component="p" sx={{ fontWeight: 700, letterSpacing: 1.5, color: 'accent.onDark' }}>
                        {banner.eyebrow}
                      </Typography>
                      <Typography
                        variant="h2"
                        component="h2"
                        sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, lineHeight: 1.15, fontWeight: 700, mb: 2 }}
                      >
                        {banner.title}
                      </Typography>
                      <Typography sx={{ fontSize: { md: '1.15rem' }, opacity: 0.92, mb: 3 }}>{banner.text}</Typography>
                      <Button variant="contained" size="large" component={RouterLink} to={banner.cta.to}>
                        {banner.cta.label}
                      </Button>
                    </Box>
                  </Container>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', bottom: 13, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {banners.map((banner, i) => (
          <ButtonBase
            key={banner.title}
            href={`#${bannerId(i)}`}
            aria-label={`Show banner ${i + 1}`}
            aria-current={i === selected ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              emblaApi?.scrollTo(i);
            }}
            sx={{
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
              '&:focus-visible, &.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
            }}
          />
        ))}
        {rotates && (
          <IconButton
            size="small"
            aria-label={paused ? 'Play banner rotation' : 'Pause banner rotation'}
            onClick={togglePause}
            // Kept in place but not shown before the app runs, so the dots do not move when it appears.
            sx={{ ml: 1, visibility: hydrated ? 'visible' : 'hidden', color: 'common.white', bgcolor: 'rgba(255,255,255,0.15)', '&:hover': { bgcolor: 'rgba(255,255,255,0.3)' } }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
