/**
 * The demo media (drawing code lives here, outside the seed): `product-art.ts` draws the demo
 * catalogue's product illustrations (the seed, server/demo/seed, stores them), `radhe.ts` and `therm.ts` the
 * storefronts' marketing images, from the paths, sizes and names of the storefronts' content (content/).
 *
 * Marketing media of the storefronts: banners, facility and testing illustrations, drawn client
 * wordmarks, certificates, maps, each drawn here as SVG for the blob containers 'in-images' (radhe) and 'fd-images'
 * (therm). The server stores them, as WebP (server/demo/seed/marketing.ts `ensureMarketingMedia`): this folder only
 * draws and never touches a store, so it imports nothing of the server.
 */
import { radheMarketingImages } from './radhe.ts';
import { thermMarketingImages } from './therm.ts';
import type { MarketingImage } from './types.ts';

export type { MarketingImage };

/** Every marketing image of both storefronts. */
export function marketingImages(): MarketingImage[] {
  return [...radheMarketingImages, ...thermMarketingImages];
}
