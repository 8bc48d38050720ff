/**
 * The therm marketing media: every image a page shows (content/therm/) is drawn, in 'fd-images', at the size the
 * page reserves, and nothing else; every drawing is valid SVG that sharp can rasterise at that size.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thermClients } from '../../../content/therm/clients.ts';
import { industries } from '../../../content/therm/industries.ts';
import { thermQuality } from '../../../content/therm/quality.ts';
import {
  approvalBadge,
  clientLogo,
  industryImage,
  thermImages,
  typeTestImage,
  type ThermImage,
} from '../../../content/therm/media.ts';
import { thermMarketingImages } from './therm.ts';

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

describe('therm marketing media', () => {
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

  it('draws each client, industry and approval with what the page says of it', () => {
    const drawing = (path: string) => thermMarketingImages.find((i) => i.path === path)!.svg();
    expect(drawing(clientLogo('Ironcrest Steel').path)).toContain('Ironcrest');
    const approval = thermQuality.approvals[0];
    expect(drawing(approvalBadge(approval.slug, approval.certificate).path)).toContain(approval.issuer.split(' ')[0].toUpperCase()); // drawn in capitals, one word a line
    expect(industries.map((i) => industryImage(i.name).path)).toContain('industries/oil-and-gas.webp');
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
