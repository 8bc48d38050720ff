/**
 * Previews of the manager's media: a picked file before upload (a local object URL, revoked when the file
 * changes or the preview goes) or a stored path after upload (the media URL of product-spec.md §3, with the
 * /no-image.png fallback of MediaImage/MediaVideo; .mp4/.webm paths show as video). A picked image the browser
 * cannot draw (e.g. a renamed non-image) shows the same placeholder (§2 "Broken images … fall back").
 */
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { isVideoPath, mediaUrl } from '../../../../../contracts/media.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { MediaImage, NO_IMAGE_SRC } from '../../../components/MediaImage.tsx';
import { MediaVideo } from '../../../components/MediaVideo.tsx';
import { appConfig } from '../../../lib/config.ts';

export interface MediaPreviewProps {
  /** A picked file; shown instead of `path` while it is not uploaded. */
  file?: File | null;
  /** The stored path, e.g. 'images/1700000000000-rod.png'. */
  path?: string | null;
  vendor: VendorKey;
  /** Accessible name of the preview. */
  alt: string;
  /** Edge of the square preview in px. */
  size?: number;
}

const frame = (size: number) => ({
  width: size,
  height: size,
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'grey.50',
}) satisfies SxProps<Theme>;

/** The URL of a stored catalogue path of `vendor` (product-spec.md §3 "Image URL"). */
export function catalogMediaUrl(vendor: VendorKey, path: string): string {
  return mediaUrl(appConfig.mediaBase, vendor, path);
}

/** A square preview of a picked file, a stored path, or 'No image'. */
export function MediaPreview({ file, path, vendor, alt, size = 96 }: MediaPreviewProps) {
  // React 19 ref callbacks may return a cleanup: the object URL lives exactly as long as this <img>/<video>.
  const attachFile = useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
      if (!element || !file) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  if (file) {
    return file.type.startsWith('video/') ? (
      <Box component="video" ref={attachFile} aria-label={alt} muted controls preload="metadata" sx={frame(size)} />
    ) : (
      <Box
        component="img"
        ref={attachFile}
        alt={alt}
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(NO_IMAGE_SRC)) img.src = NO_IMAGE_SRC;
        }}
        sx={frame(size)}
      />
    );
  }
  if (path) {
    const src = catalogMediaUrl(vendor, path);
    return isVideoPath(path) ? (
      <MediaVideo src={src} label={alt} width={size} height={size} sx={frame(size)} />
    ) : (
      <MediaImage src={src} alt={alt} width={size} height={size} sx={frame(size)} />
    );
  }
  return (
    <Box sx={{ ...frame(size), display: 'grid', placeItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        No image
      </Typography>
    </Box>
  );
}

/** The file part of a stored path ('images/1700000000000-rod.png' → '1700000000000-rod.png'). */
export function pathFileName(path: string): string {
  return path.split('/').pop() ?? path;
}
