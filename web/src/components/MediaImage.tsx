/**
 * An image that falls back to the placeholder /no-image.png when it is missing or fails to load
 * (product-spec.md §2 "Broken images and media fall back to a placeholder image").
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Placeholder of broken or missing media. */
export const NO_IMAGE_SRC = '/no-image.png';

export interface MediaImageProps {
  /** Image URL; '' shows the placeholder. */
  src: string;
  alt: string;
  /** Intrinsic size (reserves space before load). */
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}

/** <img> with the placeholder fallback (swapped in once, on the first error); decoding is async, loading lazy. */
export function MediaImage({ src, alt, width, height, loading = 'lazy', sx }: MediaImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? NO_IMAGE_SRC : src;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== NO_IMAGE_SRC) setFailedSrc(src);
      }}
      sx={sx}
    />
  );
}

export default MediaImage;
