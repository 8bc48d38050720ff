/**
 * The storefronts' link-preview pictures (Open Graph / Twitter card) are the pictures their home pages
 * show, in the storefront's own media container, so a shared link never previews a missing image.
 */
import { describe, expect, it } from 'vitest';
import { radheImages, RADHE_MEDIA_CONTAINER } from '../../../content/radhe/media.ts';
import { thermImages, THERM_MEDIA_CONTAINER } from '../../../content/therm/media.ts';
import { storefrontContent } from './content.ts';

describe('storefront share images', () => {
  it('are the /in home banner and the /fd home hero', () => {
    expect(storefrontContent.in.shareImage).toEqual({ container: RADHE_MEDIA_CONTAINER, path: radheImages.banners[0].path });
    expect(storefrontContent.fd.shareImage).toEqual({ container: THERM_MEDIA_CONTAINER, path: thermImages.hero.path });
  });
});
