/**
 * A product's documents through the API ("Staff can also upload their own type-test reports and
 * certificates per product as documents"): a PDF uploaded to `documents/`, listed on the product with its title and
 * the size the store holds, kept by a save that leaves them out, refused on its field when the file is not there,
 * and a 503 that changes nothing when the store cannot be asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '../../contracts/catalog.ts';
import { uploadFileName } from '../../contracts/media.ts';
import { products } from '../db/schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { withAzuriteApp, type AzuriteHandle } from '../test/azurite.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fieldMessages } from '../test/errors.ts';
import { fileUpload, testPdf, uploadUrl } from '../test/uploads.ts';

let counter = 0;

/** Uploads `bytes` as a PDF document of `vendor` and answers its stored path. */
async function uploadDocument(t: TestContext, auth: Record<string, string>, vendor: string, name: string, bytes: Buffer): Promise<string> {
  const fileName = uploadFileName(name, 1_700_000_000_000 + ++counter);
  const body = fileUpload(name, bytes, 'application/pdf');
  const res = await t.app.inject({ method: 'POST', url: uploadUrl(vendor, fileName, 'documents'), payload: body.payload, headers: { ...body.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ path: string }>().path;
}

describeEachDatabase("a product's documents", (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Products', payload, headers: admin });
  const read = async (id: string) => (await t.app.inject({ url: `/api/Products/${id}` })).json<Product>();

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t?.close());

  it('lists uploaded PDFs with their titles and sizes in the order given, and keeps them when a save leaves them out', async () => {
    const report = await uploadDocument(t, admin, 'radhe', 'type test report.pdf', testPdf(3000));
    const certificate = await uploadDocument(t, admin, 'radhe', 'ISO 9001.pdf', testPdf(100));
    const saved = await post({
      vendor: 'radhe',
      name: '220 kV Long Rod Insulator',
      documents: [
        { title: 'Type test report, IEC 61109 ', path: report },
        { title: 'ISO 9001 certificate', path: certificate },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json<Product>();
    const expected = [
      { title: 'Type test report, IEC 61109', path: report, bytes: testPdf(3000).length },
      { title: 'ISO 9001 certificate', path: certificate, bytes: testPdf(100).length },
    ];
    expect(saved.json<Product>().documents).toEqual(expected);
    expect((await read(id)).documents).toEqual(expected);

    // A client of §7's shape that knows nothing of documents keeps them.
    expect((await post({ id, vendor: 'radhe', name: '220 kV Long Rod Insulator (silicone)' })).statusCode).toBe(200);
    expect((await read(id)).documents).toEqual(expected);
    // The Product Manager sends the list it shows: reordered, one removed.
    expect((await post({ id, vendor: 'radhe', name: '220 kV Long Rod Insulator', documents: [{ title: 'ISO 9001 certificate', path: certificate }] })).statusCode).toBe(200);
    expect((await read(id)).documents).toEqual([expected[1]]);
  });

  it('refuses, on the field concerned and changing nothing: a file never uploaded, one of the other vendor, a path outside documents, a blank title, a file twice', async () => {
    const theirs = await uploadDocument(t, admin, 'therm', 'EJMA test.pdf', testPdf());
    const ours = await uploadDocument(t, admin, 'radhe', 'report.pdf', testPdf());
    const saved = await post({ vendor: 'radhe', name: 'Station post insulator', documents: [{ title: 'Report', path: ours }] });
    const { id } = saved.json<Product>();
    const before = await t.database.db.select().from(products).where(eq(products.id, id));

    const cases: [object[], string, string][] = [
      [[{ title: 'Report', path: ours }, { title: 'Missing', path: 'documents/1700000000000-never-uploaded.pdf' }], 'documents.1.path', 'This file is not in the store any more: remove the document and upload the PDF again'],
      [[{ title: 'Theirs', path: theirs }], 'documents.0.path', 'This file is not in the store any more: remove the document and upload the PDF again'],
      [[{ title: 'Image', path: 'images/1700000000000-rod.png' }], 'documents.0.path', 'Upload the PDF first: the path must be documents/{timestamp}-{name}.pdf'],
      [[{ title: 'Escape', path: 'documents/../images/1700000000000-a.pdf' }], 'documents.0.path', 'Upload the PDF first: the path must be documents/{timestamp}-{name}.pdf'],
      [[{ title: '  ', path: ours }], 'documents.0.title', 'Document title is required'],
      [[{ title: 'A', path: ours }, { title: 'B', path: ours }], 'documents.1.path', 'Each file may be listed once'],
    ];
    for (const [documents, path, message] of cases) {
      const res = await post({ id, vendor: 'radhe', name: 'Renamed', documents });
      expect(res.statusCode, JSON.stringify(documents)).toBe(400);
      expect(fieldMessages(res.json(), path), JSON.stringify(documents)).toEqual([message]);
    }
    expect(await t.database.db.select().from(products).where(eq(products.id, id))).toEqual(before);
  });

  it('only lets administrators upload documents', async () => {
    const body = fileUpload('report.pdf', testPdf(), 'application/pdf');
    const res = await t.app.inject({ method: 'POST', url: uploadUrl('radhe', uploadFileName('report.pdf', Date.now()), 'documents'), payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
  });
});

describe("a product's documents with the blob store stopped (Azurite)", () => {
  let azurite: AzuriteHandle;
  let t: TestContext;

  withAzuriteApp((started) => ({ t, azurite } = started));

  it('answers 503 FILES_UNAVAILABLE with Retry-After and saves nothing; a save without documents still goes', async () => {
    const admin = bearer(await adminToken(t));
    const path = await uploadDocument(t, admin, 'therm', 'pressure test.pdf', testPdf());
    const saved = await t.app.inject({ method: 'POST', url: '/api/Products', payload: { vendor: 'therm', name: 'Metal hose DN 50', documents: [{ title: 'Pressure test', path }] }, headers: admin });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json<Product>();

    await azurite.stop();
    const refused = await t.app.inject({ method: 'POST', url: '/api/Products', payload: { id, vendor: 'therm', name: 'Metal hose DN 65', documents: [{ title: 'Pressure test', path }] }, headers: admin });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ code: 'FILES_UNAVAILABLE', details: [{ path: 'documents' }] });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row.name).toBe('Metal hose DN 50');
    const withoutDocuments = await t.app.inject({ method: 'POST', url: '/api/Products', payload: { id, vendor: 'therm', name: 'Metal hose DN 65' }, headers: admin });
    expect(withoutDocuments.statusCode).toBe(200);
    expect(withoutDocuments.json<Product>().documents).toEqual([{ title: 'Pressure test', path, bytes: testPdf().length }]);
  }, 60_000);
});
