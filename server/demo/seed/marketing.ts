/**
 * The storefronts' marketing images in the blob store (product-spec.md §3 "Static marketing media
 * are under folders in-images and fd-images"): each image server/demo/drawings draws is rasterised to WebP and
 * stored in its container; missing blobs are drawn on start, existing ones are left alone.
 */
import sharp from 'sharp';
import { marketingImages, type MarketingImage } from '../drawings/index.ts';
import { BlobExistsError, type BlobStore } from '../../storage/blob-store.ts';

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
