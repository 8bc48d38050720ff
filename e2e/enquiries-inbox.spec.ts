/**
 * The admin Enquiries inbox in Chromium (issue 7): an enquiry sent to the real server shows first in the inbox with
 * its delivered mails, its detail shows the message and both mails, and 'Download CSV' saves a file holding it,
 * with a formula-like name neutralised. Signed in through the embedded provider as the e2e administrator.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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
  expect(csv.split('\n')[0]).toBe('\uFEFFReceived,Storefront,Name,Email,Phone,Interested in,Title,Message,Mail status,Mails sent,Enquiry id');
  expect(csv).toContain(`'${name},${email},,Switchgear,Get in Touch,"Line one\nLine two",sent,2 of 2,${(await sent.json()).id}`);
});
