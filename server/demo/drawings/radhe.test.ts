/**
 * The radhe marketing media: every image a page shows (content/radhe/) is drawn at its size, and nothing else;
 * each wordmark shows its client.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clientGroups, allClients } from '../../../content/radhe/clients.ts';
import { clientLogo, radheImages, type RadheImage } from '../../../content/radhe/media.ts';
import { radheMarketingImages } from './radhe.ts';

const pageImages: RadheImage[] = [
  ...radheImages.banners,
  ...radheImages.mobileBanners,
  radheImages.homeFacility,
  radheImages.facilitiesHero,
  ...radheImages.facilityGallery,
  ...radheImages.testing,
  radheImages.worldMap,
  ...allClients.map(clientLogo),
];

describe('radhe marketing media', () => {
  it('draws every image the pages use, at the size the pages reserve', () => {
    const byPath = new Map(radheMarketingImages.map((i) => [i.path, i]));
    for (const image of pageImages) {
      const drawn = byPath.get(image.path);
      expect(drawn, image.path).toBeDefined();
      expect([drawn!.width, drawn!.height], image.path).toEqual([image.width, image.height]);
      expect(drawn!.container).toBe('in-images');
    }
    expect(new Set(pageImages.map((i) => i.path)).size).toBe(radheMarketingImages.length);
  });

  it('has the spec counts: 3 + 3 banners, 5 facility and 3 testing images, about 56 clients in 3 groups', () => {
    expect(radheImages.banners).toHaveLength(3);
    expect(radheImages.mobileBanners).toHaveLength(3);
    expect(radheImages.facilityGallery).toHaveLength(5);
    expect(radheImages.testing).toHaveLength(3);
    expect(clientGroups).toHaveLength(3);
    expect(allClients).toHaveLength(56);
  });

  it('draws each client wordmark with the name the page gives as alt text', () => {
    const svg = radheMarketingImages.find((i) => i.path === clientLogo('Meridian Grid Projects').path)!.svg();
    expect(svg).toContain('Meridian');
  });

  it('paths are unique and every SVG renders', async () => {
    const paths = radheMarketingImages.map((i) => i.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const image of radheMarketingImages.filter((_, i) => i < 17 || i % 10 === 0)) {
      const meta = await sharp(Buffer.from(image.svg())).metadata();
      expect([meta.width, meta.height], image.path).toEqual([image.width, image.height]);
    }
  }, 30_000);
});
