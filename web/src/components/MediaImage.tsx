/**
 * An image that falls back to the placeholder /no-image.png when it is missing or fails to load
 * (product-spec.md §2 "Broken images and media fall back to a placeholder image").
 *
 * Responsive: given `sizes`, a /media PNG/JPEG/WebP/AVIF also gets a `srcSet` of the server's resized
 * variants (web/src/lib/media-srcset.ts), so a phone downloads a small AVIF/WebP instead of the stored original;
 * `src` stays the stored original for the rare browser without srcset. `priority` marks the one picture a page
 * is judged by (the first banner, a product's main image): loaded eagerly with `fetchpriority="high"` and
 * preloaded with React's `preload()` (a `<link rel="preload" as="image" imagesrcset imagesizes>` in the head).
 * Everything else loads lazily.
 *
 * `narrow` art-directs: below its media query the browser takes another picture (a portrait banner on a phone)
 * from a `<picture>` source, chosen by the browser alone, so a server-rendered page shows the right one before any
 * script runs. Such a picture is not preloaded (a preload cannot say which of the two a screen needs); in a
 * server-rendered page the `<picture>` itself is early in the HTML.
 */
import { useState } from 'react';
import { preload } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mediaSrcSet } from '../lib/media-srcset.ts';

/** Placeholder of broken or missing media. */
export const NO_IMAGE_SRC = '/no-image.png';

export interface MediaImageProps {
  /** Image URL; '' shows the placeholder. */
  src: string;
  alt: string;
  /** Intrinsic size (reserves space before load). */
  width?: number;
  height?: number;
  /** Ignored with `priority` (always eager then). */
  loading?: 'lazy' | 'eager';
  /**
   * How wide the image is drawn (the `sizes` attribute, e.g. LAYOUT_SIZES.card). Given, a /media raster image also
   * gets a srcset of resized variants; without it only `src` is used.
   */
  sizes?: string;
  /** Pixel width of the stored image when known (marketing media): no srcset candidate claims more. */
  sourceWidth?: number;
  /** Above-the-fold picture that decides the page's largest paint: eager, fetchpriority high, preloaded. */
  priority?: boolean;
  /** Another picture for screens that match `media` (e.g. '(max-width: 599.95px)'): a `<picture>` source. */
  narrow?: { src: string; media: string; sizes: string; sourceWidth?: number; width?: number; height?: number };
  sx?: SxProps<Theme>;
}

/** <img> with the placeholder fallback (swapped in once, on the first error); decoding is async, loading lazy. */
export function MediaImage({ src, alt, width, height, loading = 'lazy', sizes, sourceWidth, priority = false, narrow, sx }: MediaImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const shown = failed ? NO_IMAGE_SRC : src;
  const srcSet = failed || !sizes ? undefined : mediaSrcSet(src, { sourceWidth });
  if (priority && !failed && !narrow) {
    // Keyed by imageSrcSet + imageSizes (or href): calling it on every render adds one <link> only.
    preload(shown, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
  }
  const img = (
    <Box
      component="img"
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (shown !== NO_IMAGE_SRC) setFailedSrc(src);
      }}
      sx={sx}
    />
  );
  if (!narrow || failed) return img;
  const narrowSrcSet = mediaSrcSet(narrow.src, { sourceWidth: narrow.sourceWidth }) ?? narrow.src;
  return (
    <picture>
      <source
        media={narrow.media}
        srcSet={narrowSrcSet}
        sizes={narrow.sizes}
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  );
}

export default MediaImage;
