/**
 * Roles per storefront in the browser (docs/decisions/0013): an editor of therm cannot see or change radhe (the
 * manager offers therm only; the address of radhe's manager shows why instead; therm edits work) and has no inbox;
 * a sales account sees the inbox but not the manager's writes. Each account's admin landing is saved as a
 * screenshot (test-results/…/landing-*.png). Desktop only (PHONE_SKIPS in playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { STAFF_REFUSALS } from '../contracts/staff-roles.ts';
import { E2E_SALES, E2E_THERM_EDITOR } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

/** The admin bar's menu entries (the desktop bar's links). */
async function menuLabels(page: Page): Promise<string[]> {
  const bar = page.getByRole('banner');
  return (await bar.getByRole('link').allTextContents()).map((text) => text.trim()).filter(Boolean);
}

test('an editor of therm edits therm only: radhe is not offered, its address says why, and there is no inbox', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const name = `E2E therm role ${Date.now()}`;
  await signIn(page, '/admin/manage', E2E_THERM_EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible();
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await expect(vendor).toHaveText('Therm');
  await expect(page.getByRole('table', { name: 'Contents of Root' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Product Manager' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
  expect(await menuLabels(page)).not.toContain('Enquiries');
  await page.screenshot({ path: testInfo.outputPath('landing-therm-editor.png') });

  // Radhe is not among the storefronts offered.
  await vendor.click();
  await expect(page.getByRole('option')).toHaveText(['Therm']);
  await page.keyboard.press('Escape');

  // A therm edit works: add a root category, then delete it.
  await page.getByRole('button', { name: 'Category', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog.getByLabel('Vendor')).toHaveValue('Therm');
  await dialog.getByLabel('Category Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Category saved successfully.' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Open category ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete category ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Category deleted successfully.' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Open category ${name}` })).toHaveCount(0);

  // Radhe's manager by its address: a notice why, none of radhe's rows, no write buttons.
  const radheReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/Categories/radhe')) radheReads.push(request.url());
  });
  await page.goto('/admin/manage?vendor=radhe');
  const notice = page.getByTestId('storefront-refused');
  await expect(notice).toContainText('radhe storefront');
  await expect(notice).toContainText(`${STAFF_REFUSALS['catalog.edit']} Your roles: editor.therm.`);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Category', exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('radhe-refused-therm-editor.png') });
  expect(radheReads).toEqual([]);

  // The inbox is replaced by one line saying why.
  await page.goto('/admin/enquiries');
  await expect(page.getByTestId('hidden-tool')).toHaveText('The enquiry inbox is for sales and administrators; your roles: editor.therm.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a sales account lands on the inbox and works it, and the manager is one line saying why', async ({ page }, testInfo) => {
  await signIn(page, '/admin/enquiries', E2E_SALES);
  await page.goto('/admin');
  await page.waitForURL('**/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Enquiries, newest first' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Product Manager' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('landing-sales.png') });

  await page.goto('/admin/manage');
  await expect(page.getByTestId('hidden-tool')).toHaveText('The Product Manager is for catalogue editors and administrators; your roles: sales.');
  await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Category', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Product', exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('manager-hidden-sales.png') });
});
