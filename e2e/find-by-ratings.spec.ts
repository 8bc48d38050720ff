/**
 * Find a product by its ratings ("Filters on category pages" and "Search"), in Debian's Chromium against
 * the real server and the demo catalogue, at desktop and phone width: filter a category by a range and a choice
 * and get exactly the products whose typed values match (worked out from the unfiltered listing's values), with
 * the app and with JavaScript off (the facets are a GET form the server answers); search from the top bar for
 * "220 kV" and for a misspelt product name and find the product, with the app and with JavaScript off.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appReady } from './support/app.ts';

interface Listing {
  id: string | null;
  subCategories: Array<{ id: string }>;
  products: Array<{ name: string; specifications: Array<{ attribute: string; value: unknown }> }>;
  facets: Array<{ attribute: string }>;
  productsTotal: number;
}

const VOLTAGE = 'nominal-system-voltage';
const POLLUTION = 'pollution-class';
const HEAVY = 'd – Heavy';

/** The first radhe category (breadth first) whose products carry the voltage and pollution facets. */
async function insulatorCategory(request: APIRequestContext): Promise<Listing> {
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/radhe${id ? `?categoryId=${id}` : ''}`)).json()) as Listing;
    const facets = new Set(listing.facets.map((f) => f.attribute));
    if (listing.products.length >= 3 && facets.has(VOLTAGE) && facets.has(POLLUTION)) return listing;
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error('the demo catalogue has an insulator category with ratings');
}

/** The names of the products at or above 200 kV in heavy pollution, from their typed values. */
function expectedNames(listing: Listing): string[] {
  const value = (p: Listing['products'][number], key: string) => p.specifications.find((s) => s.attribute === key)?.value;
  return listing.products.filter((p) => Number(value(p, VOLTAGE)) >= 200 && value(p, POLLUTION) === HEAVY).map((p) => p.name);
}

/** The product names the page's cards show. */
function cardNames(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
}

/** The results' top is at the top of the window, under the fixed top bar (after Apply filters or Clear all). */
async function expectResultsAtTop(page: Page) {
  // Polled as one condition: right after the click the results may still sit below the form, until the page scrolls.
  const top = () => page.evaluate(() => Math.round(document.getElementById('results')!.getBoundingClientRect().top));
  const where = async () => {
    const t = await top();
    return t >= 0 && t < 160 ? 'at the top' : `${t} px from the top`;
  };
  await expect.poll(where, { timeout: 10_000 }).toBe('at the top');
}

/** On a phone the facets fold behind their button (closed again on each filtered page): opens them. */
async function unfold(page: Page) {
  const fold = page.locator('summary', { hasText: 'Filters' });
  const form = page.getByRole('form', { name: 'Filter products' });
  if ((await fold.isVisible()) && !(await form.isVisible())) await fold.click();
  await expect(form).toBeVisible();
}

/** Sets "From 200 kV" and ticks heavy pollution in the facets, then applies them. */
async function filter(page: Page, withApp: boolean) {
  const form = page.getByRole('form', { name: 'Filter products' });
  await unfold(page);
  const voltage = form.getByRole('group', { name: 'Nominal System Voltage (kV)' });
  await voltage.getByRole('spinbutton', { name: 'From' }).fill('200');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/f\.nominal-system-voltage\.min=200/);
  // The page shows the top of the results, not the foot of the form (with the app it scrolls there; without it the
  // form's address ends in #results).
  await expectResultsAtTop(page);
  // The button now counts what the filter leaves.
  await expect(page.locator('summary', { hasText: 'Filters' })).toContainText('Filters (1)');
  await unfold(page);
  // A click, not check(): with the app the tick applies at once and the page moves on, so the result is read from
  // the address and the cards rather than from the element clicked. Without the app, a tick needs the form sent.
  await form.getByRole('group', { name: /Site Pollution Class/ }).getByRole('checkbox', { name: new RegExp(HEAVY) }).click();
  if (!withApp) await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/f\.pollution-class=d/);
}

test('filters a category by a range and a choice to exactly the matching products, with the app', async ({ page, request }, testInfo) => {
  const listing = await insulatorCategory(request);
  const expected = expectedNames(listing);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(listing.products.length);
  await page.goto(`/in/products/${listing.id}`);
  await appReady(page);
  await expect(cardNames(page)).toHaveCount(listing.products.length);
  await filter(page, true);
  await expect(cardNames(page)).toHaveText(expected);
  await page.screenshot({ path: testInfo.outputPath(`filtered-${testInfo.project.name}.png`) });
  // Clear all brings every product back.
  await unfold(page);
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(cardNames(page)).toHaveCount(listing.products.length);
  await expectResultsAtTop(page);
});

test('filters the same way with JavaScript off: the facets are a GET form', async ({ browser, request, baseURL }) => {
  const listing = await insulatorCategory(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/in/products/${listing.id}`);
  await filter(page, false);
  await expect(cardNames(page)).toHaveText(expectedNames(listing));
  await context.close();
});

test('from Products, a product found by its rating in two taps: a top category offers every product below it with the facets', async ({ page, request }, testInfo) => {
  // What the category page holds: the products of Insulators and of every category below it.
  const root = (await (await request.get('/api/Categories/radhe')).json()) as { subCategories: Array<{ id: string; name: string }> };
  const top = root.subCategories.find((c) => c.name === 'Insulators')!;
  const subtree = (await (await request.get(`/api/Categories/radhe?categoryId=${top.id}&scope=subtree`)).json()) as Listing;
  const wanted = subtree.products.filter((p) => Number(p.specifications.find((s) => s.attribute === VOLTAGE)?.value) >= 200).map((p) => p.name);
  expect(subtree.subCategories.length).toBeGreaterThan(0);
  expect(wanted.length).toBeGreaterThan(0);

  await page.goto('/in/products');
  await appReady(page);
  // Tap 1: the top category. Its products (all of those below it) and their facets are there at once.
  await page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { name: top.name, exact: true }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.name);
  await expect(page.getByRole('main').locator(`a[href*="/products/details/"]`).filter({ has: page.locator('h2') })).toHaveCount(subtree.products.length);
  const form = page.getByRole('form', { name: 'Filter products' });
  await unfold(page);
  await form.getByRole('group', { name: 'Nominal System Voltage (kV)' }).getByRole('spinbutton', { name: 'From' }).fill('200');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/f\.nominal-system-voltage\.min=200/);
  const found = page.getByRole('main').locator(`a[href*="/products/details/"]`).filter({ has: page.locator('h2') });
  await expect(found).toHaveCount(wanted.length);
  await page.screenshot({ path: testInfo.outputPath(`subtree-filtered-${testInfo.project.name}.png`) });
  // Tap 2: the product.
  await found.first().click();
  await expect(page).toHaveURL(/\/in\/products\/details\//);
  const escaped = wanted.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${escaped.join('|')})$`));
});

/** Searches `text` from the top bar's search box, and waits for the answer. */
async function searchFromBar(page: Page, text: string) {
  await page.getByRole('banner').locator('summary[aria-label="Search products"]').click();
  // A searchbox, which becomes a combobox with suggestions once the app has it (the same input named q).
  const box = page.getByRole('banner').locator('input[name="q"]');
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/in\/search\?q=/);
  // The answer to this text, not the previous search's still on the page while the app fetches the new one.
  await expect(page.getByRole('main').getByRole('status')).toContainText(`“${text}”`);
}

for (const javaScriptEnabled of [true, false]) {
  test(`finds a product by a rating with its unit and by a misspelt name from the top bar, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto('/in');
    if (javaScriptEnabled) await appReady(page);
    await searchFromBar(page, 'long rod 220 kV');
    await expect(cardNames(page)).toHaveText(['Long Rod Insulator 220 kV, 120 kN']);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 product matches “long rod 220 kV”.');

    await searchFromBar(page, 'surge arestor');
    const names = await cardNames(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /Surge Arrester/.test(name))).toBe(true);
    // A card leads to the product page (the lead path goes on from there).
    await cardNames(page).first().click();
    await expect(page).toHaveURL(/\/in\/products\/details\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]);
    await context.close();
  });
}

test('suggests products as the visitor types in the top bar, and opens the one chosen with the keyboard', async ({ page }) => {
  await page.goto('/in');
  await appReady(page);
  await page.getByRole('banner').locator('summary[aria-label="Search products"]').click();
  // Typed as soon as the caret is in the box, as a person does: nothing is lost while the suggestions' code loads
  // and the combobox takes over.
  await expect(page.locator('#site-search-in')).toBeFocused();
  // The answer to the whole text (a pause in the typing may bring an answer to the start of it first, shown until
  // the next arrives).
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/Search/radhe' && url.searchParams.get('q') === 'long rod 220';
  });
  await page.keyboard.type('long rod 220', { delay: 40 });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveValue('long rod 220');
  const answer = (await (await answered).json()) as { products: Array<{ name: string }> };
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  // The suggestions drawn are that answer's products, in its order.
  await expect(async () => {
    const shown = await list.getByRole('option').allTextContents();
    const places = answer.products.map((product) => shown.findIndex((name) => name.startsWith(product.name)));
    expect(places).not.toContain(-1);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  }).toPass();
  const wanted = list.getByRole('option', { name: /Long Rod Insulator 220 kV, 120 kN/ });
  await expect(wanted).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const names = await list.getByRole('option').allTextContents();
  const index = names.findIndex((name) => name.startsWith('Long Rod Insulator 220 kV, 120 kN'));
  for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/in\/products\/details\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long Rod Insulator 220 kV, 120 kN');
});
