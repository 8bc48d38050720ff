/**
 * Download Catalog gives the datasheet: on a product page the
 * visitor sends the dialog's enquiry, the success panel offers the product's datasheet, the PDF's text (read back
 * with unpdf) holds the product's name and ratings, and both mails carry the datasheet's address and list the
 * product. Against the real server, its SMTP peer and the seeded demo catalogue.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { productPath } from '../contracts/catalog-paths.ts';
import { peerMails } from './support/peer-mail.ts';
import { enquiryFormRuns } from './support/app.ts';

interface Listing {
  subCategories: Array<{ id: string }>;
  products: Array<{ id: string; name: string; properties: Array<{ key: string; value: string; attribute?: string }> }>;
}

/** The demo's 220 kV long rod insulator, found through the public API. */
async function ratedProduct(request: APIRequestContext) {
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/radhe${id ? `?categoryId=${id}` : ''}`)).json()) as Listing;
    const found = listing.products.find((p) => p.name === 'Long Rod Insulator 220 kV, 120 kN');
    if (found) return found;
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  throw new Error('the demo catalogue has the 220 kV long rod insulator');
}

test('Download Catalog on a product page gives its datasheet PDF, and the mails carry its address', async ({ page, request }, testInfo) => {
  const product = await ratedProduct(request);
  const email = `datasheet-${testInfo.project.name}-${Date.now()}@epc.example`;
  await page.goto(`${productPath('in', product)}?enquiry=catalog`);
  const dialog = page.getByRole('dialog', { name: 'Download Catalog' });
  // Before the form, the dialog says the datasheet comes once the form is sent.
  await expect(dialog.getByText(`Send the form below and the datasheet (PDF) of ${product.name} is ready to download here at once`)).toBeVisible();
  await dialog.getByLabel(/Full Name/).fill('Vikram Rao');
  await dialog.getByLabel(/Email ID/).fill(email);
  await enquiryFormRuns(dialog);
  await dialog.getByRole('button', { name: 'Send' }).click();

  const link = dialog.getByRole('link', { name: 'Download the datasheet (PDF)' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain(product.name);
  // Its ratings, each with its unit, as the product page lists them.
  for (const rating of product.properties.filter((p) => p.attribute).slice(0, 3)) expect(text).toContain(rating.value);

  await expect.poll(async () => (await peerMails(email)).length, { timeout: 20_000 }).toBe(2);
  for (const mail of await peerMails(email)) {
    expect(mail.text).toContain(`1. ${product.name}`);
    expect(mail.text).toMatch(new RegExp(`Datasheet \\(PDF\\): \\S+/api/Products/${product.id}/datasheet`));
  }
});
