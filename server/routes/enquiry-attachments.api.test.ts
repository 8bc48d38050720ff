/**
 * Drawings and specifications sent with a request for quotation: POST /api/contact/with-attachments keeps
 * up to 5 files of the accepted kinds, judged by their bytes, in the private container; staff download them from the
 * inbox; /media never serves them; a renamed executable, a sixth file, a 26 MB file or a file whose bytes are another
 * kind than its name says is refused on its field and nothing is kept (no enquiry, no blob, no mail).
 */
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { EnquiryDetail } from '../../contracts/enquiry-inbox.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { ENQUIRY_FILES_CONTAINER } from '../enquiries/attachments.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { multipart, statusesOnOneConnection, testPdf } from '../test/uploads.ts';
import { withAzuriteApp, type AzuriteHandle } from '../test/azurite.ts';

const enquiry = { name: 'Ravi Shah', email: 'ravi@epc.example', vendor: 'Therm', title: 'Request Quote', company: 'Konkan Refinery', message: 'Expansion joints per the attached drawing.' };
const pdf = testPdf();
const dxf = Buffer.from('  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1027\n  0\nENDSEC\n  0\nEOF\n');
const step = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('Bellows DN 600'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n");
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(200)]);

/** A multipart body: the enquiry's JSON first, then each file in `attachments`. */
function body(files: { filename: string; data: Buffer }[], fields: object = enquiry) {
  return multipart([{ name: 'enquiry', data: JSON.stringify(fields) }, ...files.map((f) => ({ name: 'attachments', filename: f.filename, contentType: 'application/octet-stream', data: f.data }))]);
}

describeEachDatabase('enquiry attachments', (kind) => {
  let t: TestContext;
  let admin: { authorization: string };
  let xlsx: Buffer;

  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100', CONTACT_RATE_LIMIT_PER_EMAIL: '100', ENQUIRY_TO: 'sales@therm.example' } });
    admin = bearer(await adminToken(t));
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('BOM').addRows([['Item', 'DN', 'Quantity'], ['Axial expansion joint', 600, 4]]);
    xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  });
  afterAll(() => t?.close());

  const send = (payload: ReturnType<typeof body>) => t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...payload });
  const storedFiles = () => {
    const root = join(t.blobDir, ENQUIRY_FILES_CONTAINER);
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };
  const enquiryCount = async () => (await t.database.db.select().from(enquiries)).length;

  it('keeps the files with the enquiry; staff download them as sent; /media never serves them', async () => {
    const res = await send(body([
      { filename: 'GA drawing rev B.pdf', data: pdf },
      { filename: 'flange.dxf', data: dxf },
      { filename: 'bellows.step', data: step },
      { filename: 'BOM.xlsx', data: xlsx },
    ]));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: string };
    const detail = (await t.app.inject({ url: `/api/enquiries/${id}`, headers: admin })).json() as EnquiryDetail;
    expect(detail.attachments).toEqual([
      { position: 0, fileName: 'GA drawing rev B.pdf', contentType: 'application/pdf', size: pdf.length },
      { position: 1, fileName: 'flange.dxf', contentType: 'image/vnd.dxf', size: dxf.length },
      { position: 2, fileName: 'bellows.step', contentType: 'model/step', size: step.length },
      { position: 3, fileName: 'BOM.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: xlsx.length },
    ]);

    const download = await t.app.inject({ url: `/api/enquiries/${id}/attachments/0`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="GA drawing rev B.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: `/api/enquiries/${id}/attachments/0` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/enquiries/${id}/attachments/4`, headers: admin })).statusCode).toBe(404);
    for (const path of [`${id}/0.pdf`, `${id}/3.xlsx`]) {
      expect((await t.app.inject({ url: `/media/${ENQUIRY_FILES_CONTAINER}/${path}` })).statusCode, path).toBe(404);
    }

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
    for (const mail of mails) expect(mail.text).toMatch(/Attachments: GA drawing rev B\.pdf \(1 KB\)\nflange\.dxf \(1 KB\)\nbellows\.step \(1 KB\)\nBOM\.xlsx \(\d+ KB\)/);
    expect(mails.find((m) => m.kind === 'enquiry')!.text).toContain(`Open it in the inbox, with its attachments (staff sign-in): ${t.config.publicUrl}/admin/enquiries?enquiry=${id}`);
  });

  it.each([
    ['a renamed executable', [{ filename: 'drawing.pdf', data: exe }], 400, 'attachments.0', 'drawing.pdf is not a PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP file. Attach drawings and specifications in one of these formats.'],
    ['a PDF named as a DWG', [{ filename: 'plan.pdf', data: pdf }, { filename: 'plan.dwg', data: pdf }], 400, 'attachments.1', 'plan.dwg holds a PDF file, not what its name says. Rename it to end in .pdf and attach it again.'],
    ['a sixth file', Array.from({ length: 6 }, (_, i) => ({ filename: `sheet-${i + 1}.pdf`, data: pdf })), 400, 'attachments', 'Attach at most 5 files.'],
    ['a 26 MB file', [{ filename: 'small.pdf', data: pdf }, { filename: 'scan.pdf', data: Buffer.concat([pdf, Buffer.alloc(26 * 1024 * 1024)]) }], 413, 'attachments.1', 'scan.pdf is larger than 25 MB. Send a smaller file, or leave it out and mention it in your message.'],
    ['an empty file', [{ filename: 'empty.pdf', data: Buffer.alloc(0) }], 400, 'attachments.0', 'empty.pdf is empty.'],
    ['a PDF named to run as a program', [{ filename: 'order.bat', data: pdf }], 400, 'attachments.0', 'order.bat is not a PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP file. Attach drawings and specifications in one of these formats.'],
  ] as const)('refuses %s on its field and keeps nothing', async (_case, files, status, path, message) => {
    const [enquiriesBefore, filesBefore, mailsBefore] = [await enquiryCount(), storedFiles(), (await t.database.db.select().from(mailOutbox)).length];
    const res = await send(body([...files]));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path, message }] });
    expect(await enquiryCount()).toBe(enquiriesBefore);
    expect(storedFiles()).toBe(filesBefore);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('checks the enquiry before reading any file: its fields, its place first, and JSON', async () => {
    const filesBefore = storedFiles();
    const invalid = await send(body([{ filename: 'a.pdf', data: pdf }], { ...enquiry, email: 'not-an-address', requiredBy: '2020-01-01' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.map((d: { path: string }) => d.path)).toEqual(['email', 'requiredBy']);
    const fileFirst = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...multipart([{ name: 'attachments', filename: 'a.pdf', data: pdf }, { name: 'enquiry', data: JSON.stringify(enquiry) }]) });
    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json().details[0]).toEqual({ path: 'enquiry', message: 'The enquiry must come first.' });
    const notJson = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...multipart([{ name: 'enquiry', data: '{name:' }]) });
    expect(notJson.json().details[0]).toEqual({ path: 'enquiry', message: 'The enquiry must be JSON.' });
    const json = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', payload: enquiry });
    expect(json.statusCode).toBe(400);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('answers a bot as received and keeps neither its enquiry nor its files', async () => {
    const [enquiriesBefore, filesBefore] = [await enquiryCount(), storedFiles()];
    const res = await send(body([{ filename: 'a.pdf', data: pdf }], { ...enquiry, website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    expect(await enquiryCount()).toBe(enquiriesBefore);
    expect(storedFiles()).toBe(filesBefore);
  });
});

describe('enquiry attachments over real HTTP: an early answer never leaves the body unread', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await build('pglite', { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100', CONTACT_RATE_LIMIT_PER_EMAIL: '100' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('answers a bot, a file before the enquiry and a refused first file at once, with 8 MB still to come, and the connection takes the next enquiry', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(8 * 1024 * 1024)]);
    const streamed = (parts: Parameters<typeof multipart>[0]) => {
      const { payload, headers } = multipart(parts);
      return { headers, bodyBytes: payload.length, body: Readable.from([payload.subarray(0, 1024), payload.subarray(1024)]) };
    };
    const statuses = await statusesOnOneConnection(port, [
      { method: 'POST', path: '/api/contact/with-attachments', ...streamed([{ name: 'enquiry', data: JSON.stringify({ ...enquiry, website: 'http://spam.example' }) }, { name: 'attachments', filename: 'a.pdf', data: big }]) },
      { method: 'POST', path: '/api/contact/with-attachments', ...streamed([{ name: 'attachments', filename: 'a.pdf', data: big }, { name: 'enquiry', data: JSON.stringify(enquiry) }]) },
      { method: 'POST', path: '/api/contact/with-attachments', ...streamed([{ name: 'enquiry', data: JSON.stringify(enquiry) }, { name: 'attachments', filename: 'a.pdf', data: exe }, { name: 'attachments', filename: 'b.pdf', data: big }]) },
      { method: 'POST', path: '/api/contact/with-attachments', ...streamed([{ name: 'enquiry', data: JSON.stringify(enquiry) }, { name: 'attachments', filename: 'a.pdf', data: pdf }]) },
    ]);
    expect(statuses).toEqual([200, 400, 400, 200]);
  }, 60_000);
});

describe('enquiry attachments on Azure Blob Storage (Azurite), and with the store stopped', () => {
  let azurite: AzuriteHandle;
  let t: TestContext;

  withAzuriteApp((started) => ({ t, azurite } = started), { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100' } });

  it('keeps the files in Azure; with the store stopped answers 503 on the files with Retry-After, keeps nothing, and an enquiry without files still goes', async () => {
    const admin = bearer(await adminToken(t));
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...body([{ filename: 'GA.pdf', data: pdf }]) });
    expect(sent.statusCode, sent.body).toBe(200);
    const download = await t.app.inject({ url: `/api/enquiries/${sent.json().id}/attachments/0`, headers: admin });
    expect(download.rawPayload.equals(pdf)).toBe(true);

    await azurite.stop();
    const before = (await t.database.db.select().from(enquiries)).length;
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...body([{ filename: 'GA.pdf', data: pdf }]) });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({
      code: 'FILES_UNAVAILABLE',
      details: [{ path: 'attachments', message: 'Your files could not be stored just now. Send again in a minute, or remove the files, send, and mention them in your message.' }],
    });
    expect((await t.database.db.select().from(enquiries)).length).toBe(before);
    // A file sent before cannot be read either: 503 with Retry-After, which the inbox can say.
    const unreadable = await t.app.inject({ url: `/api/enquiries/${sent.json().id}/attachments/0`, headers: admin });
    expect(unreadable.statusCode).toBe(503);
    expect(unreadable.headers['retry-after']).toBe('60');
    const withoutFiles = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...enquiry, message: 'Drawings to follow by e-mail.' } });
    expect(withoutFiles.statusCode).toBe(200);
  }, 60_000);
});
