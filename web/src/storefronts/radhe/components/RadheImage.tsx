/**
 * A radhe marketing image (product-spec.md §2; media under in-images, §3): a MediaImage with the entry's width,
 * height and alt text, its URL built from the configured media base.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { MediaImage } from '../../../components/MediaImage.tsx';
import { appConfig } from '../../../lib/config.ts';
import { radheImageUrl, type RadheImage as RadheImageEntry } from '../media.ts';

export interface RadheImageProps {
  /** The image entry from radheImages (media.ts). */
  image: RadheImageEntry;
  /** 'eager' only for the first, above-the-fold picture; everything else loads lazily. */
  loading?: 'lazy' | 'eager';
  /** Overrides the entry's alt (e.g. '' for a decorative use). */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** Renders one marketing image at its intrinsic size, scaled by `sx`. */
export function RadheImage({ image, loading = 'lazy', alt, sx }: RadheImageProps) {
  return (
    <MediaImage
      src={radheImageUrl(appConfig.mediaBase, image)}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
