/**
 * Catalogue sheets in Chromium (desktop only): the Product Manager's Export saves the radhe catalogue as XLSX; a cell
 * edited in the file (exceljs) and a bad rating beside it give a dry-run report with the error's row and column and
 * Apply disabled; the corrected file's report shows one change, Apply writes it, and the public product page shows
 * it. The original file is imported back at the end, so the demo catalogue is left as it was. Then a new product whose
 * photo comes in a ZIP beside its sheet: the dry run lists the file, Apply stores it, and the public page shows it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { productPath } from '../contracts/catalog-paths.ts';
import { firstProduct } from './support/catalogue.ts';
import { signIn } from './support/sign-in.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens the Import dialog and chooses `bytes` as the file; @returns the dialog. */
async function chooseSheet(page: Page, name: string, bytes: Buffer) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a catalogue sheet' });
  await dialog.getByLabel('Sheet file').setInputFiles({ name, mimeType: XLSX, buffer: bytes });
  await expect(dialog.getByLabel('Chosen file')).toHaveText(name);
  return dialog;
}

test('export, edit a cell, dry run with its report, apply, and the public page shows the change', async ({ page, request }, info) => {
  test.setTimeout(180_000); // two imports, two applies, a download and a public page on a shared machine
  const product = await firstProduct(request, 'radhe');
  const description = `Edited in a sheet ${info.project.name} ${Date.now()}`;
  await signIn(page, '/admin/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: info.outputPath('manager-with-sheets.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^radhe-catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const original = await readFile((await file.path())!);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(original as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const column = (header: string) => headers.indexOf(header) + 1;
  const rowNumber = (sheet.getColumn(column('Id')).values as unknown[]).indexOf(product.id);
  expect(rowNumber).toBeGreaterThan(1);
  sheet.getRow(rowNumber).getCell(column('Description')).value = description;
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());
  // The same edit with a rating that is no number: the report names its row and column, and nothing can be applied.
  const kv = headers.findIndex((h) => h.endsWith('[kV]')) + 1;
  const kvRow = (sheet.getColumn(kv).values as unknown[]).findIndex((v, i) => i > 1 && v !== null && v !== undefined);
  sheet.getRow(kvRow).getCell(kv).value = 'very high';
  const bad = Buffer.from(await workbook.xlsx.writeBuffer());

  let dialog = await chooseSheet(page, 'catalogue-with-an-error.xlsx', bad);
  const report = dialog.getByRole('region', { name: 'Import report' });
  await expect(report).toContainText('1 with errors');
  const errors = report.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText(`${kvRow}${headers[kv - 1]}`);
  await expect(errors.getByRole('row').nth(1)).toContainText('must be a number');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.screenshot({ path: info.outputPath('import-report-with-error.png') });

  await dialog.getByLabel('Sheet file').setInputFiles({ name: 'catalogue-edited.xlsx', mimeType: XLSX, buffer: edited });
  await expect(report).toContainText('1 to change');
  await expect(report).toContainText('0 with errors');
  await expect(report).toContainText('No errors.');
  await expect(report.getByRole('table', { name: 'Changes' }).getByRole('row').nth(1)).toContainText(`${rowNumber}${product.name}Description`);
  await dialog.screenshot({ path: info.outputPath('import-report.png') });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported: 0 created, 1 changed.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(productPath('in', product));
  await expect(page.getByText(description)).toBeVisible();

  // Leave the demo catalogue as it was: the file as exported, imported back.
  await page.goto('/admin/manage');
  // The sign-in is checked again on a new page load (silent renewal): slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible({ timeout: 30_000 });
  dialog = await chooseSheet(page, 'catalogue-original.xlsx', original);
  await expect(dialog.getByRole('region', { name: 'Import report' })).toContainText('1 to change');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported: 0 created, 1 changed.' })).toBeVisible();
});

/** A 2×2 PNG (real bytes: the server judges a file from the ZIP by them). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQy78JRAwQCgAkSgWZqLgjvAAAAABJRU5ErkJggg==', 'base64');

test('a new product whose photo comes in a ZIP beside the sheet: listed by the dry run, stored by Apply, shown on its page', async ({ page }, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `E2E Zipped ${stamp}`;
  const imagePath = `images/e2e-zip-${stamp}.png`;
  await signIn(page, '/admin/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
  // In a category of its own (the import creates it), so the demo's categories keep only the demo's products.
  const sheet = Buffer.from(`Category path,Name,Main image\nE2E Zipped shelf ${stamp},${name},${imagePath}\n`);
  const dialog = await chooseSheet(page, 'new-with-photo.csv', sheet);
  const report = dialog.getByRole('region', { name: 'Import report' });
  // Without the ZIP the photo is missing; with it, the dry run lists the file to store.
  await expect(report.getByRole('table', { name: 'Errors' })).toContainText(`'${imagePath}' is not in the storefront's file store`);
  await dialog.getByLabel('Media ZIP', { exact: true }).setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ [`photos/e2e-zip-${stamp}.png`]: PNG })) });
  await expect(dialog.getByLabel('Chosen media ZIP')).toHaveText('photos.zip');
  await expect(report).toContainText(`Files from the ZIP to store: ${imagePath}`);
  await expect(report).toContainText('No errors.');
  await dialog.screenshot({ path: info.outputPath('import-with-zip.png') });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Imported: 1 created, 0 changed.' })).toBeVisible();

  const found = await (await page.request.get(`/api/Search/radhe?q=${encodeURIComponent(name)}`)).json();
  const product = found.products.find((p: { name: string }) => p.name === name);
  expect(product.imagePath).toBe(imagePath);
  expect((await page.request.get(`/media/radhe/${imagePath}`)).headers()['content-type']).toBe('image/png');
  await page.goto(productPath('in', product));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator(`img[src*="e2e-zip-${stamp}"]`).first()).toBeVisible();
});
