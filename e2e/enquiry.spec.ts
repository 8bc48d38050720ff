/**
 * Enquiries end to end (issue 7): a visitor asks for a quote from a product page; the real server stores the
 * enquiry and its outbox delivers the company mail and the enquirer's copy (as .eml files in DATA_DIR/mail, the
 * embedded default). Validation messages for empty, whitespace-only and missing fields.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');

/** Raw .eml texts that mention `address` (headers may be encoded; parse with `parse`). */
function mailsFor(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // no mail written yet
  }
  return files.map((f) => readFileSync(join(mailDir, f), 'utf8')).filter((m) => m.includes(address));
}

const addresses = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(',');

test('Request Quote from a product page sends the enquiry and both mails', async ({ page, request }, testInfo) => {
  const root = await (await request.get('/api/Categories/therm')).json();
  const product = root.products[0] as { id: string; name: string };
  const email = `buyer-${testInfo.project.name}-${Date.now()}@plant.example`;

  await page.goto(`/fd/products/details/${product.id}`);
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Quote' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(`Please send a quotation for: ${product.name}.`);
  await expect(dialog.getByRole('combobox')).toHaveCount(0); // no option dropdown on /fd
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Ravi Shah');
  await dialog.getByRole('textbox', { name: /Email ID/ }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98980 12345');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Thank you! Your message has been sent successfully\./)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`copy of your inquiry at ${email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();

  await expect.poll(() => mailsFor(email).length, { timeout: 15_000 }).toBe(2);
  const parsed: ParsedMail[] = await Promise.all(mailsFor(email).map((raw) => simpleParser(raw)));
  const company = parsed.find((m) => m.replyTo?.text.includes(email))!;
  const copy = parsed.find((m) => addresses(m.to).includes(email))!;
  expect(company.subject).toBe('Enquiry (Therm): Request Quote — Ravi Shah');
  expect(company.text).toContain('Product interest: N/A');
  expect(company.text).toContain('Phone: +91 98980 12345');
  expect(company.text).toContain(`Message: Please send a quotation for: ${product.name}.`);
  expect(copy.subject).toContain('Your enquiry to');
  expect(copy.text).toContain('Dear Ravi Shah');
});

test('the form says what is missing and sends nothing', async ({ page, request }) => {
  const root = await (await request.get('/api/Categories/radhe')).json();
  await page.goto(`/in/products/details/${root.products[0].id}`);
  await page.getByRole('button', { name: 'Download Catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Catalog' });
  await expect(dialog.getByRole('combobox', { name: "I'm interested in" })).toBeVisible(); // option on /in
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('    ');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Full Name is required.')).toBeVisible();
  await expect(dialog.getByText('Email ID is required.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
});
