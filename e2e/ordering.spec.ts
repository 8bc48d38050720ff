/**
 * The staff's order end to end (docs/decisions/0013), desktop only: signed in, the administrator makes a category with
 * three products, drags the last one to the top with the keyboard on its drag handle (dnd-kit: Space lifts, arrows
 * move, Space drops), and the public category page lists it first; a reload of the manager keeps the order. Then a
 * product moved to another category with "Move to…" leaves the one public category page for the other, and leaves
 * the public site when it is unpublished with the multi-select.
 */
import { expect, test, type Page } from '@playwright/test';
import { categoryPath } from '../contracts/catalog-paths.ts';
import { addCategoryAndOpen, saveDialogNamed } from './support/manager.ts';
import { signInToManager } from './support/sign-in.ts';

/** Saves the open dialog and waits for the toast and the dialog to go. */
/** The product names of the manager's table, in their shown order. */
async function managerProducts(page: Page, names: readonly string[]): Promise<string[]> {
  const rows = await page.getByRole('row').allTextContents();
  return rows.map((text) => names.find((name) => text.includes(name))).filter((name): name is string => Boolean(name));
}

test('a product dragged to the top with the keyboard leads its public category page', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const categoryName = `E2E Ordered Shelf ${stamp}`;
  const names = ['Alpha', 'Bravo', 'Charlie'].map((n) => `E2E ${n} ${stamp}`);

  await signInToManager(page);
  await addCategoryAndOpen(page, categoryName);
  for (const name of names) {
    await page.getByRole('button', { name: 'Product', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add Product' }).getByLabel('Product Name').fill(name);
    await saveDialogNamed(page, 'Add Product', 'Product saved successfully.');
  }
  // New products go to the end of their category.
  await expect.poll(() => managerProducts(page, names)).toEqual(names);

  // Charlie to the top, by keyboard. Each key waits for dnd-kit's announcement of the step before the next: the
  // sensor measures the rows between moves, and a key pressed before that is lost on a busy machine.
  const listing = await (await page.request.get('/api/Categories/radhe')).json();
  const shelf = listing.subCategories.find((c: { name: string }) => c.name === categoryName);
  const inShelf = await (await page.request.get(`/api/Categories/radhe?categoryId=${shelf.id}`)).json();
  const idOf = (name: string): string => inShelf.products.find((p: { name: string }) => p.name === name).id;
  const announced = page.locator('[id^="DndLiveRegion"]');
  const handle = page.getByRole('button', { name: `Drag to reorder ${names[2]}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: dnd-kit says so, and at once that the row is over its own place (which replaces the first words).
  await expect(announced).toContainText(new RegExp(`(Picked up draggable item|was moved over droppable area) ${idOf(names[2])}`));
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText(`was moved over droppable area ${idOf(names[1])}`);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText(`was moved over droppable area ${idOf(names[0])}`);
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`was dropped over droppable area ${idOf(names[0])}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Order saved' }).first()).toBeVisible();
  const dragged = [names[2], names[0], names[1]];
  await expect.poll(() => managerProducts(page, names)).toEqual(dragged);
  await page.screenshot({ path: testInfo.outputPath('manager-ordered-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('manager-ordered-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The manager's place is in the address: a reload opens the same level, with its trail and its order.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(categoryName, { timeout: 20_000 });
  await expect.poll(() => managerProducts(page, names)).toEqual(dragged);

  // The public category page follows.
  const category = shelf;
  const publicPage = await page.context().newPage();
  await publicPage.goto(categoryPath('in', category));
  await expect(publicPage.getByRole('heading', { level: 2, name: names[2] }).or(publicPage.getByText(names[2]).first())).toBeVisible({ timeout: 20_000 });
  const shown = await publicPage.getByText(new RegExp(`E2E (Alpha|Bravo|Charlie) ${stamp}`)).allTextContents();
  expect([...new Set(shown.map((text) => names.find((name) => text.includes(name))))]).toEqual(dragged);
  await publicPage.close();

  // The API's listing answers the same order.
  const inCategory = await (await page.request.get(`/api/Categories/radhe?categoryId=${category.id}`)).json();
  expect(inCategory.products.map((p: { name: string }) => p.name)).toEqual(dragged);
});

test('a product moved with "Move to…" leaves its category page for the new one, and unpublished with the multi-select leaves that', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const [fromName, toName, productName] = [`E2E From ${stamp}`, `E2E To ${stamp}`, `E2E Wanderer ${stamp}`];
  await signInToManager(page);
  for (const name of [fromName, toName]) {
    await page.getByRole('button', { name: 'Category', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add Category' }).getByLabel('Category Name').fill(name);
    await saveDialogNamed(page, 'Add Category', 'Category saved successfully.');
  }
  await page.getByRole('button', { name: `Open category ${fromName}` }).click();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(fromName);
  await page.getByRole('button', { name: 'Product', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Product' }).getByLabel('Product Name').fill(productName);
  await saveDialogNamed(page, 'Add Product', 'Product saved successfully.');

  await page.getByRole('button', { name: `Move product ${productName} to another category` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${productName}` });
  await dialog.getByRole('button', { name: toName }).click();
  await expect(dialog.getByRole('navigation', { name: 'Move to' })).toContainText(toName);
  await page.screenshot({ path: testInfo.outputPath('move-dialog-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('move-dialog-phone.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: `Move here (${toName})` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Moved ${productName} to ${toName}.` }).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(productName)).toHaveCount(0);

  // The public pages follow: the new category lists it, the old one does not.
  const listing = await (await page.request.get('/api/Categories/radhe')).json();
  const byName = (name: string) => listing.subCategories.find((c: { name: string }) => c.name === name);
  const publicPage = await page.context().newPage();
  await publicPage.goto(categoryPath('in', byName(toName)));
  await expect(publicPage.getByText(productName).first()).toBeVisible({ timeout: 20_000 });
  await publicPage.goto(categoryPath('in', byName(fromName)));
  await expect(publicPage.getByRole('heading', { level: 1, name: fromName })).toBeVisible();
  await expect(publicPage.getByText(productName)).toHaveCount(0);

  // Multi-select: every row shown in the new category, unpublished at once, leaves its public page.
  await page.getByRole('navigation', { name: 'Category trail' }).getByRole('button', { name: 'Root' }).click();
  await page.getByRole('button', { name: `Open category ${toName}` }).click();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(toName);
  const selectedRows = page.getByRole('toolbar', { name: 'Selected rows' });
  await selectedRows.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(selectedRows).toContainText('1 selected');
  await page.screenshot({ path: testInfo.outputPath('multi-select-desktop.png') });
  await selectedRows.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unpublished 1 item.' }).first()).toBeVisible();
  await expect(page.getByRole('table').getByText('Draft')).toBeVisible();
  await publicPage.goto(categoryPath('in', byName(toName)));
  await expect(publicPage.getByRole('heading', { level: 1, name: toName })).toBeVisible();
  await expect(publicPage.getByText(productName)).toHaveCount(0);
  await publicPage.close();
});
