/**
 * Every marketing image of the therm storefront (product-spec.md §2 "therm storefront", §3 "Static marketing
 * media are under folders … fd-images"): path inside the blob container 'fd-images', intrinsic size and alt text.
 * Pages take their images from here only; server/demo/drawings/therm.ts draws each of them from this list and
 * stores it at its path and size (its test checks that each drawing has that size). Pure data: no DOM, no React.
 */
import { mediaUrl } from '../../contracts/media.ts';

/** Blob container of this storefront's marketing media. */
export const THERM_MEDIA_CONTAINER = 'fd-images';

/** One marketing image: stored path, intrinsic pixel size (reserves layout space) and text alternative. */
export interface ThermImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** Size of a type-test picture, an approval badge, a client wordmark and an industry picture. */
export const TYPE_TEST_SIZE = { width: 800, height: 600 } as const;
export const BADGE_SIZE = { width: 400, height: 240 } as const;
export const CLIENT_LOGO_SIZE = { width: 360, height: 160 } as const;
export const INDUSTRY_SIZE = { width: 960, height: 600 } as const;

/** Turns a name into its file slug, e.g. 'Oil and Gas' → 'oil-and-gas'. */
export function thermSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The six type tests of product-spec.md §2 (/fd/quality), in the spec's order. */
export const TYPE_TEST_KEYS = ['burst', 'life-cycle', 'movement', 'spring-rate', 'squirm', 'standardized'] as const;
export type TypeTestKey = (typeof TYPE_TEST_KEYS)[number];

const TYPE_TEST_ALTS: Record<TypeTestKey, string> = {
  burst: 'Illustration of a burst test: a bellows in a guarded pit pressurised with water until it fails, with the gauge at maximum',
  'life-cycle': 'Illustration of a life cycle test: a hydraulic actuator compressing and extending a bellows while a counter records cycles',
  movement: 'Illustration of a movement test: a bellows offset laterally and angularly on a fixture with dial gauges',
  'spring-rate': 'Illustration of a spring rate test: a bellows compressed in steps on a press with a load cell and a force–deflection plot',
  squirm: 'Illustration of a squirm test: a pressurised bellows watched for sideways bowing of its convolutions against a straight edge',
  standardized: 'Illustration of standardized expansion joints from 50 NB upward stacked with their tags after testing',
};

/** The picture of a type test. */
export function typeTestImage(key: TypeTestKey): ThermImage {
  return { path: `quality/type-tests/${key}.webp`, ...TYPE_TEST_SIZE, alt: TYPE_TEST_ALTS[key] };
}

/** A drawn approval badge (invented issuer names, no real mark). */
export function approvalBadge(slug: string, alt: string): ThermImage {
  return { path: `quality/approvals/${slug}.webp`, ...BADGE_SIZE, alt };
}

/** The drawn wordmark of a client (a stand-in logo with an invented name, not a trademark). */
export function clientLogo(name: string): ThermImage {
  return { path: `clients/${thermSlug(name)}.webp`, ...CLIENT_LOGO_SIZE, alt: `${name} logo` };
}

/** The picture of an industry (applications page and the home selector). */
export function industryImage(name: string): ThermImage {
  return { path: `industries/${thermSlug(name)}.webp`, ...INDUSTRY_SIZE, alt: `Illustration: expansion joints installed in ${name.toLowerCase()}` };
}

export const thermImages = {
  /** /fd home hero (above the fold). */
  hero: {
    path: 'home/hero.webp',
    width: 1920,
    height: 720,
    alt: 'Illustration of a large metallic expansion joint being lifted by an overhead crane in the fabrication shed',
  },
  /** /fd home "about" and /fd/about-us. */
  about: {
    path: 'home/bellows-cutaway.webp',
    width: 1200,
    height: 800,
    alt: 'Cutaway illustration of a multi-ply metallic bellows with its convolutions, liner and weld ends',
  },
  /** /fd/manufacturing-facilities: the shop floor and the site plan. */
  shopFloor: {
    path: 'facilities/shop-floor.webp',
    width: 1600,
    height: 800,
    alt: 'Illustration of the shop floor: plate rolling machine, welding manipulator and an overhead crane over finished expansion joints',
  },
  sitePlan: {
    path: 'facilities/site-plan.webp',
    width: 1200,
    height: 800,
    alt: 'Site plan illustration: 4,00,000 sq ft of land with the 70,000 sq ft shed, the 5,000 sq ft office and the test bay',
  },
  /** /fd/testing-facilities: the bellows test rig and the radiography bay. */
  testRig: {
    path: 'testing/test-rig.webp',
    width: 1200,
    height: 800,
    alt: 'Illustration of a bellows test rig: an expansion joint blanked off between flanges, a pressure pump and gauges',
  },
  radiography: {
    path: 'testing/radiography.webp',
    width: 1200,
    height: 800,
    alt: 'Illustration of a longitudinal bellows seam being radiographed, with the film strip and the warning lamp',
  },
  /** /fd/research: a design drawing of a convolution with its calculation sheet. */
  research: {
    path: 'research/design-study.webp',
    width: 1200,
    height: 800,
    alt: 'Illustration of a bellows convolution design drawing with pitch, depth and thickness dimensions and a stress plot',
  },
  typeTests: TYPE_TEST_KEYS.map(typeTestImage),
} as const;

/** Browser URL of a marketing image: {mediaBase}/fd-images/{path}. */
export function thermImageUrl(mediaBase: string, image: Pick<ThermImage, 'path'>): string {
  return mediaUrl(mediaBase, THERM_MEDIA_CONTAINER, image.path);
}
