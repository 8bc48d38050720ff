/**
 * Writes the blobs of a list that are missing, drawing each only when it is not there yet; shared by the demo
 * catalogue's images and the storefronts' marketing media. Four are drawn at a time. The walk starts at a random
 * place in the list and wraps around, so instances starting together on one blob store mostly draw different
 * images, and find the rest written by the others (measured in the fleet test: three instances drawing every
 * image each took their first start past 60 s on 2 cores). A blob another instance wrote first is left as it is.
 */
import { BlobExistsError, type BlobStore } from '../../storage/blob-store.ts';

/** One blob to make sure of: where it goes, and how to draw its bytes (WebP). */
export interface DrawnBlob {
  container: string;
  path: string;
  draw(): Promise<Buffer>;
}

/**
 * Draws and writes every blob of `items` not in `blobs` yet.
 * @returns how many this call wrote
 * @throws what the blob store or a drawing throws (a blob another instance wrote first is not an error)
 */
export async function ensureBlobs(blobs: BlobStore, items: readonly DrawnBlob[]): Promise<number> {
  const start = Math.floor(Math.random() * items.length);
  const order = [...items.slice(start), ...items.slice(0, start)];
  let written = 0;
  for (let i = 0; i < order.length; i += 4) {
    await Promise.all(
      order.slice(i, i + 4).map(async (item) => {
        if (await blobs.stat(item.container, item.path)) return;
        const bytes = await item.draw();
        try {
          await blobs.put(item.container, item.path, bytes, { contentType: 'image/webp' });
          written += 1;
        } catch (error) {
          if (!(error instanceof BlobExistsError)) throw error;
        }
      }),
    );
  }
  return written;
}
