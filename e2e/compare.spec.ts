/**
 * Compare, in Debian's Chromium against the real server and the demo catalogue, at desktop and
 * phone width: pick three products of a category with Compare on their cards, open the comparison from the compare
 * bar, read a row that differs and one that agrees against the products' own values, show the differences only, and
 * ask for a quote on the set; with JavaScript off the comparison of a URL is served whole and its switch is a link.
 */
import { expect, test } from '@playwright/test';
import { appReady, touchControl } from './support/app.ts';
import { categoryWithProducts, type Product } from './support/catalogue.ts';

/** The labels of the rows whose values differ and agree across `products` (typed ratings, by their names). */
function rowsOf(products: Product[]) {
  const keys = [...new Set(products.flatMap((p) => p.properties.map((r) => r.key)))];
  const valuesOf = (key: string) => products.map((p) => p.properties.find((r) => r.key === key)?.value ?? '');
  return { differing: keys.filter((k) => new Set(valuesOf(k)).size > 1), agreeing: keys.filter((k) => new Set(valuesOf(k)).size === 1) };
}

test('picks three products from their cards, compares them, shows the differences only and asks for a quote on the set', async ({ page, request }) => {
  const category = await categoryWithProducts(request);
  const picked = category.products.slice(0, 3);
  const { differing, agreeing } = rowsOf(picked);
  expect(differing.length).toBeGreaterThan(0);

  await page.goto(`/in/products/${category.id}`);
  await appReady(page);
  for (const product of picked) {
    // Each card's Compare is a link to the comparison until the visitor touches the card; its click is the island's.
    await touchControl(page, `Compare ${product.name}`).click();
    await expect(page.getByRole('button', { name: `Compare ${product.name}` })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page).toHaveURL(new RegExp(`/in/products/[^/?]*${category.id}$`));
  const bar = page.getByRole('region', { name: 'Compare bar' });
  await expect(bar.getByRole('heading')).toHaveText('Compare 3 of 4');
  // Folded, the bar is one small button at the bottom right, and the page's end is still above it.
  await bar.getByRole('button', { name: 'Hide the compare bar' }).click();
  const unfold = bar.getByRole('button', { name: 'Compare 3 of 4' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = touchControl(page, `Compare ${category.products.at(-1)!.name}`);
  expect((await lastCard.boundingBox())!.y + (await lastCard.boundingBox())!.height).toBeLessThanOrEqual((await unfold.boundingBox())!.y);
  await unfold.click();
  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/in/compare?ids=${picked.map((p) => p.id).join(',')}`);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(picked.map((p) => p.name));
  if (page.viewportSize()!.width < 600) {
    // A phone: the table says it scrolls sideways, and after scrolling down its rows the names are still in view.
    await expect(page.getByText('Swipe the table sideways to see every product; their names stay at its top.')).toBeVisible();
    const region = page.getByRole('region', { name: 'Comparison table' });
    await region.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(table.locator('tbody tr').last()).toBeInViewport();
    for (const product of picked.slice(0, 2)) await expect(table.getByRole('columnheader', { name: product.name })).toBeInViewport();
    // Only the table scrolls sideways, not the page (its cells' hidden "not given" once widened it to 481 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  const differs = table.getByRole('row', { name: new RegExp(`^${differing[0].replace(/[()]/g, '\\$&')}`) });
  await expect(differs).toHaveAttribute('data-differs', 'true');
  await expect(differs.getByRole('cell')).toHaveText(picked.map((p) => p.properties.find((r) => r.key === differing[0])?.value ?? '—'));
  if (agreeing.length) await expect(table.getByRole('row', { name: new RegExp(`^${agreeing[0].replace(/[()]/g, '\\$&')}`) })).not.toHaveAttribute('data-differs');

  await page.getByRole('switch', { name: 'Show differences only' }).click();
  await expect(page).toHaveURL(/&diff=1$/);
  await expect(table.locator('tbody tr')).toHaveCount(differing.length);

  await page.getByRole('link', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Quote' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(`${picked[2].name.replace(/[()]/g, '\\$&')}\\.$`));
  for (const product of picked) await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(product.name.replace(/[()]/g, '\\$&')));
});

test("a keyboard reaches a card's Compare before its island runs: the focus stays on it as it becomes the toggle, and Space picks the product", async ({ page, request }) => {
  const category = await categoryWithProducts(request);
  const product = category.products[1];
  await page.goto(`/in/products/${category.id}`);
  await appReady(page);
  // Tab from the card's name (its link) onto its Compare: the focus starts the card's island, which makes the
  // comparison's link the toggle button (the same element, island/held-link.ts); the focus stays on it.
  const name = page.getByRole('main').locator(`a[href$="${product.id}"]`).first();
  await name.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: `Compare ${product.name}` });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Compare bar' }).getByText(product.name)).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a card\'s Compare opens the comparison; a comparison URL is served whole and its switch is a link', async ({ page, request }) => {
    const category = await categoryWithProducts(request);
    const picked = category.products.slice(0, 3);
    await page.goto(`/in/products/${category.id}`);
    await page.getByRole('link', { name: `Compare ${picked[0].name}` }).click();
    await expect(page).toHaveURL(`/in/compare?ids=${picked[0].id}`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([picked[0].name]);

    await page.goto(`/in/compare?ids=${picked.map((p) => p.id).join(',')}`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(picked.map((p) => p.name));
    await page.getByRole('link', { name: 'Show differences only' }).click();
    await expect(page).toHaveURL(/&diff=1$/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(rowsOf(picked).differing.length);
    await page.getByRole('link', { name: 'Request Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Quote' })).toBeVisible();
  });
});
