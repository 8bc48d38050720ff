/**
 * Shapes of the demo catalogue data (server/demo/seed/radhe.ts, therm.ts). Ids and image names are derived from
 * the stable slugs, so URLs stay the same across restarts and machines.
 */
import type { ArtKind } from '../drawings/product-art.ts';

export interface SeedProduct {
  /** Stable slug, unique per vendor; the id and image names derive from it. */
  slug: string;
  name: string;
  description: string;
  /** Which illustration to draw. */
  art: ArtKind;
  /** Shed or convolution count for the illustration, where it has one. */
  sheds?: number;
  /** Ordered technical properties: [key, value]. */
  properties: [string, string][];
  /** Configurations: [name, illustration variant]; each gets its own image. */
  configurations?: [string, string][];
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  art: ArtKind;
  children?: SeedCategory[];
  products?: SeedProduct[];
}
