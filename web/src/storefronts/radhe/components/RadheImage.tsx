/**
 * A radhe marketing image (product-spec.md §2; media under in-images, §3): a MarketingImage whose URL is built
 * from the configured media base (with the srcset).
 */
import { MarketingImage, type MarketingImageProps } from '../../components/MarketingImage.tsx';
import { appConfig } from '../../../lib/config.ts';
import { radheImageUrl, type RadheImage as RadheImageEntry } from '../../../../../content/radhe/media.ts';

export interface RadheImageProps extends MarketingImageProps {
  /** The image entry from radheImages (media.ts). */
  image: RadheImageEntry;
}

/** Renders one radhe marketing image at its intrinsic size, scaled by `sx`. */
export function RadheImage(props: RadheImageProps) {
  return <MarketingImage src={radheImageUrl(appConfig.mediaBase, props.image)} {...props} />;
}
