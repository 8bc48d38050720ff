/**
 * One banner of the /in home carousel (product-spec.md §2 "/in", §9): its picture across the width (a portrait set
 * below the small breakpoint, as a `<picture>` source, so the server-rendered page already shows the right one) under
 * a dark gradient with the eyebrow, title, text and button. The first banner is the page's largest paint: eager with
 * fetchpriority high; the others load lazily. The server's markup only: once the carousel's controls run, they
 * make a banner out of view inert and hidden from assistive technology (BannerControls.tsx `showOnly`); before,
 * every banner is reachable (BannerCarousel's module comment).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { RadheImage as RadheImageEntry } from '../../../../../content/radhe/media.ts';
import { appConfig } from '../../../lib/config.ts';
import { radheImageUrl } from '../../../../../content/radhe/media.ts';
import { RadheImage } from './RadheImage.tsx';
import { useSiteNavigation } from '../../../lib/navigation.tsx';
import { bannerId } from './BannerControls.tsx';

/**
 * How wide a banner is drawn. It fills the viewport at a fixed height (520 px from sm, 600 px from md) with
 * object-fit cover, so a desktop banner (1920 × 760) is never drawn narrower than 1314–1516 px; a phone's portrait
 * banner (780 × 1040, 560 px high) about the viewport's width.
 */
export const BANNER_SIZES = '(min-width: 1520px) 100vw, 1520px';
export const MOBILE_BANNER_SIZES = '100vw';
/** Where the portrait set takes over: below MUI's small breakpoint (600 px). */
export const MOBILE_BANNER_MEDIA = '(max-width: 599.95px)';

/** One banner: overlay text, button and its desktop and mobile pictures. */
export interface Banner {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: RadheImageEntry;
  mobileImage: RadheImageEntry;
}

export interface BannerSlideProps {
  banner: Banner;
  /** Its place among the `count` banners (0-based). */
  index: number;
  count: number;
}

/** See the module comment. */
export function BannerSlide({ banner, index, count }: BannerSlideProps) {
  const { Link: RouterLink } = useSiteNavigation();
  return (
    <Box
      id={bannerId(index)}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-testid="banner-slide"
      data-current={index === 0}
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
        priority={index === 0}
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
            <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, lineHeight: 1.15, fontWeight: 700, mb: 2 }}>
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
}
