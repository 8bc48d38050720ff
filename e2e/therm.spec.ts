/**
 * The therm storefront (/fd) marketing pages — product-spec.md §2 "therm storefront", §4 "/fd client
 * carousel", §9 figures. Walks every /fd route in both projects (desktop 1440, phone 390): headings, the 5 cards,
 * the 4 statistics, the UNIT table, the 4 certificates, the 6 type tests, the 7 industries and the selector's
 * default, the carousel's wrap-around with previous and next, and its 2.5 s timing with the clock mocked.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH } from '../playwright.config.ts';
import { appReady, gotoApp } from './support/app.ts';

const INDUSTRIES = ['Steel Plants', 'Cement Plants', 'Oil and Gas', 'Petrochemicals', 'Power Plants', 'Enviro Systems', 'Public Utility Plants'];

/** Waits until every image in view has loaded without falling back to the placeholder. */
async function expectImagesOk(page: Page) {
  const imgs = page.locator('main img[src*="/media/fd-images/"]');
  const count = await imgs.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const img = imgs.nth(i);
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
}

const carousel = (page: Page) => page.getByTestId('client-carousel');

test.describe('therm storefront /fd', () => {
  test('home: hero, 5 why-cards, 4 statistics, categories, industries (Steel Plants first), clients', async ({ page }) => {
    await gotoApp(page, '/fd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expansion joints engineered for heat, pressure and movement');
    await expect(page.getByTestId('why-choose-us').getByRole('listitem')).toHaveCount(5);
    const stats = page.getByTestId('statistic');
    await expect(stats).toHaveCount(4);
    await expect(stats.locator('dd')).toHaveText(['33+', '60+', '400,000+', '1.50+ million']);
    // product categories from the catalogue: links to /fd/products/{id}
    const categoryLinks = page.locator('section[aria-labelledby="fd-products"] a[href^="/fd/products/"]');
    await expect(categoryLinks.first()).toBeVisible();
    expect(await categoryLinks.count()).toBeGreaterThanOrEqual(3);
    // industries selector defaults to Steel Plants
    const list = page.getByTestId('industries-list');
    await expect(list.getByRole('link')).toHaveText(INDUSTRIES);
    await expect(list.getByRole('link', { name: 'Steel Plants' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('industry-panel').getByRole('heading')).toHaveText('Steel Plants');
    await list.getByRole('link', { name: 'Power Plants' }).click();
    await expect(page.getByTestId('industry-panel').getByRole('heading')).toHaveText('Power Plants');
    await expect(list.getByRole('link', { name: 'Steel Plants' })).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('client-slide')).toHaveCount(10);
    await expectImagesOk(page);
  });

  test('client carousel: previous and next wrap around; logos per view by width', async ({ page }, info) => {
    await page.clock.install();
    await page.goto('/fd');
    await appReady(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    await page.getByRole('button', { name: 'Previous client' }).click();
    await expect(carousel(page)).toHaveAttribute('data-selected', '9');
    await page.getByRole('button', { name: 'Next client' }).click();
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    await page.getByRole('button', { name: 'Previous client' }).click();
    await expect(carousel(page)).toHaveAttribute('data-selected', '9');
    await page.getByRole('button', { name: 'Next client' }).click();
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    // logos per view: 1 on the phone, 5 at 1440 px (spec §9)
    // The visible window is the slides' container's parent (Embla's viewport).
    const viewport = await page
      .getByTestId('client-slide')
      .first()
      .evaluate((slide) => (slide.parentElement?.parentElement as HTMLElement).getBoundingClientRect().width);
    const slide = await page.getByTestId('client-slide').first().evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(viewport / slide)).toBe(info.project.name === 'phone' ? 1 : 5);
  });

  test('client carousel advances every 2.5 s once near the screen (clock mocked), and wraps from the last logo to the first', ANY_WIDTH, async ({ page }) => {
    // Time stands still from here on: it moves only by runFor.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/fd');
    // The app loads after the first frame (docs/decisions/0006): let the frame come, then wait for it.
    await page.clock.runFor(50);
    await appReady(page);
    // At the foot of the page the carousel waits for the visitor: its island starts when it comes near the screen.
    const island = carousel(page).locator('xpath=ancestor::*[@data-island][1]');
    await page.clock.runFor(5000);
    await expect(island).not.toHaveAttribute('data-island-started', '');
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    await carousel(page).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return island.getAttribute('data-island-started');
      })
      .toBe('');
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    await page.clock.runFor(2400);
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
    await page.clock.runFor(200);
    await expect(carousel(page)).toHaveAttribute('data-selected', '1');
    await page.clock.runFor(2500);
    await expect(carousel(page)).toHaveAttribute('data-selected', '2');
    for (let i = 3; i <= 9; i += 1) await page.clock.runFor(2500);
    await expect(carousel(page)).toHaveAttribute('data-selected', '9');
    await page.clock.runFor(2500);
    await expect(carousel(page)).toHaveAttribute('data-selected', '0');
  });

  test('about us, testing facilities and R&D have their headings and specific content', async ({ page }) => {
    await page.goto('/fd/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Therm Expansion Joints');
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await page.goto('/fd/testing-facilities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testing Facilities');
    await expect(page.getByTestId('tests-list').getByRole('heading', { level: 3 })).toHaveText([
      'Hydrostatic test',
      'Pneumatic test',
      'Spring rate test',
      'Fatigue life test',
      'Radiography',
      'Dye penetrant test',
      'Helium leak test',
    ]);
    await expectImagesOk(page);
    await page.goto('/fd/research');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research & Development');
    await expect(page.getByText(/Expansion Joint Manufacturers Association \(EJMA\)/).first()).toBeVisible();
    await expect(page.getByText(/ASME B31\.3/).first()).toBeVisible();
  });

  test('manufacturing facilities: the §9 figures and the full UNIT-1 vs UNIT-2 table', async ({ page }) => {
    await page.goto('/fd/manufacturing-facilities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manufacturing Facilities');
    await expect(page.getByTestId('facility-figures').locator('dd')).toHaveText(['4,00,000 sq ft', '70,000 sq ft', '5,000 sq ft', '2,500+ Mt', '50 NB']);
    const table = page.getByTestId('unit-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Capability', 'UNIT-1', 'UNIT-2']);
    const rows: [string, ...string[]][] = [
      ['Area', '4,00,000 sq ft land · 70,000 sq ft shed · 5,000 sq ft office'],
      ['Crane capacity', '5/2 tons', '2 to 30 T'],
      ['Capacity', 'Circular 50 NB to 8000 NB · 2,500+ Mt per year'],
      ['CNC cutting', 'Up to 120 mm'],
      ['Plasma cutting', 'Up to 150 mm'],
      ['Plate rolling', '1250 x 25 mm', '1500 x 30 mm'],
      ['Automatic welding', 'Longitudinal bellows seams and circumferential joints'],
      ['Bending', '4000 mm x 16 mm, 500T'],
      ['Hydraulic press', '150 T', '100/150 T'],
      ['Shearing', '3 mm', '6 mm'],
    ];
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows).toHaveCount(rows.length);
    for (const [i, [capability, ...values]] of rows.entries()) {
      await expect(bodyRows.nth(i).getByRole('rowheader')).toHaveText(capability);
      if (values.length === 1) {
        // One value for the works as a whole spans both unit columns and says so (polish).
        const cell = bodyRows.nth(i).getByRole('cell');
        await expect(cell).toHaveAttribute('colspan', '2');
        await expect(cell).toHaveText(`Both units${values[0]}`);
      } else {
        await expect(bodyRows.nth(i).getByRole('cell')).toHaveText(values);
      }
    }
    // the table fits the page (no sideways scrolling on the phone)
    const overflow = await table.evaluate((t) => t.scrollWidth - (t.parentElement as HTMLElement).clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectImagesOk(page);
  });

  test('quality: approvals, the 4 certificates and the 6 type tests', async ({ page }) => {
    await page.goto('/fd/quality');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality');
    await expect(page.getByTestId('approvals').getByRole('img')).toHaveCount(4);
    await expect(page.getByTestId('certificates').getByRole('heading')).toHaveText([
      'ISO 14001:2015',
      'ISO 45001:2018',
      'ISO 9001:2015',
      'State approval for metallic expansion bellows',
    ]);
    const typeTests = page.getByTestId('type-tests');
    await expect(typeTests.getByRole('heading')).toHaveText(['Burst', 'Life cycle', 'Movement', 'Spring rate', 'Squirm', 'Standardized']);
    await expect(typeTests.getByRole('img')).toHaveCount(6);
    for (const img of await typeTests.getByRole('img').all()) await expect(img).toHaveAttribute('loading', 'lazy');
    // every picture is served (drawn on start into the blob store)
    const last = typeTests.getByRole('img').last();
    await last.scrollIntoViewIfNeeded();
    // ... as a resized variant picked from its srcset, not the 800 px original
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(last).toHaveAttribute('src', /\/media\/fd-images\/quality\/type-tests\/standardized\.webp$/);
    expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/standardized\.webp\?w=(320|640|960)$/);
  });

  test('applications: the 7 industries', async ({ page }) => {
    await page.goto('/fd/applications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
    await expect(page.getByTestId('industries').getByRole('heading', { level: 3 })).toHaveText(INDUSTRIES);
  });

  test('contact us: Email, Phone, Address, Production Facility 1 and 2, and the enquiry place', async ({ page }) => {
    await gotoApp(page, '/fd/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const details = page.getByTestId('contact-details');
    await expect(details.getByRole('heading')).toHaveText(['Email', 'Phone', 'Address', 'Production Facility 1', 'Production Facility 2']);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(details).toContainText('UNIT-1');
    await expect(details).toContainText('UNIT-2');
    const place = page.getByTestId('therm-enquiry-place');
    await expect(place.getByRole('heading', { name: "What's On Your Mind?" })).toBeVisible(); // §5 default
    await expect(place.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(place.getByRole('button', { name: /send/i })).toBeVisible();
  });

  test('every /fd menu entry opens its page with a visible h1', async ({ page }, info) => {
    const routes: [string, string][] = [
      ['/fd', 'Expansion joints engineered for heat, pressure and movement'],
      ['/fd/about-us', 'About Therm Expansion Joints'],
      ['/fd/manufacturing-facilities', 'Manufacturing Facilities'],
      ['/fd/testing-facilities', 'Testing Facilities'],
      ['/fd/research', 'Research & Development'],
      ['/fd/quality', 'Quality'],
      ['/fd/applications', 'Applications'],
      ['/fd/contact-us', 'Contact Us'],
    ];
    for (const [path, h1] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      // Nothing wider than the screen (a phone's layout viewport grows with what overflows, so not innerWidth).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} at ${info.project.name}`).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });
});
