/** The shape of a drawn marketing image (server/demo/drawings). */

/** One marketing image: where it is stored, its pixel size and how to draw it. */
export interface MarketingImage {
  container: 'in-images' | 'fd-images';
  /** Path inside the container, e.g. 'banners/banner-1.webp'. */
  path: string;
  width: number;
  height: number;
  /** The SVG source, drawn at width × height. */
  svg: () => string;
}
