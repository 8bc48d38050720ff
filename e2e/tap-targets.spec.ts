/**
 * Tap targets on a phone (issue "A buyer on a phone", "Touch and reading"): at 390 px with a touch screen, every
 * button, icon button, checkbox, clickable chip and disclosure button shown on each public page type is at least
 * 44 × 44 CSS px (WCAG 2.5.5; the theme's TAP_TARGET_PX). Measured in Debian's Chromium against the real server,
 * after the app has started (the controls it draws are measured too). So is every link that stands on its own (a
 * menu entry, a breadcrumb, the logo, a phone number on its own line); a link inside running text is not (WCAG
 * 2.5.8's exception for inline links: its parent element holds more text than the link).
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_ONLY } from '../playwright.config.ts';
import { categoryPath, productPath } from '../contracts/catalog-paths.ts';
import { appReady } from './support/app.ts';
import { categoryWithProducts } from './support/catalogue.ts';

/** The controls of `page` smaller than 44 × 44 px, each as 'name (w×h)'. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('.MuiButtonBase-root, summary, a').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const inRunningText = element.tagName === 'A' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 3;
        // The skip link is off screen until it has the focus.
        const offScreen = box.bottom < 0 || box.right < 0;
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !inRunningText && !offScreen && !element.closest('[aria-hidden="true"], [inert]');
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        return { name, width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter(({ width, height }) => width < 44 || height < 44)
      .map(({ name, width, height }) => `${name} (${width}×${height})`),
  );
}

test('every button-like control and every link that stands on its own, on each public page type, is a 44 × 44 px tap target on a phone', PHONE_ONLY, async ({ page, request }) => {
  test.setTimeout(120_000);
  const category = await categoryWithProducts(request);
  const [first, second] = category.products;
  const pages = ['/in', '/fd', categoryPath('in', category), productPath('in', first), `/in/compare?ids=${first.id},${second.id}`, '/in/quote', '/in/search?q=insulator', '/in/contact-us'];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await appReady(page);
    found[path] = await smallTargets(page);
  }
  expect(found).toEqual(Object.fromEntries(pages.map((path) => [path, []])));
});
