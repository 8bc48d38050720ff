/**
 * A therm marketing image (product-spec.md §2; media under fd-images, §3): a MediaImage with the entry's width,
 * height and alt text, its URL built from the configured media base.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { MediaImage } from '../../../components/MediaImage.tsx';
import { appConfig } from '../../../lib/config.ts';
import { thermImageUrl, type ThermImage as ThermImageEntry } from '../media.ts';

export interface ThermImageProps {
  /** The image entry from media.ts. */
  image: ThermImageEntry;
  /** 'eager' only for the first, above-the-fold picture; everything else loads lazily. */
  loading?: 'lazy' | 'eager';
  /** Overrides the entry's alt (e.g. '' for a decorative use). */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** Renders one marketing image at its intrinsic size, scaled to its box by `sx`. */
export function ThermImage({ image, loading = 'lazy', alt, sx }: ThermImageProps) {
  return (
    <MediaImage
      src={thermImageUrl(appConfig.mediaBase, image)}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
