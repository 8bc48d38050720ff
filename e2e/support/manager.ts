/** Steps the Product Manager's browser specs share (drafts, history, ordering): saving a dialog, adding a level. */
import { expect, type Page } from '@playwright/test';

/** Presses Save in the dialog named `dialogName`, waits for the `toast` and for the dialog to close. */
export async function saveDialogNamed(page: Page, dialogName: string, toast: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: toast }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Adds a category named `name` at the manager's current level and opens it (its name ends the trail). */
export async function addCategoryAndOpen(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Category', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Category' }).getByLabel('Category Name').fill(name);
  await saveDialogNamed(page, 'Add Category', 'Category saved successfully.');
  await page.getByRole('button', { name: `Open category ${name}` }).click();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(name);
}
