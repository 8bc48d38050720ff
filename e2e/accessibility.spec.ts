/**
 * Accessibility: axe-core (@axe-core/playwright, WCAG 2.x A and AA rules) on
 * every public page, the admin pages, the enquiry dialogs and the Product Manager's dialogs, at phone and desktop width (the two projects), in Debian's
 * Chromium against the real server and the demo catalogue: no serious or critical violation. A skip link leads
 * from the top of every page to its main content.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appReady } from './support/app.ts';
import { signIn } from './support/sign-in.ts';

interface Listing {
  subCategories: Array<{ id: string }>;
  products: Array<{ id: string }>;
}

/** A category id and a product id of `vendor`, read through the public API. */
async function catalogueIds(request: APIRequestContext, vendor: string): Promise<{ category: string; product: string }> {
  const root = (await (await request.get(`/api/Categories/${vendor}`)).json()) as Listing;
  const category = root.subCategories[0].id;
  const queue = [category];
  while (queue.length) {
    const id = queue.shift()!;
    const listing = (await (await request.get(`/api/Categories/${vendor}?categoryId=${id}`)).json()) as Listing;
    if (listing.products.length) return { category, product: listing.products[0].id };
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error(`the demo catalogue has a ${vendor} product in a category`);
}

/** The serious and critical violations axe finds on the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Opens `path`, waits for the app, and checks it with axe. */
async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

test('the quote list with its lines and form has no serious or critical violation', async ({ page, request }) => {
  const radhe = await catalogueIds(request, 'radhe');
  await page.goto('/in');
  await page.evaluate((productId) => {
    localStorage.setItem('quote:radhe', JSON.stringify([{ productId, name: 'A product', quantity: 400, unit: 'pieces', configuration: '', note: 'Galvanised' }]));
  }, radhe.product);
  await checkPage(page, '/in/quote');
  await expect(page.getByRole('list', { name: 'Products to quote' }).getByRole('listitem')).toHaveCount(1);
});

test('every public page has no serious or critical accessibility violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const radhe = await catalogueIds(request, 'radhe');
  const therm = await catalogueIds(request, 'therm');
  const paths = [
    '/',
    '/in',
    '/in/products',
    `/in/products/${radhe.category}`,
    `/in/products/details/${radhe.product}`,
    '/in/facilities',
    '/in/testing-quality',
    '/in/clientele',
    '/in/contact-us',
    '/in/about-us',
    '/fd',
    '/fd/about-us',
    '/fd/products',
    `/fd/products/${therm.category}`,
    `/fd/products/details/${therm.product}`,
    '/fd/manufacturing-facilities',
    '/fd/testing-facilities',
    '/fd/research',
    '/fd/quality',
    '/fd/applications',
    '/fd/contact-us',
    '/in/no-such-page',
  ];
  for (const path of paths) await checkPage(page, path);
});

test('the Request Quote and Download Catalog dialogs have no serious or critical violation', async ({ page, request }) => {
  const { product } = await catalogueIds(request, 'radhe');
  for (const kind of ['quote', 'catalog']) {
    await page.goto(`/in/products/details/${product}?enquiry=${kind}`);
    await appReady(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), kind).toEqual([]);
  }
});

test('the admin pages and their dialogs have no serious or critical violation', async ({ page }) => {
  await signIn(page, '/admin/manage');
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), '/admin/manage').toEqual([]);
  for (const [button, title] of [
    ['Category', 'Add Category'],
    ['Product', 'Add Product'],
  ]) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Checked once its fade-in has ended: half-transparent text fails the contrast rule on a busy machine.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), title).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), '/admin/enquiries').toEqual([]);
});

/** The outline of the focused element, as drawn. */
const focusedOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

test('a skip link is the first stop of the keyboard, moves focus to the main content, and focus is always visible', async ({ page }) => {
  for (const path of ['/in', '/fd/contact-us', '/']) {
    await page.goto(path);
    await appReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await focusedOutline(page)).toMatchObject({ style: 'solid' });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next stop is inside the main content, with a ring of at least 2 px.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    const ring = await focusedOutline(page);
    expect(ring.style, path).toBe('solid');
    expect(ring.width, path).toBeGreaterThanOrEqual(2);
  }
});
