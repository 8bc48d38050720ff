/**
 * The storefronts' marketing images in the blob store (product-spec.md §3 "Static marketing media
 * are under folders in-images and fd-images"): each image server/demo/drawings draws is rasterised to WebP and
 * stored in its container; missing blobs are drawn on start, existing ones are left alone.
 */
import sharp from 'sharp';
import { marketingImages, type MarketingImage } from '../drawings/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { ensureBlobs } from './ensure-blobs.ts';

/**
 * Draws and stores every marketing image the blob store does not have yet.
 * @returns the number of images written.
 */
export async function ensureMarketingMedia(blobs: BlobStore, images: MarketingImage[] = marketingImages()): Promise<number> {
  return ensureBlobs(
    blobs,
    images.map((image) => ({
      container: image.container,
      path: image.path,
      draw: () => sharp(Buffer.from(image.svg())).resize(image.width, image.height).webp({ quality: 82, effort: 3 }).toBuffer(),
    })),
  );
}
