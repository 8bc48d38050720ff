/**
 * A visitor browses each storefront's catalogue on the real server and the seeded demo catalogue:
 * storefront home → Products → category (→ subcategory) → product, and sees its gallery, properties and
 * configurations (product-spec.md §2 "Public category page" and "Product detail"). A category of more
 * than one page of products shows them 48 at a time with "Load more", with and without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH, PHONE_ONLY } from '../playwright.config.ts';
import { appReady, gotoApp, openMenu } from './support/app.ts';
import { signIn } from './support/sign-in.ts';

const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

/** Drills from the current listing into categories until a product card shows; returns the product link. */
async function drillToProduct(page: Page, code: string, preferred: RegExp) {
  for (let depth = 0; depth < 5; depth += 1) {
    const productLinks = visible(page, `main a[href^="/${code}/products/details/"]:not([href*="?"])`);
    // Category cards (each with its name as a heading), not the breadcrumb's links to the parent categories.
    const categoryLinks = visible(page, `main a[href^="/${code}/products/"]:not([href*="/details/"])`).filter({ has: page.locator('h2') });
    await expect(productLinks.or(categoryLinks).first()).toBeVisible();
    const preferredProduct = productLinks.filter({ hasText: preferred });
    // On the vendor root, always go into a category (the walk is about the category page).
    if (depth > 0 && (await preferredProduct.count()) > 0) return preferredProduct.first();
    const preferredCategory = categoryLinks.filter({ hasText: preferred });
    const next = (await preferredCategory.count()) > 0 ? preferredCategory.first() : categoryLinks.first();
    if ((await categoryLinks.count()) === 0) return productLinks.first();
    // Wait for the category's own page (its heading), so the next look does not see the links of the page being
    // left: the app updates the address at once and keeps the old page on screen until the new one's data is in.
    const href = await next.getAttribute('href');
    const name = (await next.locator('h2').textContent())?.trim() ?? '';
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  throw new Error('no product reached');
}

for (const { code, vendor, path } of [
  { code: 'in', vendor: 'radhe', path: /Insulators|Long Rod|Transmission|kV/i },
  { code: 'fd', vendor: 'therm', path: /Expansion|Metallic|Axial|Bellows/i },
]) {
  test(`a visitor goes from /${code} to a category to a product and sees its details`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failed.push(`${r.status()} ${r.url()}`);
    });

    await page.goto(`/${code}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedVendor'))).toBe(vendor);

    await visible(page, `a[href="/${code}/products"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${code}/products$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
    // The storefront's home and the listings are islands pages (docs/decisions/0014): each link loads the server's page.
    await appReady(page);

    const firstCategory = visible(page, `main a[href^="/${code}/products/"]:not([href*="/details/"])`).first();
    await expect(firstCategory).toBeVisible();
    const product = await drillToProduct(page, code, path);

    // The category page: breadcrumb back to the products page.
    await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      `/${code}/products`,
    );

    const productName = (await product.locator('h2, h3, [class*="title"]').first().textContent())?.trim();
    await product.click();
    await expect(page).toHaveURL(new RegExp(`/${code}/products/details/[a-z0-9-]*[0-9a-f-]{36}$`));
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    if (productName) await expect(title).toHaveText(productName);

    // The product's actions are on the first screen, and say what Request Quote and Add to quote each do.
    const actions = page.getByRole('region', { name: 'Product actions' });
    for (const name of ['Request Quote', 'Download Catalog']) await expect(actions.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    await expect(actions.getByText('Request Quote asks about this product now; Add to quote collects several products for one request.')).toBeInViewport();

    // Gallery: main image first, thumbnails clickable, images actually load.
    const gallery = page.getByTestId('media-gallery');
    await expect(gallery).toBeVisible();
    // Thumbnails are links to the media; the app, once running, shows the slide instead.
    const thumbs = gallery.getByRole('link', { name: /^Show .* of \d+$/ });
    expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
    await appReady(page);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    const firstImage = gallery.locator('img').first();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await firstImage.getAttribute('src')).toMatch(new RegExp(`^/media/${vendor}/images/`));

    // Properties: a key/value table with at least four rows.
    const properties = page.getByRole('table').first();
    await expect(properties).toBeVisible();
    expect(await properties.getByRole('row').count()).toBeGreaterThanOrEqual(4);

    // Links to ?enquiry=quote|catalog (they open the dialog without JavaScript too).
    await expect(page.getByRole('link', { name: 'Request Quote' })).toBeVisible();
    await page.getByRole('link', { name: 'Download Catalog' }).click();
    await expect(page.getByRole('dialog', { name: 'Download Catalog' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The pages on the way were the server's: the browser read nothing of the catalogue (its reads, where it makes
    // them, are persisted: the "Load more" test below, e2e/admin.spec.ts).
    expect(await page.evaluate(() => localStorage.getItem('catalogue-query-cache'))).toBeNull();

    expect(failed).toEqual([]);
  });
}

// The drawer is the small-screen menu.
test('the phone menu opens as a top drawer with the storefront entries', PHONE_ONLY, async ({ page }) => {
  await gotoApp(page, '/fd');
  const drawer = await openMenu(page);
  for (const label of ['Home', 'About Us', 'Products', 'Manufacturing Facilities', 'Testing Facilities', 'R&D', 'Quality', 'Applications', 'Contact Us']) {
    await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/fd\/products$/);
});

test('a product with configurations opens a configuration full size', async ({ page, request }) => {
  // Find a product with configurations through the read API, as the storefront does.
  const root = await (await request.get('/api/Categories/radhe')).json();
  const queue: string[] = root.subCategories.map((c: { id: string }) => c.id);
  let productId: string | undefined;
  while (queue.length && !productId) {
    const listing = await (await request.get(`/api/Categories/radhe?categoryId=${queue.shift()}`)).json();
    productId = listing.products.find((p: { configurations: unknown[] }) => p.configurations.length > 0)?.id;
    queue.push(...listing.subCategories.map((c: { id: string }) => c.id));
  }
  expect(productId, 'the demo catalogue has a radhe product with configurations').toBeDefined();
  await gotoApp(page, `/in/products/details/${productId}`);
  const section = page.getByRole('region', { name: 'Configurations' });
  await expect(section).toBeVisible();
  // The section's island starts on the visitor's touch: the click on a tile is held for it until it runs.
  await section.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an unknown product and an unknown page say so', ANY_WIDTH, async ({ page, request }) => {
  // Status 404, so search engines drop them and caches do not keep them.
  const unknown = await page.goto('/in/products/details/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Product not found');

  expect((await page.goto('/in/products/details/not-a-guid'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

  // No product id at all: 'Product not found' (product-spec.md §4), not a category called "details".
  await gotoApp(page, '/fd/products/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Product not found');
  await expect(page.getByText('Failed to fetch category.')).toHaveCount(0);
  // The server render answers it the same way, before any JavaScript runs.
  const missing = await request.get('/in/products/details');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toMatch(/<h1[^>]*>Product not found<\/h1>/);
  expect(html).not.toContain('Failed to fetch category.');

  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(
    page.getByText("Looks like you've wandered off the path. But don't worry, we'll help you get back on track!"),
  ).toBeVisible();
});

test('an unknown category and an unknown storefront page answer 404 with the fallback page in the storefront', ANY_WIDTH, async ({ page }) => {
  for (const path of ['/in/products/00000000-0000-4000-8000-000000000000', '/in/products/no-such-category', '/fd/no-such-page']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByText("Looks like you've wandered off the path. But don't worry, we'll help you get back on track!"), path).toBeVisible();
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByText('Failed to fetch category.'), path).toHaveCount(0);
  }
});

test('a category of more than 48 products pages them with "Load more", with and without JavaScript', async ({ page, browser, request }) => {
  // The demo catalogue has no category that large: the administrator adds one of 50 products through the API.
  await signIn(page);
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
  });
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/Categories', { headers, data: { name: 'Zz paging check', vendor: 'therm' } });
  expect(created.status()).toBe(200);
  const categoryId = ((await created.json()) as { id: string }).id;
  try {
    const names = Array.from({ length: 50 }, (_, i) => `Paged bellows ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) {
      const saved = await request.post('/api/Products', { headers, data: { name, vendor: 'therm', categoryId } });
      expect(saved.status()).toBe(200);
    }
    const path = `/fd/products/${categoryId}`;
    const cards = (p: Page) => p.locator('main a[href^="/fd/products/details/"]:not([href*="?"])');

    // With JavaScript: the next page is appended in place and the address names it.
    await gotoApp(page, path);
    await expect(page.getByRole('status')).toHaveText('Showing 48 of 50 products');
    await expect(cards(page)).toHaveCount(48);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page.getByRole('status')).toHaveText('Showing 50 of 50 products');
    await expect(cards(page)).toHaveCount(50);
    await expect(cards(page).last()).toContainText(names[49]);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    const after = new URL(page.url()).searchParams.get('after');
    expect(after).toBeTruthy();
    // The page read in the browser is cached in local storage under the listing's key and its cursor (§7).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('catalogue-query-cache') ?? ''))
      .toContain(JSON.stringify(['categories', 'therm', categoryId, after]));
    // Reloaded, the address shows the page it names.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Showing products 49–50 of 50');

    // Without JavaScript: the link is a real link, and the server renders the next page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(path);
      await expect(plain.getByRole('status')).toHaveText('Showing 48 of 50 products');
      await plain.getByRole('link', { name: 'Load more' }).click();
      await expect(plain.getByRole('status')).toHaveText('Showing products 49–50 of 50');
      await expect(cards(plain)).toHaveText([new RegExp(names[48]), new RegExp(names[49])]);
      await plain.getByRole('link', { name: 'Back to the first products' }).first().click();
      await expect(plain.getByRole('status')).toHaveText('Showing 48 of 50 products');
    } finally {
      await context.close();
    }
  } finally {
    expect((await request.delete(`/api/Categories/${categoryId}`, { headers })).status()).toBe(204);
  }
});
