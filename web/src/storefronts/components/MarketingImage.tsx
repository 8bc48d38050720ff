/**
 * A storefront marketing image (product-spec.md §2; media under in-images and fd-images, §3), shared by /in and
 * /fd: a MediaImage with the entry's width, height and alt text, and a srcset of the server's resized variants
 * bounded by the entry's width. `sizes` says how wide the page draws it (default:
 * the content column, LAYOUT_SIZES.container).
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { MediaImage } from '../../components/MediaImage.tsx';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';

/** What a marketing image entry (radhe or therm media.ts) provides: stored path, pixel size, text alternative. */
export interface MarketingImageEntry {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** Props of RadheImage and ThermImage (which supply `src`). */
export interface MarketingImageProps {
  /** The image entry from the storefront's media.ts. */
  image: MarketingImageEntry;
  /** 'eager' for an above-the-fold picture; everything else loads lazily. */
  loading?: 'lazy' | 'eager';
  /** The picture the page is judged by (the home page's first banner): eager, fetchpriority high, preloaded. */
  priority?: boolean;
  /** How wide the image is drawn (a `sizes` value; LAYOUT_SIZES or imageSizes). */
  sizes?: string;
  /** Another entry for narrow screens (MediaImage `narrow`): its URL, the media query and its `sizes`. */
  narrow?: { src: string; image: MarketingImageEntry; media: string; sizes: string };
  /** Overrides the entry's alt (e.g. '' for a decorative use). */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** Renders one marketing image at its intrinsic size, scaled to its box by `sx`. */
export function MarketingImage({
  src,
  image,
  loading = 'lazy',
  priority,
  sizes = LAYOUT_SIZES.container,
  alt,
  narrow,
  sx,
}: MarketingImageProps & { src: string }) {
  return (
    <MediaImage
      src={src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      sourceWidth={image.width}
      sizes={sizes}
      loading={loading}
      priority={priority}
      narrow={
        narrow && {
          src: narrow.src,
          media: narrow.media,
          sizes: narrow.sizes,
          sourceWidth: narrow.image.width,
          width: narrow.image.width,
          height: narrow.image.height,
        }
      }
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
