/**
 * "Done when": the controls that lead to an enquiry work before the app runs and with JavaScript off, in a
 * real Chromium against the real server, its database and its SMTP peer.
 * - With JavaScript off, an enquiry sent from /in/contact-us (after a refused first try that keeps what was typed)
 *   and one sent from a product page's Request Quote dialog arrive in the inbox and as both mails.
 * - With JavaScript on, on a phone with the CPU slowed 4× and a slow network, a click at the first paint and again
 *   at 300 ms steps on Request Quote, a product card and a gallery thumbnail does what it says within 5 s: the click
 *   is never lost, whether the app has started or not.
 */
import { ENQUIRY_REFERENCE_PATTERN } from '../contracts/enquiry-confirmation.ts';
import { SEE_CONFIRMATION_TEXT } from '../web/src/components/enquiry/texts.ts';
import { CONFIRMATION_TEXTS } from '../web/src/features/confirmation/texts.ts';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PHONE_ONLY } from '../playwright.config.ts';
import { productPath } from '../contracts/catalog-paths.ts';
import { addressText, peerMails } from './support/peer-mail.ts';
import { signIn } from './support/sign-in.ts';
import { touchControl } from './support/app.ts';

/** An address no other test (or project run) uses, so its mails are told apart at the peer. */
const uniqueEmail = (who: string, info: TestInfo) => `${who}-${info.project.name}-${Date.now()}@nojs.example`;

interface Listing {
  subCategories: Array<{ id: string }>;
  products: Array<{ id: string; name: string; otherImages: string[] }>;
}

/** A radhe product with gallery media, found through the public API as the storefront reads it. */
async function productWithGallery(request: APIRequestContext): Promise<{ id: string; name: string; categoryId: string | null }> {
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const categoryId = queue.shift()!;
    const listing = (await (await request.get(`/api/Categories/radhe${categoryId ? `?categoryId=${categoryId}` : ''}`)).json()) as Listing;
    const product = listing.products.find((p) => p.otherImages.length > 0);
    if (product) return { id: product.id, name: product.name, categoryId };
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error('the demo catalogue has a radhe product with gallery media');
}

/** Waits until the peer holds both mails of the enquiry from `email` (to the company and the copy). */
async function bothMailsArrive(email: string) {
  await expect.poll(async () => (await peerMails(email)).length, { timeout: 20_000 }).toBe(2);
  const mails = await peerMails(email);
  expect(mails.map((m) => addressText(m.to))).toContain(email);
  return mails;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an enquiry from the contact page: a refused e-mail keeps the text, the fixed one arrives in the inbox and as both mails', async ({ page, browser }, testInfo) => {
    const email = uniqueEmail('contact', testInfo);
    await page.goto('/in/contact-us');
    const form = page.locator('form[method="post"]').first();
    await form.getByLabel(/Full Name/).fill('Meera Iyer');
    await form.getByLabel(/Email ID/).fill('meera@');
    await form.getByLabel('Message').fill('120 kN long rod insulators for a 220 kV line, 400 pieces.');
    await form.getByRole('button', { name: 'Send' }).click();

    // The page again, refused on the field, holding what was typed, and opened at the form (on a phone the contact
    // details come first): the message is on the screen, not below it.
    const again = page.locator('form[method="post"]').first();
    await expect(again.getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeVisible();
    await expect(again.getByLabel(/Email ID/)).toBeInViewport();
    await expect(again.getByLabel(/Full Name/)).toHaveValue('Meera Iyer');
    await expect(again.getByLabel('Message')).toHaveValue('120 kN long rod insulators for a 220 kV line, 400 pieces.');

    await again.getByLabel(/Email ID/).fill(email);
    await again.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`You will also receive a copy of your inquiry at ${email}.`)).toBeInViewport();
    await expect(page).toHaveURL(/\/in\/contact-us#[^/]+$/);
    const mails = await bothMailsArrive(email);
    expect(mails.map((m) => m.text).join('\n')).toContain('400 pieces');

    // Its reference, as in both mails, and its confirmation page: a link, and a page a reload shows again.
    const reference = (await page.getByTestId('enquiry-reference').textContent())!;
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    for (const mail of mails) expect(mail.text).toContain(`Reference: ${reference}`);
    await page.getByRole('link', { name: SEE_CONFIRMATION_TEXT }).click();
    await expect(page).toHaveURL(/\/in\/enquiry\/[A-Za-z0-9_-]{22}$/);
    for (let visit = 0; visit < 2; visit += 1) {
      await expect(page.getByRole('heading', { name: CONFIRMATION_TEXTS.heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('enquiry-reference')).toHaveText(reference);
      await expect(page.getByText('120 kN long rod insulators for a 220 kV line, 400 pieces.')).toBeVisible();
      if (visit === 0) await page.reload();
    }

    // The inbox lists it (signed in, with JavaScript, in a context of its own).
    const staff = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
    const admin = await staff.newPage();
    await signIn(admin, '/admin/enquiries');
    await expect(admin.getByRole('cell', { name: email })).toBeVisible({ timeout: 15_000 });
    // One enquiry, shown with the reference the buyer holds: the reloads sent nothing.
    await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expect(admin.getByRole('row').filter({ hasText: email })).toContainText(reference);
    await staff.close();
    expect(await peerMails(email)).toHaveLength(2);
  });

  test("/in home: Get in Touch posts to the home page itself, which answers with the form's messages and what was typed", async ({ page }) => {
    await page.goto('/in');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel(/Full Name/).fill('Vikram Shah');
    await form.getByLabel(/Email ID/).fill('vikram@');
    await form.getByLabel('Message').fill('Station post insulators, 145 kV.');
    await form.getByRole('button', { name: 'Send' }).click();
    const again = page.getByRole('form', { name: 'Get in Touch' });
    await expect(again.getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeVisible();
    await expect(again.getByLabel(/Full Name/)).toHaveValue('Vikram Shah');
    await expect(again.getByLabel('Message')).toHaveValue('Station post insulators, 145 kV.');
    // The home page's answer opens at the form, at the foot of the page.
    await expect(again.getByLabel(/Email ID/)).toBeInViewport();
    await expect(page).toHaveURL(/\/in#[^/]+$/);
  });

  test("Request Quote on a product page opens the dialog as a page, and its enquiry is sent with the dialog's title", async ({ page, request }, testInfo) => {
    const email = uniqueEmail('quote', testInfo);
    const product = await productWithGallery(request);
    await page.goto(`/in/products/details/${product.id}`);
    await page.getByRole('link', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/\?enquiry=quote$/);
    const dialog = page.getByRole('dialog', { name: 'Request Quote' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveValue(`Please send a quotation for: ${product.name}.`);
    await dialog.getByLabel(/Full Name/).fill('Karan Shah');
    await dialog.getByLabel(/Email ID/).fill(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Quote' }).getByText(`You will also receive a copy of your inquiry at ${email}.`)).toBeVisible();
    const mails = await bothMailsArrive(email);
    expect(mails.map((m) => m.subject).join(' ')).toContain('Request Quote');
    // A one-line quote: the product travels as the form's hidden field and both mails list it.
    for (const mail of mails) expect(mail.text).toContain(`1. ${product.name}: Quantity: not given`);

    // Close is a link back to the product page.
    await page.getByRole('dialog').getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/in/products/details/[a-z0-9-]*${product.id}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a click at the first paint is never lost (phone, CPU 4× slower, slow network)', PHONE_ONLY, () => {
  /** Moments after the first paint at which the control is clicked, in ms: the first paint, then 300 ms steps. */
  const MOMENTS = [0, 300, 600, 900];

  /** Opens `path` on a slowed phone and resolves once `ready` (the control) is painted, then waits `afterMs`. */
  async function openSlowly(page: Page, path: string, visible: () => ReturnType<Page['locator']>, afterMs: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    // A slow 4G line: 150 ms round trip, 1.6 Mbit/s down.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
    await page.goto(path, { waitUntil: 'commit' });
    await visible().waitFor({ state: 'visible', timeout: 30_000 });
    if (afterMs > 0) await page.waitForTimeout(afterMs);
  }

  for (const afterMs of MOMENTS) {
    test(`Request Quote opens its dialog (${afterMs} ms after the first paint)`, async ({ page, request }) => {
      const product = await productWithGallery(request);
      const quote = () => page.getByRole('link', { name: 'Request Quote' });
      await openSlowly(page, `/in/products/details/${product.id}`, quote, afterMs);
      await quote().click();
      await expect(page.getByRole('dialog', { name: 'Request Quote' })).toBeVisible({ timeout: 5_000 });
    });
  }

  test('a product card and a gallery thumbnail do what they say at the first paint', async ({ page, request }) => {
    const product = await productWithGallery(request);
    const categoryPath = product.categoryId ? `/in/products/${product.categoryId}` : '/in/products';
    const card = () => page.locator(`a[href="${productPath('in', product)}"]`).first();
    await openSlowly(page, categoryPath, card, 0);
    await card().click();
    await expect(page).toHaveURL(new RegExp(`/in/products/details/[a-z0-9-]*${product.id}$`), { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 5_000 });

    // A thumbnail: before the app runs it opens the media; after, it selects the slide. Either way something shows.
    const thumbnail = () => page.getByRole('link', { name: /^Show media 2 of / });
    await openSlowly(page, `/in/products/details/${product.id}`, thumbnail, 0);
    const before = page.url();
    await thumbnail().click();
    await expect
      .poll(async () => page.url() !== before || (await thumbnail().getAttribute('aria-current')) === 'true', { timeout: 5_000 })
      .toBe(true);
  });

  // The finding controls: the top bar's search, a card's Compare and the facets, each clicked at the first paint.
  for (const afterMs of [0, 600]) {
    test(`the top bar's search finds a product by its rating (${afterMs} ms after the first paint)`, async ({ page }) => {
      const open = () => page.getByRole('banner').locator('summary[aria-label="Search products"]');
      await openSlowly(page, '/in', open, afterMs);
      await open().click();
      // A searchbox, which becomes a combobox with suggestions once the app has it (the same input named q).
      const box = page.getByRole('banner').locator('input[name="q"]');
      await expect(box).toBeVisible({ timeout: 5_000 });
      await box.fill('long rod 220 kV');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/in\/search\?q=long\+rod\+220\+kV/, { timeout: 10_000 });
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Long Rod Insulator 220 kV, 120 kN' })).toBeVisible({ timeout: 10_000 });
    });

    test(`a card's Compare picks the product or opens its comparison (${afterMs} ms after the first paint)`, async ({ page, request }) => {
      const product = await productWithGallery(request);
      const compare = () => touchControl(page, `Compare ${product.name}`);
      await openSlowly(page, product.categoryId ? `/in/products/${product.categoryId}` : '/in/products', compare, afterMs);
      await compare().click();
      // Before the app runs Compare is a link to the product's comparison; once it runs, a toggle filling the bar.
      const compared = page.getByRole('table').getByRole('columnheader', { name: product.name });
      const picked = page.getByRole('region', { name: 'Compare bar' }).getByText(product.name);
      await expect(compared.or(picked).first()).toBeVisible({ timeout: 5_000 });
    });

    test(`the facets open and filter (${afterMs} ms after the first paint)`, async ({ page, request }) => {
      const queue: Array<string | null> = [null];
      let categoryId: string | null = null;
      while (queue.length && !categoryId) {
        const id = queue.shift();
        const listing = (await (await request.get(`/api/Categories/radhe${id ? `?categoryId=${id}` : ''}`)).json()) as Listing & { facets: Array<{ attribute: string }> };
        if (id && listing.facets.some((f) => f.attribute === 'nominal-system-voltage')) categoryId = id;
        queue.push(...listing.subCategories.map((c) => c.id));
      }
      const fold = () => page.locator('summary', { hasText: 'Filters' });
      await openSlowly(page, `/in/products/${categoryId}`, fold, afterMs);
      await fold().click();
      const form = page.getByRole('form', { name: 'Filter products' });
      await expect(form).toBeVisible({ timeout: 5_000 });
      await form.getByRole('group', { name: 'Nominal System Voltage (kV)' }).getByRole('spinbutton', { name: 'From' }).fill('200');
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/f\.nominal-system-voltage\.min=200/, { timeout: 10_000 });
      await expect(page.locator('summary', { hasText: 'Filters' })).toContainText('Filters (1)', { timeout: 10_000 });
    });
  }
});
