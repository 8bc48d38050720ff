import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetImportRefusal, SheetImportReport } from '../../contracts/catalogue-sheets.ts';
import { seedDemoCatalog } from '../demo/seed/index.ts';
import { categories, productQuantities, products, revisions } from '../db/schema.ts';
import { adminToken, bearer, staffToken } from '../test/auth.ts';
import { withAzuriteApp, type AzuriteHandle } from '../test/azurite.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fileUpload, multipart, testImage, testPdf } from '../test/uploads.ts';

/** Everything an import could change, to prove that one changed nothing. */
async function catalogueState(t: TestContext) {
  const rows = await t.database.db.select().from(products).orderBy(products.id);
  const [c] = await t.database.db.select({ n: count() }).from(categories);
  const [r] = await t.database.db.select({ n: count() }).from(revisions);
  return { products: rows.map(({ searchDocument: _s, ...row }) => row), categories: c.n, revisions: r.n };
}

describeEachDatabase('catalogue sheets', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind);
    await seedDemoCatalog(t.database.db, t.blobs, { info: () => {} });
    admin = bearer(await adminToken(t));
  }, 180_000); // the demo catalogue draws its 194 images: slow on a busy machine
  afterAll(() => t?.close());

  const exportSheet = (format: 'xlsx' | 'csv', headers = admin, query = '') =>
    t.app.inject({ url: `/api/catalogue-sheets/radhe?format=${format}${query}`, headers });
  const importSheet = (bytes: Buffer, dryRun: boolean, headers = admin, name = 'sheet.xlsx') => {
    const body = fileUpload(name, bytes);
    return t.app.inject({ method: 'POST', url: `/api/catalogue-sheets/radhe/import?dryRun=${dryRun}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it.each(['xlsx', 'csv'] as const)('exports the demo catalogue as %s and imports it back with every row unchanged', async (format) => {
    const exported = await exportSheet(format);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="radhe-catalogue-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`));
    const before = await catalogueState(t);

    const applied = await importSheet(exported.rawPayload, false, admin, `catalogue.${format}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const report = applied.json<SheetImportReport>();
    expect(report.errors).toEqual([]);
    expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: 25, error: 0 });
    expect(report.categoriesCreated).toEqual([]);
    expect(await catalogueState(t)).toEqual(before);
  });

  it('heads ratings with their units, writes ranges as "min-max", and paths from the root', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportSheet('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 7)).toEqual(['Id', 'Category path', 'Name', 'Description', 'Published', 'Main image', 'Other media']);
    expect(headers.some((h) => /\[kV\]$/.test(h))).toBe(true);
    expect(headers).toContain('Property 1 name');
    const paths = sheet.getColumn(2).values.slice(2) as string[];
    expect(paths.some((p) => p.split(' / ').length === 3)).toBe(true);
  });

  it('a dry run reports the change of an edited cell and changes nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportSheet('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).getCell(3).value = 'Renamed in a sheet';
    const before = await catalogueState(t);
    const answer = await importSheet(Buffer.from(await workbook.xlsx.writeBuffer()), true);
    expect(answer.statusCode).toBe(200);
    const report = answer.json<SheetImportReport>();
    expect(report).toMatchObject({ dryRun: true, applied: false, counts: { created: 0, updated: 1, unchanged: 24, error: 0 } });
    expect(report.rows.find((r) => r.outcome === 'updated')).toMatchObject({ row: 2, name: 'Renamed in a sheet', changed: ['Name'] });
    expect(await catalogueState(t)).toEqual(before);
  });

  it('an apply with one bad row applies nothing and names the row and column', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportSheet('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    // Row 2 renamed (fine on its own), row 3's first rating in kV made text, a new row in a new category with no name.
    sheet.getRow(2).getCell(3).value = 'Renamed in a sheet';
    const kvColumn = headers.findIndex((h) => /\[kV\]$/.test(h)) + 1;
    const kvRow = (sheet.getColumn(kvColumn).values as unknown[]).findIndex((v, i) => i > 1 && v !== undefined && v !== null);
    sheet.getRow(kvRow).getCell(kvColumn).value = 'high';
    sheet.addRow(['', 'Insulators / Brand new', '', 'No name']);
    const before = await catalogueState(t);

    const answer = await importSheet(Buffer.from(await workbook.xlsx.writeBuffer()), false);
    expect(answer.statusCode).toBe(400);
    const refusal = answer.json<SheetImportRefusal>();
    expect(refusal.code).toBe('IMPORT_HAS_ERRORS');
    expect(refusal.report.applied).toBe(false);
    expect(refusal.report.errors).toEqual([
      { row: kvRow, column: headers[kvColumn - 1], message: expect.stringMatching(/must be a number/) },
      { row: 27, column: 'Name', message: 'Product name is required' },
    ]);
    expect(refusal.report.categoriesCreated).toEqual(['Insulators / Brand new']);
    expect(refusal.details?.[0].path).toBe(`row ${kvRow}: ${headers[kvColumn - 1]}`);
    expect(await catalogueState(t)).toEqual(before);
  });

  it('reports a missing medium, a duplicate id and a unit that does not fit', async () => {
    const [headers, first, second] = parse((await exportSheet('csv')).rawPayload, { bom: true }) as string[][];
    const kv = headers.findIndex((h) => /\[kV\]$/.test(h));
    // The first product with a main image that was never uploaded; the second with the first's id and a rating in kN.
    first[headers.indexOf('Main image')] = 'images/never-uploaded.webp';
    second[0] = first[0];
    second[kv] = '132 kN';
    const sheet = stringify([headers, first, second]);
    const answer = await importSheet(Buffer.from(sheet), true, admin, 'sheet.csv');
    const report = answer.json<SheetImportReport>();
    expect(report.format).toBe('csv');
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Main image', message: expect.stringContaining("'images/never-uploaded.webp' is not in the storefront's file store") },
        { row: 3, column: 'Id', message: 'The id appears on row 2 too: each product may have one row' },
        { row: 3, column: headers[kv], message: expect.stringContaining("'kN' is not the unit of") },
      ]),
    );
  });

  it('an apply writes a changed rating with its quantity, and a draft state', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportSheet('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const kv = headers.findIndex((h) => /\[kV\]$/.test(h)) + 1;
    const row = (sheet.getColumn(kv).values as unknown[]).findIndex((v, i) => i > 1 && typeof v === 'number');
    const id = String(sheet.getRow(row).getCell(1).value);
    sheet.getRow(row).getCell(kv).value = 777;
    sheet.getRow(row).getCell(headers.indexOf('Published') + 1).value = 'no';
    const answer = await importSheet(Buffer.from(await workbook.xlsx.writeBuffer()), false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SheetImportReport>().rows.find((r) => r.id === id)).toMatchObject({ outcome: 'updated', changed: ['Published', 'Ratings'] });
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(stored.published).toBe(false);
    expect(stored.version).toBe(2);
    const quantities = await t.database.db.select().from(productQuantities).where(eq(productQuantities.productId, id));
    expect(quantities.some((q) => q.min === 777 && q.max === 777 && q.unit === 'kV')).toBe(true);
  });

  it('creates the categories of a new path and the products in them, as import revisions', async () => {
    const lines = ['Category path,Name,Description', 'Insulators / From a sheet,Sheet insulator,Imported', 'Insulators / From a sheet / Deeper,Deeper insulator,'];
    const answer = await importSheet(Buffer.from(lines.join('\n')), false, admin, 'new.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<SheetImportReport>();
    expect(report).toMatchObject({ applied: true, counts: { created: 2, updated: 0, unchanged: 0, error: 0 } });
    expect(report.categoriesCreated).toEqual(['Insulators / From a sheet', 'Insulators / From a sheet / Deeper']);
    const [created] = await t.database.db.select().from(products).where(eq(products.name, 'Deeper insulator'));
    const [deeper] = await t.database.db.select().from(categories).where(eq(categories.id, created.categoryId!));
    expect(deeper.name).toBe('Deeper');
    const [own] = await t.database.db.select().from(revisions).where(eq(revisions.entityId, created.id));
    expect(own).toMatchObject({ action: 'import', before: null });
    const batch = await t.database.db.select().from(revisions).where(eq(revisions.batchId, own.batchId!));
    expect(batch.map((r) => r.entityType).sort()).toEqual(['category', 'category', 'product', 'product']);
  });

  it('refuses an editor of the other storefront with 403, and a file that is not a sheet with 400', async () => {
    const therm = bearer(await staffToken(t, ['editor.therm']));
    expect((await exportSheet('xlsx', therm)).statusCode).toBe(403);
    const before = await catalogueState(t);
    const csv = Buffer.from('Name\nAnything\n');
    const refused = await importSheet(csv, false, therm, 'a.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await catalogueState(t)).toEqual(before);

    const unreadable = await importSheet(Buffer.from([0, 1, 2, 3, 0, 255]), true);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 'SHEET_UNREADABLE', message: 'The file is neither an XLSX workbook nor a CSV text in UTF-8.' });
  });

  describe('media in a ZIP beside the sheet', () => {
    const importWithMedia = (sheet: string, zip: Buffer, dryRun: boolean) => {
      const body = multipart([
        { name: 'file', filename: 'sheet.csv', contentType: 'text/csv', data: Buffer.from(sheet) },
        { name: 'media', filename: 'media.zip', contentType: 'application/zip', data: zip },
      ]);
      return t.app.inject({ method: 'POST', url: `/api/catalogue-sheets/radhe/import?dryRun=${dryRun}`, headers: { ...admin, ...body.headers }, payload: body.payload });
    };
    const sheetNaming = (name: string, image: string, document = '') =>
      ['Category path,Name,Main image,Document 1 title,Document 1 path', `Insulators,${name},${image},${document ? 'Type test report' : ''},${document}`].join('\n');

    it('takes the files a row names from the ZIP: judged on a dry run and not stored, stored by the apply', async () => {
      const png = await testImage('png');
      const zip = Buffer.from(zipSync({ 'images/zip-rod-132.png': png, 'reports/zip-report.pdf': testPdf(), 'unused/other.png': png }));
      const sheet = sheetNaming('Zipped insulator', 'images/zip-rod-132.png', 'documents/1700000000000-zip-report.pdf');

      const before = await catalogueState(t);
      const dry = await importWithMedia(sheet, zip, true);
      expect(dry.statusCode, dry.body).toBe(200);
      const dryReport = dry.json<SheetImportReport>();
      expect(dryReport).toMatchObject({ errors: [], counts: { created: 1, error: 0 } });
      expect(dryReport.filesFromZip.sort()).toEqual(['documents/1700000000000-zip-report.pdf', 'images/zip-rod-132.png']);
      expect(await t.blobs.stat('radhe', 'images/zip-rod-132.png')).toBeNull();
      expect(await catalogueState(t)).toEqual(before);

      const applied = await importWithMedia(sheet, zip, false);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json<SheetImportReport>()).toMatchObject({ applied: true, counts: { created: 1 } });
      expect(await t.blobs.stat('radhe', 'images/zip-rod-132.png')).toMatchObject({ size: png.length, contentType: 'image/png' });
      expect(await t.blobs.stat('radhe', 'documents/1700000000000-zip-report.pdf')).toMatchObject({ contentType: 'application/pdf' });
      expect(await t.blobs.stat('radhe', 'images/other.png')).toBeNull();
      const [created] = await t.database.db.select().from(products).where(eq(products.name, 'Zipped insulator'));
      expect(created.imagePath).toBe('images/zip-rod-132.png');
      expect(created.documents).toEqual([expect.objectContaining({ path: 'documents/1700000000000-zip-report.pdf', title: 'Type test report' })]);
    });

    it('judges a file from the ZIP by its bytes: a text named .png is an error on its row, and nothing is stored', async () => {
      const zip = Buffer.from(zipSync({ 'fake.png': Buffer.from('<svg onload=alert(1)>') }));
      const before = await catalogueState(t);
      const answer = await importWithMedia(sheetNaming('Faked insulator', 'images/fake.png'), zip, false);
      expect(answer.statusCode).toBe(400);
      const refusal = answer.json<SheetImportRefusal>();
      expect(refusal.report.errors).toEqual([{ row: 2, column: 'Main image', message: expect.stringMatching(/^'fake\.png' in the ZIP: /) }]);
      expect(await t.blobs.stat('radhe', 'images/fake.png')).toBeNull();
      expect(await catalogueState(t)).toEqual(before);
    });

    it('stores nothing when another row keeps the apply from happening', async () => {
      const zip = Buffer.from(zipSync({ 'images/held-back.png': await testImage('png') }));
      const sheet = sheetNaming('Held back insulator', 'images/held-back.png') + '\nInsulators,,,,';
      const answer = await importWithMedia(sheet, zip, false);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<SheetImportRefusal>().report.errors).toEqual([{ row: 3, column: 'Name', message: 'Product name is required' }]);
      expect(await t.blobs.stat('radhe', 'images/held-back.png')).toBeNull();
    });

    it('refuses a media file that is not a ZIP with 400 on the field, and a path the ZIP lacks names the ZIP too', async () => {
      const notZip = await importWithMedia(sheetNaming('Any', 'images/x.png'), Buffer.from('not a zip at all'), true);
      expect(notZip.statusCode).toBe(400);
      expect(notZip.json()).toMatchObject({ code: 'MEDIA_UNREADABLE', details: [{ path: 'media' }] });

      const lacking = await importWithMedia(sheetNaming('Any', 'images/not-in-zip.png'), Buffer.from(zipSync({ 'other.png': await testImage('png') })), true);
      expect(lacking.json<SheetImportReport>().errors).toEqual([
        { row: 2, column: 'Main image', message: expect.stringContaining("'images/not-in-zip.png' is not in the storefront's file store nor in the ZIP") },
      ]);
    });
  });
});


describe('catalogue sheets when the blob store does not answer (Azurite stopped)', () => {
  let azurite: AzuriteHandle;
  let t: TestContext;

  withAzuriteApp((started) => ({ t, azurite } = started));

  it('answers 503 FILES_UNAVAILABLE with Retry-After to an import naming a file, and writes nothing', async () => {
    const admin = bearer(await adminToken(t));
    const body = multipart([
      { name: 'file', filename: 'sheet.csv', contentType: 'text/csv', data: Buffer.from('Category path,Name,Main image\nHoses,Store-down hose,images/down.png\n') },
      { name: 'media', filename: 'media.zip', contentType: 'application/zip', data: Buffer.from(zipSync({ 'down.png': await testImage('png') })) },
    ]);
    await azurite.stop();
    const answer = await t.app.inject({ method: 'POST', url: '/api/catalogue-sheets/therm/import?dryRun=false', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.json()).toMatchObject({ code: 'FILES_UNAVAILABLE' });
    expect(await t.database.db.select().from(products).where(eq(products.name, 'Store-down hose'))).toEqual([]);
    expect(await t.database.db.select().from(categories).where(eq(categories.name, 'Hoses'))).toEqual([]);
  }, 60_000);
});
