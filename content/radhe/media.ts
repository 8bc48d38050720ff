/**
 * Every marketing image of the radhe storefront (product-spec.md §2 "radhe storefront", §3 "Static marketing
 * media are under folders in-images"): path inside the blob container 'in-images', intrinsic size and alt text.
 * Pages take their images from here only; server/demo/drawings/radhe.ts draws each of them from this list, at
 * its path and size. Pure data: no DOM, no React.
 */
import { mediaUrl } from '../../contracts/media.ts';

/** Blob container of this storefront's marketing media. */
export const RADHE_MEDIA_CONTAINER = 'in-images';

/** One marketing image: stored path, intrinsic pixel size (reserves layout space) and text alternative. */
export interface RadheImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** Desktop banner size (≥ small breakpoint) and mobile banner size (below it). */
export const BANNER_SIZE = { width: 1920, height: 760 } as const;
export const MOBILE_BANNER_SIZE = { width: 780, height: 1040 } as const;
/** Client wordmark size. */
export const CLIENT_LOGO_SIZE = { width: 360, height: 160 } as const;

const banner = (n: number, alt: string): RadheImage => ({ path: `banners/banner-${n}.webp`, ...BANNER_SIZE, alt });
const mobileBanner = (n: number, alt: string): RadheImage => ({ path: `banners/mobile-banner-${n}.webp`, ...MOBILE_BANNER_SIZE, alt });

const BANNER_ALTS = [
  'Illustration of a 400 kV transmission line at dusk with long rod composite insulators on lattice towers',
  'Illustration of the Vadodara works: moulding halls, stores and the testing bay',
  'Illustration of a high-voltage test laboratory with an impulse generator beside a composite insulator',
] as const;

export const radheImages = {
  /** Home banners: three for desktop and a different, portrait set for phones (product-spec.md §2). */
  banners: BANNER_ALTS.map((alt, i) => banner(i + 1, alt)),
  mobileBanners: BANNER_ALTS.map((alt, i) => mobileBanner(i + 1, alt)),
  /** Home "facilities" block. */
  homeFacility: {
    path: 'facilities/works-overview.webp',
    width: 1200,
    height: 800,
    alt: 'Illustration of the insulator works seen from above: production halls, yard and dispatch bay',
  },
  /** /in/facilities hero picture. */
  facilitiesHero: {
    path: 'facilities/hero.webp',
    width: 1920,
    height: 640,
    alt: 'Illustration of the factory front with production halls and the company flag',
  },
  /** /in/facilities gallery: five images of varied heights for the 3-column masonry grid. */
  facilityGallery: [
    { path: 'facilities/injection-moulding.webp', width: 800, height: 1280, alt: 'Illustration of a silicone rubber injection moulding press with a long rod insulator mould' },
    { path: 'facilities/crimping.webp', width: 800, height: 600, alt: 'Illustration of a hydraulic crimping station fixing metal end fittings to an FRP rod' },
    { path: 'facilities/routine-testing.webp', width: 800, height: 720, alt: 'Illustration of the routine mechanical test bench loading every insulator' },
    { path: 'facilities/stores.webp', width: 800, height: 640, alt: 'Illustration of the finished goods store with crated insulators on racks' },
    { path: 'facilities/dispatch.webp', width: 800, height: 560, alt: 'Illustration of the dispatch bay with a truck being loaded with insulator crates' },
  ] satisfies RadheImage[],
  /** /in/testing-quality: three images. */
  testing: [
    { path: 'testing/impulse-generator.webp', width: 1200, height: 800, alt: 'Illustration of a lightning impulse test on a composite insulator with a multi-stage generator' },
    { path: 'testing/ageing-chamber.webp', width: 1200, height: 800, alt: 'Illustration of insulators inside a salt-fog and UV accelerated ageing chamber' },
    { path: 'testing/mechanical-load.webp', width: 1200, height: 800, alt: 'Illustration of a horizontal tensile test machine pulling a long rod insulator' },
  ] satisfies RadheImage[],
  /** /in/clientele world map. */
  worldMap: {
    path: 'clientele/world-map.webp',
    width: 1600,
    height: 800,
    alt: 'Dotted world map with markers on the regions where our insulators are installed',
  },
} as const;

/** Turns a client name into its file slug, e.g. 'Meridian Grid Projects' → 'meridian-grid-projects'. */
export function clientSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The drawn wordmark of a client (a stand-in logo, not a trademark). */
export function clientLogo(name: string): RadheImage {
  return { path: `clients/${clientSlug(name)}.webp`, ...CLIENT_LOGO_SIZE, alt: `${name} logo` };
}

/** Browser URL of a marketing image: {mediaBase}/in-images/{path}. */
export function radheImageUrl(mediaBase: string, image: Pick<RadheImage, 'path'>): string {
  return mediaUrl(mediaBase, RADHE_MEDIA_CONTAINER, image.path);
}
