/**
 * Every control on a public page works before the app's JavaScript runs and with it off (progressive
 * enhancement), in a real Chromium against the real server and the demo catalogue, at desktop (1440) and phone
 * (390) width: the phone menu, category and product cards, breadcrumbs, gallery thumbnails, configuration images,
 * the /in banner's dots, the /fd industries selector and client logos, the /in about-us vision items. And with
 * JavaScript on, a click on the phone menu button at the first paint, with the CPU slowed 4× and the app held
 * back, is not lost: the menu opens, stays open when the app takes over, and a link in it navigates.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE_ONLY } from '../playwright.config.ts';
import { categoryPath, productPath } from '../contracts/catalog-paths.ts';
import { appReady, menuButton, menuDrawer, openMenu } from './support/app.ts';

interface ListingCategory {
  id: string;
  name: string;
}
interface ListingProduct {
  id: string;
  name: string;
  otherImages: string[];
  configurations: Array<{ key: string; value: string }>;
}
interface Listing {
  subCategories: ListingCategory[];
  products: ListingProduct[];
}

/**
 * A radhe product with more than one gallery media and with configurations, and the categories from the root down
 * to it (read through the public API, as the storefront does).
 */
async function productWithMedia(request: APIRequestContext): Promise<{ path: ListingCategory[]; product: ListingProduct }> {
  const queue: ListingCategory[][] = [[]];
  while (queue.length) {
    const path = queue.shift()!;
    const parent = path.at(-1);
    const listing = (await (await request.get(`/api/Categories/radhe${parent ? `?categoryId=${parent.id}` : ''}`)).json()) as Listing;
    const product = listing.products.find((p) => p.otherImages.length > 0 && p.configurations.length > 0);
    if (product && path.length > 0) return { path, product };
    queue.push(...listing.subCategories.map((c) => [...path, c]));
  }
  throw new Error('the demo catalogue has a radhe product with gallery media and configurations');
}

/** Follows the link and waits for the document at `path` (with JavaScript off, every link loads a new document). */
async function follow(page: Page, link: ReturnType<Page['locator']>, path: string | RegExp) {
  await link.click();
  await expect(page).toHaveURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.hash)));
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu navigates: the phone menu opens, marks the page and closes; the bar on a desktop', async ({ page }, testInfo) => {
    await page.goto('/in');
    if (testInfo.project.name === 'phone') {
      await expect(menuDrawer(page)).toBeHidden();
      const drawer = await openMenu(page);
      await expect(drawer.getByRole('link')).toHaveCount(7);
      await follow(page, drawer.getByRole('link', { name: 'Products', exact: true }), '/in/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The next page's menu is closed again; opened, it marks the current entry.
      await expect(menuDrawer(page)).toBeHidden();
      await openMenu(page);
      await expect(menuDrawer(page).getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
      // The button (now 'Close menu') closes it, and so does a tap on the dimmed page.
      await menuButton(page).click();
      await expect(menuDrawer(page)).toBeHidden();
      await openMenu(page);
      await page.mouse.click(195, 800);
      await expect(menuDrawer(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAccessibleName('Open menu');
    } else {
      await expect(menuButton(page)).toBeHidden();
      await follow(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }), '/in/products');
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('category and product cards, breadcrumbs, gallery thumbnails and configuration images are links', async ({ page, request, isMobile }) => {
    const { path, product } = await productWithMedia(request);
    await page.goto('/in/products');
    for (const category of path) {
      await follow(page, page.locator(`main a[href="${categoryPath('in', category)}"]`).first(), categoryPath('in', category));
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    }
    await follow(page, page.locator(`main a[href="${productPath('in', product)}"]`).first(), productPath('in', product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // The gallery shows its first slide; the buttons only the app can run are not there.
    const gallery = page.getByRole('region', { name: 'Product media' });
    await expect(gallery.getByRole('img', { name: product.name, exact: true })).toBeVisible();
    await expect(gallery.getByRole('button')).toHaveCount(0);
    const thumbnails = gallery.getByRole('link', { name: /^Show media \d+ of \d+$/ });
    expect(await thumbnails.count()).toBeGreaterThan(1);
    const mediaHref = (await thumbnails.nth(1).getAttribute('href'))!;
    expect(mediaHref).toMatch(/^\/media\/radhe\/.+/);
    const media = page.waitForResponse((response) => new URL(response.url()).pathname === mediaHref);
    await follow(page, thumbnails.nth(1), mediaHref);
    expect((await media).ok()).toBe(true);
    await page.goBack();

    const configuration = page.getByRole('region', { name: 'Configurations' }).getByRole('link', { name: `Enlarge configuration ${product.configurations[0].key}` });
    const imageHref = (await configuration.getAttribute('href'))!;
    expect(imageHref).toMatch(/^\/media\/radhe\/.+/);
    const image = page.waitForResponse((response) => new URL(response.url()).pathname === imageHref);
    await follow(page, configuration, imageHref);
    expect((await image).ok()).toBe(true);
    expect((await image).headers()['content-type']).toMatch(/^image\//);
    await page.goBack();

    // The breadcrumb leads back to the product's category; on a phone from its menu of the middle crumbs.
    const parent = path.at(-1)!;
    const trail = page.getByRole('navigation', { name: 'breadcrumb' });
    if (isMobile) {
      await expect(trail.getByText(product.name)).toBeVisible();
      await trail.getByLabel('Show the whole path').click();
    }
    await follow(page, trail.getByRole('link', { name: parent.name }), categoryPath('in', parent));
    await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
  });

  test('/in banner: every banner is reachable through its dot; the pause button waits for the app', async ({ page }) => {
    await page.goto('/in');
    const titles = page.getByTestId('banner-slide').getByRole('heading', { level: 2 });
    await expect(titles.nth(0)).toBeInViewport();
    await expect(titles.nth(1)).not.toBeInViewport();
    await expect(page.getByRole('button', { name: /banner rotation/ })).toBeHidden();
    await follow(page, page.getByRole('link', { name: 'Show banner 2' }), /#banner-2$/);
    await expect(titles.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(titles.nth(0)).not.toBeInViewport();
    await page.getByRole('link', { name: 'Show banner 3' }).click();
    await expect(titles.nth(2)).toBeInViewport({ ratio: 0.9 });
  });

  test('/fd: the industries selector shows another industry; every client logo can be scrolled to', async ({ page }) => {
    await page.goto('/fd');
    const list = page.getByTestId('industries-list');
    const panel = page.getByTestId('industry-panel');
    await expect(panel.getByRole('heading')).toHaveText(['Steel Plants']);
    await follow(page, list.getByRole('link', { name: 'Cement Plants' }), /#industry-cement-plants$/);
    await expect(panel.getByRole('heading')).toHaveText(['Cement Plants']);
    await expect(panel.getByRole('heading', { name: 'Cement Plants' })).toBeInViewport();
    // The list marks the industry shown, not the default.
    await expect(list.getByRole('link', { name: 'Cement Plants' })).toHaveCSS('border-left-width', '4px');
    await expect(list.getByRole('link', { name: 'Steel Plants' })).toHaveCSS('border-left-width', '0px');
    await list.getByRole('link', { name: 'Power Plants' }).click();
    await expect(panel.getByRole('heading')).toHaveText(['Power Plants']);

    const carousel = page.getByTestId('client-carousel');
    // Previous, next and pause keep their place but are not shown until the app runs.
    await expect(carousel.getByRole('button', { includeHidden: true })).toHaveCount(3);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const logos = carousel.getByTestId('client-slide');
    await carousel.scrollIntoViewIfNeeded();
    await expect(logos.first()).toBeInViewport();
    await expect(logos.last()).not.toBeInViewport();
    // The row scrolls (a swipe, a trackpad, the arrow keys): the last logo comes into view.
    await logos.first().evaluate((slide) => slide.parentElement!.parentElement!.scrollBy({ left: 100_000 }));
    await expect(logos.last()).toBeInViewport({ ratio: 0.9 });
  });

  test('/in/about-us: the vision items open and close without the app', async ({ page }) => {
    await page.goto('/in/about-us');
    const items = page.getByTestId('vision-items').locator('details');
    await expect(items).toHaveCount(5);
    const body = (i: number) => items.nth(i).locator('summary + *');
    await expect(body(0)).toBeVisible();
    await expect(body(2)).toBeHidden();
    await items.nth(2).locator('summary').click();
    await expect(body(2)).toBeVisible();
    await expect(body(2)).not.toBeEmpty();
    // One open at a time, as the accordion it replaces.
    await expect(body(0)).toBeHidden();
  });
});

// The menu button is the small-screen menu.
test('a tap on the phone menu button at the first paint is not lost (CPU 4× slower, app held back)', PHONE_ONLY, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Hold the page's code (the islands' start: /in is an islands page, docs/decisions/0014) until the tap is done, so
  // the tap surely comes before any script runs.
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route('**/assets/start-islands-*.js', async (route) => {
    await appHeld;
    await route.continue();
  });

  await page.goto('/in', { waitUntil: 'commit' });
  await menuButton(page).click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  await expect(menuButton(page)).toHaveAccessibleName('Close menu');
  await expect(menuDrawer(page)).toBeVisible();

  // The menu's island takes over the open menu; a link in it then opens its page, with the menu closed.
  releaseApp();
  await appReady(page);
  await expect(menuDrawer(page)).toBeVisible();
  await menuDrawer(page).getByRole('link', { name: 'Facilities', exact: true }).click();
  await expect(page).toHaveURL(/\/in\/facilities$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Manufacturing Facilities' })).toBeVisible({ timeout: 15_000 });
  await expect(menuDrawer(page)).toBeHidden();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
