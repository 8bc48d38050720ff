import { describe, expect, it } from 'vitest';
import { STOREFRONT_PAGES } from '../../../contracts/storefront-pages.ts';
import { menus } from './menu.ts';

describe('storefront menus', () => {
  it('link the marketing pages the sitemap lists (content/pages.ts STOREFRONT_PAGES), in its order', () => {
    for (const code of ['in', 'fd'] as const) {
      const pages = menus[code].map((item) => item.path).filter((path) => path !== `/${code}` && path !== `/${code}/products`);
      expect(pages).toEqual(STOREFRONT_PAGES[code].map((slug) => `/${code}/${slug}`));
    }
  });
});
