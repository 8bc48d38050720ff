/**
 * Media URLs of catalogue items — product-spec.md §3 "Image URL = storage base + vendor folder + path".
 */
import { useCallback } from 'react';
import { mediaUrl } from '../../../../contracts/media.ts';
import { appConfig } from '../../lib/config.ts';
import { useVendor } from '../../lib/vendor-context.tsx';

/** Media URL of a stored path in `folder` (a vendor key). '' stays '' (MediaImage then shows the placeholder). */
export function catalogMediaUrl(folder: string, path: string): string {
  return mediaUrl(appConfig.mediaBase, folder, path);
}

/**
 * Returns `(path, folder?) => url`. The folder defaults to the selected vendor's image folder; pass the
 * vendor of the item itself (category.vendor, product.vendor) when known, so an item is always read from
 * its own vendor's folder.
 */
export function useMediaSrc(): (path: string, folder?: string) => string {
  const { imageFolder } = useVendor();
  return useCallback((path: string, folder?: string) => catalogMediaUrl(folder ?? imageFolder, path), [imageFolder]);
}
