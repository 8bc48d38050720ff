/**
 * Server-rendered public pages (docs/decisions/0006) in a real Chromium against the real server and the
 * demo catalogue: the HTML alone shows the page — banner, menu, catalogue from the database, the phone's own
 * banner picture — and, with JavaScript, the page hydrates without an error and then works as the app does (an
 * islands page, docs/decisions/0014, hydrates its islands and links by document navigation).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ANY_WIDTH } from '../playwright.config.ts';
import { gotoApp, openMenu } from './support/app.ts';
import { firstProduct } from './support/catalogue.ts';

/** One of the radhe root categories, and the first product of the catalogue (the demo catalogue). */
async function demoIds(request: APIRequestContext) {
  const listing = (await (await request.get('/api/Categories/radhe')).json()) as { subCategories: Array<{ id: string; name: string }> };
  return { category: listing.subCategories[0], product: await firstProduct(request, 'radhe') };
}

/** Console errors and uncaught page errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/in arrives with its banner, its menu and the catalogue from the database', async ({ page, request }, testInfo) => {
    const { category } = await demoIds(request);
    await page.goto('/in');
    await expect(page.getByRole('heading', { level: 2, name: 'Insulators for lines from 66 kV to 765 kV' })).toBeVisible();
    await expect(page.getByRole('link', { name: category.name }).first()).toBeAttached();
    const banner = page.getByTestId('banner-slide').first().locator('img');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The phone takes the portrait set from the <picture> source, the desktop the landscape one.
    expect(shown).toContain(testInfo.project.name === 'phone' ? '/banners/mobile-banner-1.webp' : '/banners/banner-1.webp');
    if (testInfo.project.name === 'desktop') {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    }
  });

  test('a product page arrives with its name and specifications; /fd with its hero', async ({ page, request }) => {
    const { product } = await demoIds(request);
    await page.goto(`/in/products/details/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(product.properties[0].value, { exact: true })).toBeVisible();
    await page.goto('/fd');
    await expect(page.locator('#fd-home-title')).toBeVisible();
  });
});

test('pages hydrate without an error and then work as the app', async ({ page, request }, testInfo) => {
  const { category, product } = await demoIds(request);
  const errors = collectErrors(page);
  // /in and the listings are islands pages (docs/decisions/0014): their links load the next page as a document.
  await gotoApp(page, '/in');
  if (testInfo.project.name === 'phone') {
    await (await openMenu(page)).getByRole('link', { name: 'Products', exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/in\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
  await page.getByRole('link', { name: category.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  // The quote list is the app: navigation from it does not reload the document.
  await gotoApp(page, '/in/quote');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.locator('main').getByRole('link', { name: 'Browse the products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');

  // The search and the comparison are islands pages since 2026-12-07, as are these.
  for (const path of ['/fd', `/in/products/${category.id}`, `/in/search?q=${encodeURIComponent(product.name)}`, `/in/compare?ids=${product.id}`, '/in/about-us', '/']) {
    await gotoApp(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('pages that do not exist hydrate without an error and then work as the app', async ({ page }) => {
  // The document's own 404 is reported by Chromium as a failed resource; anything else is an error of the page.
  const errors = collectErrors(page);
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  await gotoApp(page, `/in/products/details/${UNKNOWN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/in\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await gotoApp(page, `/fd/products/${UNKNOWN}`);
  await expect(page.getByText("Looks like you've wandered off the path. But don't worry, we'll help you get back on track!")).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/fd$/);
  await expect(page.locator('#fd-home-title')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('the app starts even when an image of the page never finishes loading', ANY_WIDTH, async ({ page }) => {
  // main.ts waits for the load event before requesting the app, but not for ever (APP_LOAD_LATEST_MS, 5 s).
  await page.route('**/media/in-images/banners/**', () => {
    // Never answered: the page's load event cannot come.
  });
  await page.goto('/in', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

