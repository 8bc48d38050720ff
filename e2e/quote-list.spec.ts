/**
 * The quote list, in Debian's Chromium against the real
 * server, its SMTP peer and the demo catalogue: add three products from a category's cards, a product page and the
 * compare table; the top bar counts them; on /in/quote give quantities, a unit, a note and the project fields; send;
 * both mails list the three lines and the project; the company mail's link opens the enquiry in the inbox with its
 * three products, where a status change and a note show in its history. Without JavaScript the page says the list
 * needs it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { categoryPath, productPath } from '../contracts/catalog-paths.ts';
import { ENQUIRY_REFERENCE_PATTERN } from '../contracts/enquiry-confirmation.ts';
import { SEE_CONFIRMATION_TEXT } from '../web/src/components/enquiry/texts.ts';
import { appReady, enquiryFormRuns, touchControl } from './support/app.ts';
import { categoryWithProducts } from './support/catalogue.ts';
import { peerMails } from './support/peer-mail.ts';
import { signIn } from './support/sign-in.ts';

/** A small PDF drawing (the server judges it by its first bytes). */
const DRAWING = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('three products from a card, a product page and the compare table go out as one quote with quantities', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const category = await categoryWithProducts(request);
  const [first, second, third] = category.products;
  const name = `Quote ${testInfo.project.name} ${Date.now()}`;
  const email = `quote-${testInfo.project.name}-${Date.now()}@epc.example`;

  await page.goto(categoryPath('in', { id: category.id, name: category.name }));
  await appReady(page);
  // The card's Add to quote, a link to the product's Request Quote until the visitor touches the card: the click is
  // the island's, and the page stays.
  await touchControl(page, `Add to quote: ${first.name}`).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added, quantity 1. See the quote list (1 item)' })).toBeVisible();

  await page.goto(productPath('in', second));
  await appReady(page);
  // The product page's Add to quote, as a visitor sees it answer: the list says it took it.
  await touchControl(page, `Add to quote: ${second.name}`).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added, quantity 1. See the quote list (2 items)' })).toBeVisible();

  await page.goto(`/in/compare?ids=${second.id},${third.id}`);
  await appReady(page);
  await page.getByRole('table').getByRole('button', { name: `Add to quote: ${third.name}` }).click();
  const listLink = page.getByRole('banner').getByRole('link', { name: /^Quote list ?, 3 items$/ });
  await expect(listLink).toBeVisible();
  await listLink.click();

  await expect(page).toHaveURL(/\/in\/quote$/);
  const lines = page.getByRole('list', { name: 'Products to quote' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await page.getByRole('textbox', { name: `Quantity of ${first.name}` }).fill('400');
  await page.getByRole('textbox', { name: `Quantity of ${second.name}` }).fill('12');
  await page.getByRole('combobox', { name: `Unit of ${second.name}` }).selectOption('sets');
  await page.getByRole('textbox', { name: `Note on ${third.name}` }).fill('Type test reports please');

  const form = page.getByRole('form', { name: 'Request Quote' });
  await form.getByLabel(/Full Name/).fill(name);
  await form.getByLabel(/Email ID/).fill(email);
  const project = form.getByRole('group', { name: 'Project (optional)' });
  await project.getByRole('textbox', { name: 'Company' }).fill('Gujarat Energy Transmission Corporation');
  await project.getByRole('textbox', { name: 'Project or tender reference' }).fill('GETCO/220kV/TN-114');
  await project.getByLabel('Required by').fill('2099-03-31');
  await project.getByRole('combobox', { name: 'Incoterms 2020 term' }).selectOption('DAP');
  await form.getByTestId('enquiry-attachments-input').setInputFiles({ name: 'GA drawing rev B.pdf', mimeType: 'application/pdf', buffer: DRAWING });
  await expect(form.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveText(['GA drawing rev B.pdf1 KB']);
  await enquiryFormRuns(form);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`You will also receive a copy of your inquiry at ${email}.`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Quote list', exact: true })).toBeVisible();
  const reference = (await page.getByTestId('enquiry-reference').textContent())!;
  expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);

  await expect.poll(async () => (await peerMails(email)).length, { timeout: 20_000 }).toBe(2);
  const mails = await peerMails(email);
  for (const mail of mails) {
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('Company: Gujarat Energy Transmission Corporation');
    expect(mail.text).toContain('Project or tender reference: GETCO/220kV/TN-114');
    expect(mail.text).toContain('Required by: 2099-03-31');
    expect(mail.text).toContain('Incoterms 2020 term: DAP');
    expect(mail.text).toContain('Attachments: GA drawing rev B.pdf (1 KB)');
    expect(mail.text).toContain(`1. ${first.name}: Quantity: 400 pieces`);
    expect(mail.text).toContain(`2. ${second.name}: Quantity: 12 sets`);
    expect(mail.text).toContain(`3. ${third.name}: Quantity: 1 piece\nNote: Type test reports please`);
  }

  // The confirmation a buyer can file: its own address, the reference, every line, the file and the project, the
  // same after a reload, which sends nothing (still the two mails of one enquiry).
  await page.getByRole('link', { name: SEE_CONFIRMATION_TEXT }).click();
  await expect(page).toHaveURL(/\/in\/enquiry\/[A-Za-z0-9_-]{22}$/);
  for (let visit = 0; visit < 2; visit += 1) {
    await expect(page.getByTestId('enquiry-reference')).toHaveText(reference);
    const products = page.getByRole('listitem').filter({ has: page.getByRole('link') }).filter({ hasText: /piece|set/ });
    await expect(products).toHaveText([
      new RegExp(`^${first.name.replace(/[()]/g, '\\$&')}400 pieces$`),
      new RegExp(`^${second.name.replace(/[()]/g, '\\$&')}12 sets$`),
      new RegExp(`^${third.name.replace(/[()]/g, '\\$&')}1 pieceNote: Type test reports please$`),
    ]);
    await expect(page.getByText('GA drawing rev B.pdf')).toBeVisible();
    await expect(page.getByText('GETCO/220kV/TN-114')).toBeVisible();
    await expect(page.getByText('DAP', { exact: true })).toBeVisible();
    await testInfo.attach(`confirmation-${testInfo.project.name}-${visit}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    if (visit === 0) await page.reload();
  }
  expect(await peerMails(email)).toHaveLength(2);

  // The company mail links to the enquiry in the inbox: one enquiry with the three products (signed in, in a
  // context of its own).
  const companyMail = mails.find((mail) => !mail.text?.startsWith('Dear'))!;
  const inboxLink = /https?:\/\/\S+\/admin\/enquiries\?enquiry=[0-9a-f-]{36}/.exec(companyMail.text ?? '')?.[0];
  expect(inboxLink).toBeTruthy();
  const staff = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await staff.newPage();
  await signIn(admin, new URL(inboxLink!).pathname + new URL(inboxLink!).search);
  const dialog = admin.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(dialog.getByTestId('enquiry-lines').getByRole('listitem')).toHaveText([
    new RegExp(`^${first.name.replace(/[()]/g, '\\$&')} \\(opens in a new tab\\)400 pieces`),
    new RegExp(`^${second.name.replace(/[()]/g, '\\$&')} \\(opens in a new tab\\)12 sets`),
    new RegExp(`^${third.name.replace(/[()]/g, '\\$&')} \\(opens in a new tab\\)1 piece · Note: Type test reports please`),
  ]);
  await expect(dialog.getByText('GETCO/220kV/TN-114')).toBeVisible();
  await expect(dialog.getByText(reference)).toBeVisible();
  // The drawing, from the private store with the administrator's token, byte for byte.
  const download = admin.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download GA drawing rev B.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('GA drawing rev B.pdf');
  expect((await readFile((await file.path())!)).equals(DRAWING)).toBe(true);

  // Working it: a status change and a note show in its history, with the signed-in administrator as author.
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'In progress' }).click();
  const history = dialog.getByTestId('enquiry-history').getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Status: New → In progress');
  await dialog.getByRole('textbox', { name: 'Internal note' }).fill('Asked GETCO for the line drawing.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('Asked GETCO for the line drawing.');
  await expect(dialog.getByRole('textbox', { name: 'Internal note' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = admin.getByRole('table', { name: 'Enquiries, newest first' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('In progress');
  await staff.close();
});

test('a renamed executable attached as a drawing is refused on the files, and the form keeps everything typed', async ({ page, request }, testInfo) => {
  const category = await categoryWithProducts(request);
  const product = category.products[0];
  await page.goto(productPath('in', product));
  await appReady(page);
  await touchControl(page, `Add to quote: ${product.name}`).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added, quantity 1.' })).toBeVisible();
  await page.goto('/in/quote');
  await appReady(page);
  const form = page.getByRole('form', { name: 'Request Quote' });
  const email = `exe-${testInfo.project.name}-${Date.now()}@epc.example`;
  await form.getByLabel(/Full Name/).fill('Mallory');
  await form.getByLabel(/Email ID/).fill(email);
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(200)]);
  await form.getByTestId('enquiry-attachments-input').setInputFiles({ name: 'drawing.pdf', mimeType: 'application/pdf', buffer: exe });
  await enquiryFormRuns(form);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByTestId('enquiry-attachments-error')).toHaveText(
    'drawing.pdf is not a PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP file. Attach drawings and specifications in one of these formats.',
  );
  await expect(form.getByLabel(/Email ID/)).toHaveValue(email);
  // Nothing was stored: no mail went out for it.
  await page.waitForTimeout(1_000);
  expect(await peerMails(email)).toHaveLength(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote list says it needs JavaScript and points to Request Quote; Add to quote opens the product\'s Request Quote', async ({ page, request }) => {
    await page.goto('/in/quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote list' })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    const category = await categoryWithProducts(request);
    await page.goto(categoryPath('in', { id: category.id, name: category.name }));
    await page.getByRole('link', { name: `Add to quote: ${category.products[0].name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Request Quote' })).toBeVisible();
  });
});
