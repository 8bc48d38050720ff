/**
 * The admin Enquiries inbox in Chromium (filters and XLSX): an enquiry sent to the real server
 * shows first in the inbox with its delivered mails, its detail shows the message and both mails, and 'Download CSV'
 * saves a file holding it, with a formula-like name neutralised; the filters narrow the table through the address and
 * 'Download XLSX' saves a workbook of exactly the filtered enquiries. Signed in through the embedded provider as the
 * e2e administrator.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rawPeerMails } from './support/peer-mail.ts';
import { signIn } from './support/sign-in.ts';

test('a new enquiry shows first in the inbox with its mails, in the detail and in the CSV download', async ({ page, request }, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const email = `inbox-${stamp}@plant.example`;
  const name = `@Inbox Tester ${stamp}`; // starts with @: a spreadsheet would run it as a formula
  const sent = await request.post('/api/contact', {
    data: { name, email, phoneNo: '', option: 'Switchgear', vendor: 'Radhe', title: 'Get in Touch', message: 'Line one\nLine two' },
  });
  expect(sent.status()).toBe(200);
  await expect.poll(() => rawPeerMails(email).length, { timeout: 15_000 }).toBe(2);

  await signIn(page, '/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Enquiries, newest first' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(name);
  await expect(first).toContainText('Radhe');
  await expect(first).toContainText(email);
  await expect(first).toContainText('Get in Touch');
  await expect(first).toContainText('Sent');
  await expect(first).toContainText('2 of 2 sent');

  await first.getByRole('button', { name: `View the enquiry from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(dialog.getByTestId('enquiry-message')).toHaveText('Line one\nLine two');
  const mails = dialog.getByRole('table', { name: 'Mails of this enquiry' });
  await expect(mails.getByRole('row')).toHaveCount(3);
  await expect(mails.getByRole('row').nth(1)).toContainText('To the company');
  await expect(mails.getByRole('row').nth(2)).toContainText(`Copy to the enquirer${email}`);
  await expect(mails.getByText('Sent', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe(
    '\uFEFFReceived,Reference,Storefront,Status,Assignee,Name,Email,Phone,Company,Country,Project or tender reference,Required by,Delivery location,Incoterms,Interested in,Title,Products,Message,Mail status,Mails sent,Enquiry id',
  );
  expect(csv).toContain(`Radhe,New,,'${name},${email},,,,,,,,Switchgear,Get in Touch,,"Line one\nLine two",sent,2 of 2,${(await sent.json()).id}`);
});

test('the filters narrow the inbox through the address, and Download XLSX saves exactly the filtered enquiries', async ({ page, request }, info) => {
  const stamp = `${info.project.name}${Date.now()}`;
  const company = `Filterco ${stamp}`;
  const ids: string[] = [];
  for (const [vendor, n] of [['Radhe', 1], ['Therm', 2]] as const) {
    const sent = await request.post('/api/contact', {
      data: { name: `Buyer ${n} ${stamp}`, email: `filter-${n}-${stamp}@epc.example`, vendor, title: 'Request Quote', company },
    });
    expect(sent.status()).toBe(200);
    ids.push((await sent.json()).id);
  }

  await signIn(page, '/admin/enquiries');
  const rows = page.getByRole('table', { name: 'Enquiries, newest first' }).getByRole('row');
  await page.getByRole('searchbox', { name: /^Search/ }).fill(company);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(company).replace(/%20/g, '\\+')}`));
  await expect(rows).toHaveCount(3); // the header and the two enquiries of this company
  await page.getByRole('combobox', { name: 'Storefront' }).click();
  await page.getByRole('option', { name: 'Therm' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Buyer 2 ${stamp}`);

  // The filtered address survives a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: /^Search/ })).toHaveValue(company);
  await expect(rows).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.getWorksheet('Enquiries')!;
  expect(sheet.rowCount).toBe(2);
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const row = sheet.getRow(2);
  expect(row.getCell(header.indexOf('Enquiry id') + 1).value).toBe(ids[1]);
  expect(row.getCell(header.indexOf('Company') + 1).value).toBe(company);
  expect(row.getCell(header.indexOf('Storefront') + 1).value).toBe('Therm');
});
