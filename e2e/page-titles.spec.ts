/**
 * Pages a search engine understands: every public page has a title of its own, a description and a
 * canonical URL, in the page the server sends (read with JavaScript off, as a crawler that runs none reads it) and
 * in the running app after navigating to it; catalogue pages asked for by their bare id answer 301 to their
 * canonical address; and the structured data of every public page passes a maintained validator
 * (e2e/support/structured-data.ts). Checked in Debian's Chromium against the real server.
 */
import { expect, test } from '@playwright/test';
import { ANY_WIDTH } from '../playwright.config.ts';
import { publicPages, type Listing } from './support/public-pages.ts';
import { checkStructuredData, structuredDataErrors } from './support/structured-data.ts';

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
      // The page as reached: a catalogue page asked for by its bare id arrives at its canonical address (301).
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(page.url());
    }
    if (/\/products\/(details\/)?[0-9a-f-]{36}$/.test(path)) {
      expect(page.url(), path).toMatch(new RegExp(`/products/${path.includes('/details/') ? 'details/' : ''}[a-z0-9-]+-${path.slice(-36)}$`));
    }
  }
  await context.close();
});

// The pages as the server sends them: the same at every width.
test('the structured data of every public page passes the validator: Organization, BreadcrumbList, Product', ANY_WIDTH, async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of await publicPages(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { jsonLd, issues } = await checkStructuredData(await response.text());
    expect(structuredDataErrors(issues), path).toEqual([]);
    const types = Object.keys(jsonLd).sort();
    if (['/in', '/fd'].includes(path)) expect(types, path).toContain('Organization');
    else if (path.includes('/products/details/')) expect(types, path).toEqual(['BreadcrumbList', 'Product']);
    else if (/\/products\/[0-9a-f-]{36}$/.test(path)) expect(types, path).toEqual(['BreadcrumbList']);
  }
});

test('a rated product lists its ratings with UN/CEFACT units; a nested category lists its whole path (JSON-LD)', ANY_WIDTH, async ({ request }) => {
  // A product with a rating in kV, and the deepest category on the way to it.
  let rated: { id: string } | undefined;
  let deepest: Listing | undefined;
  const queue: Array<string | null> = [null];
  while (queue.length && !(rated && deepest && deepest.ancestors.length > 0)) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/radhe${id ? `?categoryId=${id}` : ''}`)).json()) as Listing;
    if (listing.id && listing.ancestors.length >= (deepest?.ancestors.length ?? 0)) deepest = listing;
    rated ??= listing.products.find((p) => p.properties.some((property) => property.attribute === 'nominal-system-voltage'));
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  expect(rated, 'a product rated in kV').toBeDefined();
  const product = await checkStructuredData(await (await request.get(`/in/products/details/${rated!.id}`)).text());
  const ratings = product.jsonLd.Product[0].additionalProperty as Array<Record<string, unknown>>;
  // One voltage (`value`) or a range of them (`minValue`, `maxValue`: the first such product is the 66-132 kV cross-arm).
  const voltage = ratings.find((rating) => rating.propertyID === 'nominal-system-voltage');
  expect(voltage).toMatchObject({ '@type': 'PropertyValue', unitCode: 'KVT' });
  expect(voltage!.value ?? voltage!.minValue).toEqual(expect.any(Number));

  expect(deepest!.ancestors.length, 'a category under another').toBeGreaterThan(0);
  const category = await checkStructuredData(await (await request.get(`/in/products/${deepest!.id}`)).text());
  const trail = (category.jsonLd.BreadcrumbList[0].itemListElement as Array<{ name: string; position: number }>).map((item) => item.name);
  expect(trail).toEqual(['Products', ...deepest!.ancestors.map((a) => a.name), deepest!.name]);
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
