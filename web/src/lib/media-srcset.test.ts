import { describe, expect, it } from 'vitest';
import { imageSizes, LAYOUT_SIZES, mediaSrcSet, mediaVariantUrl } from './media-srcset.ts';

describe('mediaSrcSet', () => {
  it('offers every variant width of a /media raster image whose width is unknown', () => {
    expect(mediaSrcSet('/media/radhe/images/1700000000000-rod.png', { mediaBase: '/media' })).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/media/radhe/images/1700000000000-rod.png?w=${w} ${w}w`).join(', '),
    );
  });

  it('stops at the source width: the widest candidate is the source itself, described by its width', () => {
    expect(mediaSrcSet('/media/in-images/banners/mobile-banner-1.webp', { sourceWidth: 780, mediaBase: '/media' })).toBe(
      '/media/in-images/banners/mobile-banner-1.webp?w=320 320w, /media/in-images/banners/mobile-banner-1.webp?w=640 640w, ' +
        '/media/in-images/banners/mobile-banner-1.webp?w=960 780w',
    );
    expect(mediaSrcSet('/media/fd-images/a.webp', { sourceWidth: 1920, mediaBase: '/media' })?.split(', ')).toHaveLength(5);
    expect(mediaSrcSet('/media/fd-images/a.webp', { sourceWidth: 300, mediaBase: '/media' })).toBe('/media/fd-images/a.webp?w=320 300w');
  });

  it('works under an absolute media base and any case of extension', () => {
    expect(mediaSrcSet('https://cdn.example.com/media/therm/images/a.JPG', { mediaBase: 'https://cdn.example.com/media/' })).toMatch(
      /^https:\/\/cdn\.example\.com\/media\/therm\/images\/a\.JPG\?w=320 320w, /,
    );
  });

  it('gives nothing for media the server does not resize or for URLs outside the media base', () => {
    for (const src of ['/media/in-images/logo.svg', '/media/radhe/images/a.gif', '/media/radhe/images/a.mp4', '/no-image.png', 'blob:x/1', '', '/mediax/a.png']) {
      expect(mediaSrcSet(src, { mediaBase: '/media' }), src).toBeUndefined();
    }
  });

  it('uses the runtime media base by default (/media)', () => {
    expect(mediaSrcSet('/media/radhe/images/a.avif')).toContain('/media/radhe/images/a.avif?w=1920 1920w');
  });
});

describe('mediaVariantUrl', () => {
  it('adds w to the query', () => {
    expect(mediaVariantUrl('/media/a/b.png', 640)).toBe('/media/a/b.png?w=640');
    expect(mediaVariantUrl('/media/a/b.png?v=2', 640)).toBe('/media/a/b.png?v=2&w=640');
  });
});

describe('imageSizes', () => {
  it('lists breakpoints widest first, then the narrow-screen width', () => {
    expect(imageSizes({ md: '50vw', lg: '560px' })).toBe('(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw');
    expect(imageSizes({ sm: '300px' }, '50vw')).toBe('(min-width: 600px) 300px, 50vw');
    expect(imageSizes({})).toBe('100vw');
    expect(LAYOUT_SIZES.container).toBe('(min-width: 1200px) 1152px, 100vw');
  });
});
