/**
 * The demo media (issue 19 item 4: drawing code lives here, outside the seed): `product-art.ts` draws the demo
 * catalogue's product illustrations (the seed, server/db/seed, stores them), `radhe.ts` and `therm.ts` the
 * storefronts' marketing images, from the paths, sizes and names of the storefronts' content (content/).
 *
 * Marketing media of the storefronts (issues 5 and 6): banners, facility and testing illustrations, drawn client
 * wordmarks, certificates, maps. Each image is drawn here as SVG and stored, as WebP, in the blob containers
 * 'in-images' (radhe) and 'fd-images' (therm) — product-spec.md §3 "Static marketing media are under folders
 * in-images and fd-images". Missing blobs are drawn on start; existing ones are left alone.
 */
import sharp from 'sharp';
import { BlobExistsError, type BlobStore } from '../../server/storage/blob-store.ts';
import { radheMarketingImages } from './radhe.ts';
import { thermMarketingImages } from './therm.ts';
import type { MarketingImage } from './types.ts';

/** Every marketing image of both storefronts. */
export function marketingImages(): MarketingImage[] {
  return [...radheMarketingImages, ...thermMarketingImages];
}

/**
 * Draws and stores every marketing image the blob store does not have yet.
 * @returns the number of images written.
 */
export async function ensureMarketingMedia(blobs: BlobStore, images: MarketingImage[] = marketingImages()): Promise<number> {
  let written = 0;
  for (let i = 0; i < images.length; i += 4) {
    await Promise.all(
      images.slice(i, i + 4).map(async (image) => {
        if (await blobs.stat(image.container, image.path)) return;
        const bytes = await sharp(Buffer.from(image.svg())).resize(image.width, image.height).webp({ quality: 82, effort: 3 }).toBuffer();
        try {
          await blobs.put(image.container, image.path, bytes, { contentType: 'image/webp' });
          written += 1;
        } catch (error) {
          if (!(error instanceof BlobExistsError)) throw error;
        }
      }),
    );
  }
  return written;
}
