/**
 * Drafts and publishing end to end (docs/decisions/0013), desktop only: signed in, the administrator creates a
 * product with "Save as draft" in a new category; the manager shows it with a Draft chip, the public category page
 * and the search do not; its preview draws the product page under the "Draft — not on the public site" banner;
 * after Publish the public category page lists it.
 */
import { expect, test } from '@playwright/test';
import { addCategoryAndOpen, saveDialogNamed } from './support/manager.ts';
import { signInToManager } from './support/sign-in.ts';

/** Saves the open dialog and waits for the toast and the dialog to go. */
test('a product saved as a draft stays off the public site until it is published, and its preview says so; so does a category unpublished', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const categoryName = `E2E Draft Shelf ${stamp}`;
  const productName = `E2E Draftling ${stamp}`;

  // Signed in, the manager opens at radhe's Root.
  await signInToManager(page);

  await addCategoryAndOpen(page, categoryName);

  await page.getByRole('button', { name: 'Product', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Product Name').fill(productName);
  await dialog.getByLabel(/Save as draft/).check();
  await saveDialogNamed(page, 'Add Product', 'Product saved successfully.');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('manager-draft-row.png') });

  // Not on the public category page, nor found by the search.
  const listing = await (await page.request.get('/api/Categories/radhe')).json();
  const category = listing.subCategories.find((c: { name: string }) => c.name === categoryName);
  expect(category).toBeTruthy();
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/in/products/${category.id}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(publicPage.getByText(productName)).toHaveCount(0);
  await publicPage.goto(`/in/search?q=${encodeURIComponent(productName)}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByRole('link', { name: productName })).toHaveCount(0);

  // The preview: the storefront's product page under the Draft banner.
  await row.getByRole('link', { name: `Preview product ${productName}` }).click();
  await expect(page.getByText('Draft — not on the public site')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('preview-draft-banner.png') });

  // Published, it is on the public category page.
  // "Back to the manager" goes back to where the product is.
  await page.getByRole('link', { name: 'Back to the manager' }).click();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(categoryName, { timeout: 20_000 });
  await page.getByRole('button', { name: `Publish product ${productName}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Published: ${productName}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: productName }).getByText('Draft', { exact: true })).toHaveCount(0);
  await publicPage.goto(`/in/products/${category.id}`);
  await expect(publicPage.getByText(productName).first()).toBeVisible();

  // A category unpublished is a draft with everything in it: gone from the public site, previewed under the banner.
  await page.getByRole('navigation', { name: 'Category trail' }).getByRole('button', { name: 'Root' }).click();
  await page.getByRole('button', { name: `Unpublish category ${categoryName}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Unpublished: ${categoryName}` })).toBeVisible();
  await page.getByRole('link', { name: `Preview category ${categoryName}` }).click();
  await expect(page.getByText('Draft — not on the public site')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('preview-draft-category.png') });
  await publicPage.goto(`/in/products/${category.id}`);
  await expect(publicPage.getByText(productName)).toHaveCount(0);
  await publicPage.close();
});
