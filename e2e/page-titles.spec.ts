/**
 * Pages a search engine understands (issue 20): every public page has a title of its own, a description and a
 * canonical URL, in the page the server sends (read with JavaScript off, as a crawler that runs none reads it) and
 * in the running app after navigating to it. Checked in Debian's Chromium against the real server.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

interface Listing {
  subCategories: Array<{ id: string }>;
  products: Array<{ id: string }>;
}

/** Every public page of the demo site: the landing page, each storefront's pages, a category and a product of each. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const pages = ['/', '/in', '/in/products', '/in/facilities', '/in/testing-quality', '/in/clientele', '/in/contact-us', '/in/about-us'];
  pages.push('/fd', '/fd/about-us', '/fd/products', '/fd/manufacturing-facilities', '/fd/testing-facilities', '/fd/research', '/fd/quality', '/fd/applications', '/fd/contact-us');
  for (const [vendor, code] of [['radhe', 'in'], ['therm', 'fd']]) {
    const root = (await (await request.get(`/api/Categories/${vendor}`)).json()) as Listing;
    const category = root.subCategories[0].id;
    pages.push(`/${code}/products/${category}`);
    const queue = [category];
    while (queue.length) {
      const listing = (await (await request.get(`/api/Categories/${vendor}?categoryId=${queue.shift()}`)).json()) as Listing;
      if (listing.products.length) {
        pages.push(`/${code}/products/details/${listing.products[0].id}`);
        break;
      }
      queue.push(...listing.subCategories.map((c) => c.id));
    }
  }
  return pages;
}

test('every public page has a distinct title, a description and its canonical URL', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const titles = new Map<string, string>();
  for (const path of await publicPages(request)) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).not.toBe('');
    expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    expect(await page.locator('head meta[name="description"]').count(), path).toBe(1);
    expect(await page.locator('head meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    if (path !== '/') {
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(new URL(path, baseURL).href);
    }
  }
  await context.close();
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/in/facilities');
  await expect(page).toHaveTitle('Facilities | Radhe Polymer Insulators');
  await page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('contentinfo')).getByRole('link', { name: 'Clientele' }).first().click();
  await expect(page).toHaveTitle('Clientele | Radhe Polymer Insulators');
  await expect(page.locator('title')).toHaveCount(1);
});

test('a page that does not exist says so in its title and keeps out of search results; the landing page names the company', async ({ page }) => {
  const response = await page.goto('/in/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Radhe & Therm');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto('/');
  await expect(page).toHaveTitle('Radhe & Therm — insulators and expansion joints, made in Vadodara');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});
