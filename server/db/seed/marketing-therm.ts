/** Marketing media of the therm storefront, drawn as SVG (see server/db/seed/marketing.ts). */
import type { MarketingImage } from './marketing.ts';

export const thermMarketingImages: MarketingImage[] = [];
