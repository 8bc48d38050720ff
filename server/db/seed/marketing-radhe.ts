/** Marketing media of the radhe storefront, drawn as SVG (see server/db/seed/marketing.ts). */
import type { MarketingImage } from './marketing.ts';

export const radheMarketingImages: MarketingImage[] = [];
