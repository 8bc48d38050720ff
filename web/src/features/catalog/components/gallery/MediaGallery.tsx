/**
 * Product media gallery — product-spec.md §2 "Product detail", §3, §4 and §9; (progressive enhancement).
 *
 * - Media: the main image first, then the other images, blanks and duplicates dropped (`buildGalleryMedia`);
 *   URLs are mediaBase + folder + path. .mp4/.webm play in a <video controls muted playsInline>.
 * - Embla carousel, looping, advanced every 5 s by embla-carousel-autoplay. Autoplay stops while a video
 *   plays and resumes when it pauses or ends; it also stops while the pointer is over the gallery or focus is
 *   inside a slide, and the visitor can pause it with the pause button (WCAG 2.2.2).
 * - prefers-reduced-motion: reduce → no autoplay and slides jump instead of sliding.
 * - A thumbnail strip below: each thumbnail is a link to its media at full size (labelled 'Show media N of M'; the
 *   selected one carries aria-current and a highlight), so before the app runs, or without JavaScript, it opens the
 *   image or video itself; the app takes a plain click over and shows that slide instead. The region is labelled
 *   'Product media' (e2e tests find it by that name).
 * - Previous/next and pause buttons only work with the app, so they are drawn once it runs (`useHydrated`); until
 *   then the first slide shows, and the others are reached through their thumbnails.
 * - Broken media fall back to /no-image.png (MediaImage; a broken video is replaced by the placeholder).
 * - Images offer the server's resized variants (srcset/sizes). The first slide — the product's main image,
 *   the page's largest paint — is preloaded with fetchpriority high; every other slide and thumbnail is lazy.
 *
 * Parts, a file each: `useGalleryCarousel` (Embla, autoplay and the selection), `GallerySlides`, `GalleryControls`,
 * `GalleryThumbnails`, and the pure rules in gallery-media.ts; `MediaGallery` puts them together.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MediaImage, NO_IMAGE_SRC } from '../../../../components/MediaImage.tsx';
import { useHydrated } from '../../../../lib/progressive.ts';
import { useGalleryCarousel } from './use-gallery-carousel.ts';
import { GallerySlides } from './GallerySlides.tsx';
import { GalleryControls } from './GalleryControls.tsx';
import { GalleryThumbnails } from './GalleryThumbnails.tsx';
import { buildGalleryMedia } from './gallery-media.ts';

export interface MediaGalleryProps {
  /** The product's main image path (shown first). */
  imagePath: string;
  /** The product's other media paths (images and .mp4/.webm videos). */
  otherImages: readonly string[];
  /** Blob folder of the media: the vendor key. */
  folder: string;
  /** Product name: the gallery's accessible name and the images' alt text. */
  title: string;
  /** Alt text per image path staff wrote (contracts/catalog.ts `imageAlts`); an image without one uses `title`. */
  imageAlts?: Record<string, string>;
}

/** The gallery; see the module comment. */
export function MediaGallery({ imagePath, otherImages, folder, title, imageAlts }: MediaGalleryProps) {
  const items = useMemo(() => buildGalleryMedia(imagePath, otherImages), [imagePath, otherImages]);
  const count = items.length;
  const carousel = useGalleryCarousel(count);
  const hydrated = useHydrated();

  if (count === 0) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.50', borderRadius: 2, overflow: 'hidden' }}>
        <MediaImage
          src={NO_IMAGE_SRC}
          alt={title}
          width={800}
          height={600}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Product media" data-testid="media-gallery">
      <Box sx={{ position: 'relative' }}>
        <GallerySlides
          items={items}
          folder={folder}
          title={title}
          imageAlts={imageAlts}
          selected={carousel.selected}
          viewportRef={carousel.viewportRef}
          videos={carousel.videos}
          onVideoEvent={carousel.onVideoEvent}
        />
        {count > 1 && (
          <>
            {hydrated && (
              <GalleryControls
                reducedMotion={carousel.reducedMotion}
                userPaused={carousel.userPaused}
                onStep={carousel.step}
                onTogglePaused={carousel.togglePaused}
              />
            )}
            <Typography
              variant="caption"
              aria-hidden="true"
              sx={{ position: 'absolute', left: 8, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.85)' }}
            >
              {carousel.selected + 1} / {count}
            </Typography>
          </>
        )}
      </Box>
      {count > 1 && <GalleryThumbnails items={items} folder={folder} selected={carousel.selected} onSelect={carousel.goTo} />}
    </Box>
  );
}
