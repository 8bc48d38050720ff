/**
 * The admin Product Manager end to end (product-spec.md §2 "Admin Product Manager", §4, §5, §7, §8), in
 * Chromium against the real server, database, blob store and embedded sign-in: signed in, the administrator
 * creates a root category with an image, opens it, creates a subcategory, and creates a product with a main
 * image, three properties, an image and a short video in Other Images/Videos and two configurations uploaded
 * with 'Upload all'. The public storefront (/in/products…) shows each of them; the product is edited and the
 * storefront shows the edit (with a PDF type-test report added as a document, which the product page lists and
 * the visitor downloads); the category is deleted after confirming and it and its products are gone from
 * the storefront.
 *
 * The media are made by the spec: PNGs with sharp, and a real WebM (the server sniffs magic bytes) recorded by
 * Chromium itself from a canvas with MediaRecorder, so no binary fixture is committed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANY_WIDTH } from '../playwright.config.ts';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { chooseManagerVendor, signIn } from './support/sign-in.ts';

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A 320×240 PNG of one colour. */
async function png(name: string, background: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** About a second of WebM video recorded by the browser from an animated canvas. */
async function webm(page: Page, name: string): Promise<UploadFile> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = `hsl(${frame * 24}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  expect(bytes.slice(0, 4), 'an EBML (WebM) header').toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  return { name, mimeType: 'video/webm', buffer: Buffer.from(bytes) };
}

/** Waits for the toast that says `text`. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** Picks `files` in the hidden file input named `label` inside `scope`. */
async function pick(scope: Locator, label: string, files: UploadFile | UploadFile[]) {
  await scope.getByLabel(label, { exact: true }).setInputFiles(files);
}

/** Saves `dialog` and waits for the toast and the dialog to go. */
async function saveDialog(page: Page, dialog: Locator, toast: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, toast);
  await expect(dialog).toBeHidden();
}

/** Opens the Product Manager at Root for radhe. */
async function openManager(page: Page) {
  await page.goto('/admin/manage');
  // A full load of the staff app (its chunks, the session's renewal) takes more than expect's 5 s on a loaded
  // 2-core CI machine running the fault suite beside it.
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible({ timeout: 20_000 });
  await chooseManagerVendor(page);
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toHaveText('Root');
}

/**
 * product-spec.md §4 "The local cache for the vendor is cleared after any successful create, update or delete":
 * the persisted read cache (localStorage, written by the app's throttled persister) holds no category or product
 * read of `vendor`. Waiting for it also keeps a full page load right after a write from restoring stale reads.
 */
async function expectVendorCacheCleared(page: Page, vendor: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('catalogue-query-cache') ?? ''))
    .not.toMatch(new RegExp(`\\["(categories|product)","${vendor}"`));
}

/** Every image in `scope` has loaded (naturalWidth > 0). */
async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test('an administrator builds a category, subcategory and product, sees them on the storefront, edits and deletes them', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/oidc/')) failed.push(`${response.status()} ${response.url()}`);
  });
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const categoryName = `E2E Insulators ${stamp}`;
  const subName = `E2E Long Rod ${stamp}`;
  const productName = `E2E 132 kV Rod ${stamp}`;
  const editedName = `${productName} (edited)`;

  await signIn(page);
  await openManager(page);

  // A root category with an image.
  await page.getByRole('button', { name: 'Category', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category Name').fill(categoryName);
  await expect(dialog.getByLabel('Vendor')).toHaveValue('Radhe');
  await dialog.getByLabel('Description').fill('Composite insulators made by the e2e test.');
  await pick(dialog, 'Choose image', await png('category photo.png', '#1565c0'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Image uploaded successfully.');
  await expectImagesLoaded(dialog.getByRole('region', { name: 'Image' }));
  await saveDialog(page, dialog, 'Category saved successfully.');

  // Drill in; a subcategory.
  await page.getByRole('button', { name: `Open category ${categoryName}` }).click();
  await expect(page.getByRole('navigation', { name: 'Category trail' })).toContainText(categoryName);
  await page.getByRole('button', { name: 'Category', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category Name').fill(subName);
  await pick(dialog, 'Choose image', await png('sub.png', '#0d47a1'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Image uploaded successfully.');
  await saveDialog(page, dialog, 'Category saved successfully.');
  await expect(page.getByRole('button', { name: `Open category ${subName}` })).toBeVisible();

  // A product in the category: main image, 3 properties, an image and a video, 2 configurations.
  const video = await webm(page, 'factory clip.webm');
  await page.getByRole('button', { name: 'Product', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Product Name').fill(productName);
  await dialog.getByLabel('Description').fill('Silicone rubber housing.\nECR glass fibre core.');
  const main = dialog.getByRole('region', { name: 'Main Image' });
  await pick(main, 'Choose main image', await png('rod main.png', '#2e7d32'));
  // A picked but not uploaded file blocks saving (§5).
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please upload the main image first');
  await main.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Image uploaded successfully.');

  await dialog.getByRole('button', { name: 'Properties (0)' }).click();
  const properties = [
    ['System voltage', '132 kV'],
    ['Specified mechanical load', '120 kN'],
    ['Creepage distance', '3625 mm'],
  ];
  for (const [index, [key, value]] of properties.entries()) {
    await dialog.getByRole('button', { name: 'Add property' }).click();
    const row = dialog.getByRole('group', { name: `Property ${index + 1}` });
    await row.getByLabel('Key').fill(key);
    await row.getByLabel('Value').fill(value);
  }

  const media = dialog.getByRole('region', { name: 'Other Images/Videos' });
  await pick(media, 'Choose images/videos', [await png('rod side.png', '#f9a825'), video]);
  await media.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Files uploaded successfully.');
  await expect(media.getByRole('list', { name: 'Uploaded images and videos' }).getByRole('listitem')).toHaveCount(2);

  const configurations = dialog.getByRole('region', { name: 'Configurations' });
  for (const [index, [name, colour]] of [
    ['Suspension string', '#6a1b9a'],
    ['Tension string', '#c62828'],
  ].entries()) {
    await configurations.getByRole('button', { name: 'Add configuration' }).click();
    const row = dialog.getByRole('group', { name: `Configuration ${index + 1}` });
    await row.getByLabel('Name').fill(name);
    await pick(row, 'Choose image', await png(`${name}.png`, colour));
  }
  await configurations.getByRole('button', { name: 'Upload all' }).click();
  await expectToast(page, 'Images uploaded successfully.');
  await expectImagesLoaded(dialog.getByRole('group', { name: 'Configuration 2' }));
  await saveDialog(page, dialog, 'Product saved successfully.');
  await expect(page.getByRole('table').getByText(productName, { exact: true })).toBeVisible();
  await expectVendorCacheCleared(page, 'radhe');

  // The storefront shows the category, the subcategory and the product.
  await page.goto('/in/products');
  await page.getByRole('link', { name: new RegExp(categoryName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(subName) })).toBeVisible();
  // The product's card, whose name starts with the product's (before the app runs, the card's Compare and Add to
  // quote are links too, named "Compare …" and "Add to quote: …").
  await page.getByRole('link', { name: new RegExp(`^${productName}`) }).click();
  await expect(page).toHaveURL(/\/in\/products\/details\/[a-z0-9-]*[0-9a-f-]{36}$/);
  const productUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const specifications = page.getByRole('region', { name: 'Specifications' });
  for (const [key, value] of properties) {
    await expect(specifications.getByRole('row').filter({ hasText: key })).toContainText(value);
  }
  const gallery = page.getByTestId('media-gallery');
  await expect(gallery.getByRole('link', { name: /^Show media \d+ of 3$/ })).toHaveCount(3);
  await expect(gallery.locator('video')).toHaveCount(1);
  const storefrontConfigurations = page.getByRole('region', { name: 'Configurations' });
  await expect(storefrontConfigurations.getByRole('link', { name: 'Enlarge configuration Suspension string' })).toBeVisible();
  await expect(storefrontConfigurations.getByRole('link', { name: 'Enlarge configuration Tension string' })).toBeVisible();
  await expectImagesLoaded(storefrontConfigurations);

  // Edit the product.
  await openManager(page);
  await page.getByRole('button', { name: `Open category ${categoryName}` }).click();
  await page.getByRole('button', { name: `Edit product ${productName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Product Name')).toHaveValue(productName);
  await expect(dialog.getByRole('group', { name: 'Property 3' }).getByLabel('Value')).toHaveValue('3625 mm');
  await dialog.getByLabel('Product Name').fill(editedName);
  await dialog.getByRole('group', { name: 'Property 1' }).getByLabel('Value').fill('145 kV');
  // A type-test report as a document: uploaded as it is picked, titled from its name, retitled.
  const report = Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% type test report ${stamp}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
  const documents = dialog.getByRole('region', { name: 'Documents' });
  await pick(documents, 'Upload PDF documents', { name: 'type_test_report.pdf', mimeType: 'application/pdf', buffer: report });
  await expectToast(page, 'Files uploaded successfully.');
  await expect(documents.getByLabel('Title of document 1')).toHaveValue('type test report');
  await documents.getByLabel('Title of document 1').fill('Type test report (IEC 61109)');
  await saveDialog(page, dialog, 'Product saved successfully.');
  await expect(page.getByRole('table').getByText(editedName, { exact: true })).toBeVisible();
  await expectVendorCacheCleared(page, 'radhe');
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: editedName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Specifications' }).getByRole('row').filter({ hasText: 'System voltage' })).toContainText(
    '145 kV',
  );
  const documentLink = page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Type test report (IEC 61109)' });
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('PDF, 1 KB');
  const [download] = await Promise.all([page.waitForEvent('download'), documentLink.click()]);
  expect(download.suggestedFilename()).toBe('Type test report (IEC 61109).pdf');
  expect((await readFile(await download.path())).equals(report)).toBe(true);

  // Delete the category after confirming: it, its subcategory and its product leave the storefront.
  await openManager(page);
  await page.getByRole('button', { name: `Delete category ${categoryName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete category?' });
  await expect(dialog).toContainText('This also deletes all its subcategories and products.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Category deleted successfully.');
  await expect(page.getByRole('button', { name: `Open category ${categoryName}` })).toHaveCount(0);
  await expectVendorCacheCleared(page, 'radhe');

  await page.goto('/in/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href^="/in/products/"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(categoryName) })).toHaveCount(0);
  expect(failed).toEqual([]);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('changing the vendor resets the view to Root, also when switching back (product-spec.md §2)', ANY_WIDTH, async ({ page }) => {
  await signIn(page);
  await openManager(page);
  const trail = page.getByRole('navigation', { name: 'Category trail' });
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  const rootRows = page.getByRole('table', { name: 'Contents of Root' }).getByRole('row');

  // Drill into a category of radhe.
  const first = page.getByRole('button', { name: /^Open category / }).first();
  const name = (await first.getAttribute('aria-label'))!.replace(/^Open category /, '');
  const radheRoot = await rootRows.allTextContents();
  await first.click();
  await expect(trail.getByRole('listitem')).toHaveText(['Root', name]);
  await expect(page.getByRole('table', { name: `Contents of ${name}` })).toBeVisible();

  await vendor.click();
  await page.getByRole('option', { name: 'Therm' }).click();
  await expect(trail.getByRole('listitem')).toHaveText(['Root']);
  await expect(page.getByRole('table', { name: 'Contents of Root' })).toBeVisible();

  // Back to radhe: Root and radhe's root listing, not the trail left behind.
  await vendor.click();
  await page.getByRole('option', { name: 'Radhe' }).click();
  await expect(trail.getByRole('listitem')).toHaveText(['Root']);
  await expect(page.getByRole('button', { name: `Open category ${name}` })).toBeVisible();
  await expect.poll(() => rootRows.allTextContents()).toEqual(radheRoot);
});

test("a refused upload shows the server's reason under the spec's failure message", ANY_WIDTH, async ({ page }) => {
  await signIn(page);
  await openManager(page);
  // A text file renamed to .png: the server sniffs the bytes and refuses it (415 UNSUPPORTED_FILE_TYPE).
  const notAnImage = (name: string): UploadFile => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('Minutes of the design review: not a picture at all.\n'),
  });
  const reason = 'The file is not a supported image (PNG, JPEG, WebP, AVIF, GIF) or video (MP4, WebM).';

  // A single image: the spec's text, the reason under it, and the reason beside the file in the dialog.
  await page.getByRole('button', { name: 'Category', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog.getByText('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB')).toBeVisible();
  await expect(dialog.getByLabel('Choose image', { exact: true })).toHaveAttribute(
    'accept',
    'image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/avif,.avif,image/gif,.gif',
  );
  await pick(dialog, 'Choose image', notAnImage('minutes.png'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to upload image. Please try again.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(reason);
  await expect(dialog.getByText(reason)).toBeVisible();
  await expect(dialog.getByText('minutes.png (not uploaded yet)')).toBeVisible();
  // A picked file is a change: Cancel asks before it is discarded.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Several files: the spec's text, then each refused file named with its reason; the good one is uploaded.
  await page.getByRole('button', { name: 'Product', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add Product' });
  const media = dialog.getByRole('region', { name: 'Other Images/Videos' });
  await expect(media.getByText('PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM, up to 15 MB for images and 200 MB for videos')).toBeVisible();
  await pick(media, 'Choose images/videos', [await png('good side.png', '#00897b'), notAnImage('agenda.png')]);
  await media.getByRole('button', { name: 'Upload', exact: true }).click();
  const manyToast = page.getByRole('alert').filter({ hasText: 'Failed to upload some files. Please try again.' });
  await expect(manyToast).toBeVisible();
  await expect(manyToast).toContainText(`agenda.png: ${reason}`);
  await expect(media.getByRole('list', { name: 'Picked files, not uploaded yet' })).toContainText(`agenda.png (not uploaded yet)${reason}`);
  await expect(media.getByRole('list', { name: 'Uploaded images and videos' }).getByRole('listitem')).toHaveCount(1);
  // A picked file is a change: Cancel asks before it is discarded.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
