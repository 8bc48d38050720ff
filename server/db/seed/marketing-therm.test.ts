/**
 * The therm marketing media list (server) and the paths the pages use (web/src/storefronts/therm/media.ts and
 * its content modules) agree: every image a page shows is drawn, in 'fd-images', at the size the page reserves;
 * every drawing is valid SVG that sharp can rasterise.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thermClients } from '../../../web/src/storefronts/therm/content/clients.ts';
import { industries } from '../../../web/src/storefronts/therm/content/industries.ts';
import { thermQuality } from '../../../web/src/storefronts/therm/content/quality.ts';
import {
  approvalBadge,
  clientLogo,
  industryImage,
  thermImages,
  thermSlug as webSlug,
  typeTestImage,
  type ThermImage,
} from '../../../web/src/storefronts/therm/media.ts';
import { THERM_APPROVALS, THERM_CLIENTS, THERM_INDUSTRIES, thermMarketingImages, thermSlug } from './marketing-therm.ts';

const pageImages: ThermImage[] = [
  thermImages.hero,
  thermImages.about,
  thermImages.shopFloor,
  thermImages.sitePlan,
  thermImages.testRig,
  thermImages.radiography,
  thermImages.research,
  ...thermImages.typeTests,
  ...thermQuality.typeTests.map((t) => typeTestImage(t.key)),
  ...thermQuality.approvals.map((a) => approvalBadge(a.slug, a.certificate)),
  ...thermClients.map((c) => clientLogo(c.name)),
  ...industries.map((i) => industryImage(i.name)),
];

describe('therm marketing media (issue 6)', () => {
  it('draws every image the pages use, in fd-images, at the size the pages reserve', () => {
    const byPath = new Map(thermMarketingImages.map((i) => [i.path, i]));
    for (const image of pageImages) {
      const drawn = byPath.get(image.path);
      expect(drawn, image.path).toBeDefined();
      expect([drawn!.width, drawn!.height], image.path).toEqual([image.width, image.height]);
      expect(drawn!.container).toBe('fd-images');
      expect(image.alt.length, image.path).toBeGreaterThan(3);
    }
  });

  it('has unique paths and nothing the pages do not use', () => {
    const paths = thermMarketingImages.map((i) => i.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths)).toEqual(new Set(pageImages.map((i) => i.path)));
  });

  it('draws the same clients, industries and approvals the pages name', () => {
    expect(THERM_CLIENTS.map(([name, sector]) => ({ name, sector }))).toEqual(thermClients);
    expect([...THERM_INDUSTRIES]).toEqual(industries.map((i) => i.name));
    expect(THERM_APPROVALS.map(([slug, certificate, issuer]) => ({ slug, certificate, issuer }))).toEqual(thermQuality.approvals);
    for (const name of ['Oil and Gas', 'Public Utility Plants', 'Ironcrest Steel']) expect(thermSlug(name)).toBe(webSlug(name));
  });

  it('every drawing is well-formed SVG that rasterises at its size', async () => {
    for (const image of thermMarketingImages) {
      const svg = image.svg();
      expect(svg.startsWith('<svg'), image.path).toBe(true);
      expect(svg, image.path).not.toMatch(/NaN|undefined/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height], image.path).toEqual([image.width, image.height]);
    }
  }, 60_000);
});
