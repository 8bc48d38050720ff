/**
 * The radhe storefront's marketing pages (product-spec.md §2 "radhe storefront", §9) on the real server
 * at desktop (1440) and phone (390) widths: every /in route with its headings, lists and counts, images served
 * from /media/in-images, the banner rotation timed with a mocked clock, and the phone drawer menu.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANY_WIDTH, PHONE_ONLY } from '../playwright.config.ts';
import { appReady, gotoApp, openMenu } from './support/app.ts';

/** Waits until every image of `images` has loaded real pixels from the in-images container. */
async function expectLoaded(images: Locator) {
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^\/media\/in-images\//);
  }
}

function watchServerErrors(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500 || (r.url().includes('/media/in-images/') && r.status() >= 400)) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
}

test('/in home: banners, client strip, product categories, 4 QA cards, 4 recognitions, contact and Get in Touch', async ({ page }, testInfo) => {
  const failed = watchServerErrors(page);
  await gotoApp(page, '/in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radhe Polymer Insulators');
  const slides = page.getByTestId('banner-slide');
  await expect(slides).toHaveCount(3);
  const firstBanner = slides.first().locator('img');
  // The phone's portrait banner is a <picture> source: what the browser shows is its currentSrc.
  const expected = testInfo.project.name === 'phone' ? /banners\/mobile-banner-1\.webp(\?w=\d+)?$/ : /banners\/banner-1\.webp(\?w=\d+)?$/;
  await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(expected);
  await expect(firstBanner).toHaveAttribute('loading', 'eager');
  await expectLoaded(firstBanner);
  await expect(page.getByRole('heading', { name: 'Insulators for lines from 66 kV to 765 kV' })).toBeVisible();

  const strip = page.getByTestId('logo-strip');
  await expect(strip.getByRole('img')).toHaveCount(56);
  await expect(page.getByTestId('logo-strip-track')).toHaveCSS('animation-duration', '300s');
  await expect(page.getByTestId('logo-strip-track')).toHaveCSS('animation-timing-function', 'linear');

  const products = page.getByRole('region', { name: 'Insulators, arresters and switchgear' });
  await expect(products.locator('a[href^="/in/products/"]').first()).toBeVisible();
  expect(await products.locator('a[href^="/in/products/"]').count()).toBeGreaterThanOrEqual(2);

  await expect(page.getByTestId('qa-cards').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('testing-recognitions').getByRole('listitem')).toHaveCount(4);
  const contact = page.getByRole('main').getByRole('heading', { name: 'Contact Information', level: 2 });
  await expect(contact).toBeVisible();
  // The enquiry form's code loads as its place scrolls near.
  await contact.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  const mail = page.locator('main a[href^="mailto:"]').first();
  await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
  expect(failed).toEqual([]);
});

test('/in banner advances every 5 s and returns to the first after the third', ANY_WIDTH, async ({ page }) => {
  const t0 = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: t0 });
  await page.clock.pauseAt(new Date(t0.getTime() + 1000));
  await page.goto('/in');
  // The app loads after the first frame (docs/decisions/0006): let the frame come, then wait for it.
  await page.clock.runFor(50);
  await appReady(page);
  const dot = (n: number) => page.getByRole('link', { name: `Show banner ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4_500);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5_000);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // The slide itself moved within ≈ 0.5 s: the first slide is back in view.
  await page.clock.runFor(600);
  const box = await page.getByTestId('banner-slide').first().boundingBox();
  expect(Math.abs(box?.x ?? 999)).toBeLessThan(4);
});

test('/in/facilities: hero, text and five gallery images', async ({ page }) => {
  await page.goto('/in/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Manufacturing Facilities' })).toBeVisible();
  await expect(page.getByRole('img', { name: /factory front/ })).toHaveAttribute('loading', 'eager');
  const gallery = page.getByTestId('facility-gallery').getByRole('img');
  await expect(gallery).toHaveCount(5);
  await expectLoaded(gallery);
  for (const img of await gallery.all()) await expect(img).toHaveAttribute('loading', 'lazy');
});

test('/in/testing-quality: the four type tests and three images', async ({ page }) => {
  await page.goto('/in/testing-quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Testing & Quality' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Type tests of SRC insulators up to 765 kV' })).toBeVisible();
  const entries = page.getByTestId('testing-entries').getByRole('listitem');
  await expect(entries).toHaveCount(4);
  await expect(entries.getByRole('heading')).toHaveText([
    '5000 hrs accelerated ageing',
    'Power arc test',
    'Mechanical load test',
    'All electrical, mechanical and design tests',
  ]);
  const images = page.locator('main img[src*="/in-images/testing/"]');
  await expect(images).toHaveCount(3);
  await expectLoaded(images);
});

test('/in/clientele: three client groups, 56 logos and the world map', async ({ page }) => {
  await page.goto('/in/clientele');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Clientele' })).toBeVisible();
  const groups = page.getByTestId('client-group');
  await expect(groups).toHaveCount(3);
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['EPC Contractors', 'Renewable Energy Companies', 'State Electricity Boards']);
  await expect(groups.getByRole('img')).toHaveCount(56);
  await expectLoaded(groups.nth(2).getByRole('img'));
  const map = page.getByRole('img', { name: /world map/i });
  await expectLoaded(map);
});

test('/in/contact-us: company, phone & email, address and production cards from the configuration, plus the form', async ({ page }) => {
  await gotoApp(page, '/in/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const cards = page.getByTestId('contact-cards');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Company', 'Phone & Email', 'Address', 'Production Address']);
  await expect(cards.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(cards.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.getByRole('heading', { name: "What's On Your Mind?" })).toBeVisible(); // the form's default title (§5)
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('/in/about-us: breadcrumb to /in, five vision items, six advantages', async ({ page }) => {
  await gotoApp(page, '/in/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/in');
  // Five <details>; Playwright gives a summary no role.
  const vision = page.getByTestId('vision-items').locator('summary');
  await expect(vision).toHaveCount(5);
  await vision.nth(2).click();
  await expect(page.getByText(/grow from Vadodara into a trusted supplier/)).toBeVisible();
  await expect(page.getByTestId('advantages').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText(/Incorporated in 1992/)).toBeVisible();
});

// The drawer is the small-screen menu.
test('phone: the drawer menu reaches every radhe page', PHONE_ONLY, async ({ page }) => {
  await gotoApp(page, '/in');
  const pages: [string, string, RegExp][] = [
    ['Facilities', '/in/facilities', /Manufacturing Facilities/],
    ['Testing & Quality', '/in/testing-quality', /Testing & Quality/],
    ['Clientele', '/in/clientele', /Our Clientele/],
    ['Contact Us', '/in/contact-us', /Contact Us/],
    ['About Us', '/in/about-us', /About Us/],
  ];
  for (const [label, path, heading] of pages) {
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('link')).toHaveCount(7);
    await drawer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(drawer).toBeHidden();
  }
});
