/**
 * A therm marketing image (product-spec.md §2; media under fd-images, §3): a MarketingImage whose URL is built
 * from the configured media base (with the srcset).
 */
import { MarketingImage, type MarketingImageProps } from '../../components/MarketingImage.tsx';
import { appConfig } from '../../../lib/config.ts';
import { thermImageUrl, type ThermImage as ThermImageEntry } from '../../../../../content/therm/media.ts';

export interface ThermImageProps extends MarketingImageProps {
  /** The image entry from media.ts. */
  image: ThermImageEntry;
}

/** Renders one therm marketing image at its intrinsic size, scaled to its box by `sx`. */
export function ThermImage(props: ThermImageProps) {
  return <MarketingImage src={thermImageUrl(appConfig.mediaBase, props.image)} {...props} />;
}
