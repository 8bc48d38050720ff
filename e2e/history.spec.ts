/**
 * The catalogue's history end to end (docs/decisions/0013), desktop only: signed in, the administrator creates a
 * product in a new category of the radhe storefront, changes its description, and its History shows the change
 * side by side (before | after); deleted, it is listed under "Recently deleted", and Restore brings it back onto
 * its public product page; the audit log (/admin/audit) lists the delete and the restore.
 */
import { expect, test } from '@playwright/test';
import { addCategoryAndOpen, saveDialogNamed } from './support/manager.ts';
import { signInToManager } from './support/sign-in.ts';

/** Saves the open dialog and waits for the toast and the dialog to go. */
test('a changed product shows its change in History; deleted, it is restored onto its public page; the audit log lists both', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const categoryName = `E2E History Shelf ${stamp}`;
  const productName = `E2E Historied ${stamp}`;

  await signInToManager(page);

  // A category and a product in it.
  await addCategoryAndOpen(page, categoryName);
  await page.getByRole('button', { name: 'Product', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await add.getByLabel('Product Name').fill(productName);
  await add.getByRole('textbox', { name: 'Description' }).fill('Copper bellows, DN 100.');
  await saveDialogNamed(page, 'Add Product', 'Product saved successfully.');

  // The description changed.
  await page.getByRole('button', { name: `Edit product ${productName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product Name')).toHaveValue(productName);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Stainless bellows, DN 150.');
  await saveDialogNamed(page, 'Edit Product', 'Product saved successfully.');

  // Its History: the update, newest first, with the description before | after.
  await page.getByRole('button', { name: `History of product ${productName}` }).click();
  const history = page.getByRole('dialog', { name: `History of ${productName}` });
  await expect(history.getByRole('list', { name: 'Revisions' }).getByRole('button')).toHaveCount(2);
  const changed = history.getByRole('table', { name: 'Changed fields' });
  const descriptionRow = changed.getByRole('row').filter({ hasText: 'description' });
  await expect(descriptionRow.getByRole('cell')).toHaveText(['description', 'Copper bellows, DN 100.', 'Stainless bellows, DN 150.']);
  await page.screenshot({ path: testInfo.outputPath('history-dialog.png') });
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // Deleted, then restored from "Recently deleted".
  const listing = await (await page.request.get('/api/Categories/radhe')).json();
  const category = listing.subCategories.find((c: { name: string }) => c.name === categoryName);
  const inCategory = await (await page.request.get(`/api/Categories/radhe?categoryId=${category.id}`)).json();
  const productId: string = inCategory.products.find((p: { name: string }) => p.name === productName).id;
  await page.getByRole('button', { name: `Delete product ${productName}` }).click();
  await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Product deleted successfully.' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: productName })).toHaveCount(0);
  expect((await page.request.get(`/in/products/details/${productId}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Recently deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Recently deleted' });
  await deleted.getByRole('button', { name: `Restore product ${productName}` }).click();
  await expect(deleted.getByText(`Restored ${productName}.`)).toBeVisible();
  await deleted.getByRole('button', { name: 'Close' }).click();

  // Back on its public page, with the description it had.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/in/products/details/${productId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: productName })).toBeVisible({ timeout: 20_000 });
  await expect(publicPage.getByText('Stainless bellows, DN 150.').first()).toBeVisible();
  await publicPage.close();

  // The audit log lists the delete and the restore, newest first; its Action filter lives in the address.
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({ timeout: 20_000 });
  const log = page.getByRole('table', { name: 'Catalogue changes, newest first' });
  const rows = log.getByRole('row').filter({ hasText: productName });
  await expect(rows.first()).toBeVisible();
  await expect(rows.nth(0).getByRole('cell').nth(4)).toHaveText('Restored');
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('Deleted');
  await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText('Radhe');
  await expect(rows.nth(0).getByRole('cell').nth(3)).toHaveText('Product');
  await page.screenshot({ path: testInfo.outputPath('audit-page.png') });

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/[?&]action=delete/);
  await expect(log.getByRole('row').filter({ hasText: productName })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: productName }).getByRole('cell').nth(4)).toHaveText('Deleted');
});
