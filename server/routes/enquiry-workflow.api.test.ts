/**
 * Working the enquiries: the project fields of a request for quotation, the staff who have signed in,
 * status and assignee changes and internal notes with their history, the inbox's filters and the exports that
 * follow them (CSV and XLSX, read back with exceljs), and the company mail's link to the enquiry in the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { EnquiryDetail, EnquiryPage, StaffList } from '../../contracts/enquiry-inbox.ts';
import { enquiries, enquiryEvents, mailOutbox } from '../db/schema.ts';
import { bearer, signToken, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

const visitor = { email: 'asha@utility.example', vendor: 'Radhe', title: 'Request Quote', message: 'Please quote.' };
const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('working the enquiries', (kind) => {
  let t: TestContext;
  let priya: { authorization: string };
  let omar: { authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100', ENQUIRY_TO: 'sales@radhe.example', PUBLIC_URL: 'https://www.radhe.example' } });
    priya = bearer(await signToken(t, { roles: ['admin'], name: 'Priya Sharma', email: 'priya@radhe.example' }, { subject: 'priya-sub' }));
    omar = bearer(await signToken(t, { roles: ['admin'], name: 'Omar Khan', email: 'omar@radhe.example' }, { subject: 'omar-sub' }));
    for (const [key, payload] of [
      ['steel', { ...visitor, name: 'Ravi Shah', company: 'Bhilai Steel Plant', country: 'India', projectReference: 'TN-2026-114', requiredBy: inAYear, deliveryLocation: 'Bhilai, Chhattisgarh', incoterm: 'DAP' }],
      ['grid', { ...visitor, name: 'Lena Berg', email: 'lena@grid.example', message: 'Long rod insulators for a 220 kV line.' }],
      ['therm', { ...visitor, name: 'Chen Wei', email: 'chen@refinery.example', vendor: 'Therm' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode, res.body).toBe(200);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, payload });
  const detailOf = async (id: string) => (await call('GET', `/api/enquiries/${id}`, priya)).json() as EnquiryDetail;
  const listed = async (query: string) => ((await call('GET', `/api/enquiries?${query}`, priya)).json() as EnquiryPage).items.map((e) => e.id);

  it('keeps the project fields of a request for quotation and shows them in the detail and the mails', async () => {
    const detail = await detailOf(ids.steel);
    expect(detail.project).toEqual({ company: 'Bhilai Steel Plant', country: 'India', projectReference: 'TN-2026-114', requiredBy: inAYear, deliveryLocation: 'Bhilai, Chhattisgarh', incoterm: 'DAP' });
    expect(detail).toMatchObject({ company: 'Bhilai Steel Plant', status: 'new', assignee: null, history: [] });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, ids.steel));
    const company = mails.find((m) => m.kind === 'enquiry')!;
    const copy = mails.find((m) => m.kind === 'enquiry-copy')!;
    for (const text of [company.text, copy.text]) {
      expect(text).toContain('Company: Bhilai Steel Plant');
      expect(text).toContain('Project or tender reference: TN-2026-114');
      expect(text).toContain(`Required by: ${inAYear}`);
      expect(text).toContain('Incoterms 2020 term: DAP');
    }
    // The company's mail links straight to the enquiry in the inbox; the visitor's copy does not.
    expect(company.text).toContain(`https://www.radhe.example/admin/enquiries?enquiry=${ids.steel}`);
    expect(copy.text).not.toContain('/admin/');
    // A general enquiry names no project field it was not given.
    const general = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, ids.grid))).find((m) => m.kind === 'enquiry')!;
    expect(general.text).not.toContain('Company:');
  });

  it('refuses a project field that is wrong with a message on it, and stores nothing', async () => {
    const before = (await t.database.db.select().from(enquiries)).length;
    const cases: [object, string, string][] = [
      [{ requiredBy: '2027-02-30' }, 'requiredBy', 'Enter the date as YYYY-MM-DD, e.g. 2027-03-31.'],
      [{ requiredBy: '2020-01-01' }, 'requiredBy', 'Choose a date from today on.'],
      [{ incoterm: 'FOB Mumbai' }, 'incoterm', 'Choose one of the Incoterms 2020 terms (EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF), or none.'],
      [{ company: 'x'.repeat(201) }, 'company', 'Company must be at most 200 characters.'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...visitor, name: 'Refused', ...fields } });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    expect((await t.database.db.select().from(enquiries)).length).toBe(before);
  });

  it('lists the staff who have signed in (GET /api/me records them), by name', async () => {
    for (const who of [omar, priya]) expect((await call('GET', '/api/me', who)).statusCode).toBe(200);
    const staff = (await call('GET', '/api/staff', priya)).json() as StaffList;
    expect(staff.items.map((m) => [m.name, m.email])).toEqual([
      ['Omar Khan', 'omar@radhe.example'],
      ['Priya Sharma', 'priya@radhe.example'],
    ]);
    // An account that may not work the inbox is not offered as an assignee.
    expect((await call('GET', '/api/me', bearer(await userToken(t)))).statusCode).toBe(200);
    expect(((await call('GET', '/api/staff', priya)).json() as StaffList).items).toHaveLength(2);
    // Signing in again updates the name, not the list's length.
    const renamed = bearer(await signToken(t, { roles: ['admin'], name: 'Omar A. Khan', email: 'omar@radhe.example' }, { subject: 'omar-sub' }));
    await call('GET', '/api/me', renamed);
    expect(((await call('GET', '/api/staff', priya)).json() as StaffList).items.map((m) => m.name)).toEqual(['Omar A. Khan', 'Priya Sharma']);
  });

  it('changes the status and the assignee, each recorded in the history with its author and time', async () => {
    const staff = ((await call('GET', '/api/staff', priya)).json() as StaffList).items;
    const omarId = staff.find((m) => m.email === 'omar@radhe.example')!.id;
    const res = await call('PATCH', `/api/enquiries/${ids.steel}`, priya, { status: 'in-progress', assigneeId: omarId });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as EnquiryDetail;
    expect(detail).toMatchObject({ status: 'in-progress', assignee: { id: omarId, name: 'Omar A. Khan' } });
    expect(detail.history.map((e) => [e.kind, e.from, e.to, e.author])).toEqual([
      ['status', 'New', 'In progress', 'Priya Sharma'],
      ['assignee', null, 'Omar A. Khan', 'Priya Sharma'],
    ]);
    expect(Date.now() - Date.parse(detail.history[0].at)).toBeLessThan(60_000);

    // The same values again change nothing and add no history.
    const again = (await call('PATCH', `/api/enquiries/${ids.steel}`, omar, { status: 'in-progress' })).json() as EnquiryDetail;
    expect(again.history).toHaveLength(2);
    // Omar acts with a token that names him 'Omar Khan' again: the staff row takes the name of the latest token.
    const quoted = (await call('PATCH', `/api/enquiries/${ids.steel}`, omar, { status: 'quoted', assigneeId: null })).json() as EnquiryDetail;
    expect(quoted.history.slice(2).map((e) => [e.kind, e.from, e.to, e.author])).toEqual([
      ['status', 'In progress', 'Quoted', 'Omar Khan'],
      ['assignee', 'Omar Khan', null, 'Omar Khan'],
    ]);
    // Entries written before keep the name as it was then.
    expect(quoted.history[1].to).toBe('Omar A. Khan');
    expect(quoted.assignee).toBeNull();
    // Nobody again, on an enquiry nobody has: no change, no history.
    const still = (await call('PATCH', `/api/enquiries/${ids.steel}`, omar, { assigneeId: null })).json() as EnquiryDetail;
    expect(still.history).toHaveLength(4);
  });

  it('refuses a bad change with a message on its field and changes nothing', async () => {
    const before = await detailOf(ids.grid);
    const cases: [object, string][] = [
      [{ status: 'closed' }, 'status'],
      [{ assigneeId: '0b6e3c2a-9f1d-4e8b-a7c5-3d2f1e0a9b8c' }, 'assigneeId'],
      [{ assigneeId: 'not-a-guid' }, 'assigneeId'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('PATCH', `/api/enquiries/${ids.grid}`, priya, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await call('PATCH', `/api/enquiries/${ids.grid}`, priya, {})).statusCode).toBe(400);
    expect(await detailOf(ids.grid)).toEqual(before);
    expect((await call('PATCH', '/api/enquiries/0b6e3c2a-9f1d-4e8b-a7c5-3d2f1e0a9b8c', priya, { status: 'won' })).statusCode).toBe(404);
  });

  it('adds internal notes with author and time; an empty note or one with control characters is refused', async () => {
    const res = await call('POST', `/api/enquiries/${ids.grid}/notes`, priya, { note: '  Called Lena: drawing rev B by Friday.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const [note] = (res.json() as EnquiryDetail).history;
    expect(note).toMatchObject({ kind: 'note', note: 'Called Lena: drawing rev B by Friday.', author: 'Priya Sharma' });
    for (const bad of ['   ', 'bell\u0007', 'x'.repeat(5001)]) {
      const refused = await call('POST', `/api/enquiries/${ids.grid}/notes`, priya, { note: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toBe('note');
    }
    expect((await detailOf(ids.grid)).history).toHaveLength(1);
    expect((await call('POST', '/api/enquiries/0b6e3c2a-9f1d-4e8b-a7c5-3d2f1e0a9b8c/notes', priya, { note: 'lost' })).statusCode).toBe(404);
  });

  it('lets only administrators read the staff or change an enquiry', async () => {
    const reader = bearer(await userToken(t));
    for (const [method, url, payload] of [
      ['GET', '/api/staff', undefined],
      ['PATCH', `/api/enquiries/${ids.therm}`, { status: 'spam' }],
      ['POST', `/api/enquiries/${ids.therm}/notes`, { note: 'x' }],
      ['GET', '/api/enquiries.xlsx', undefined],
    ] as const) {
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, reader, payload)).statusCode, url).toBe(403);
    }
    expect((await detailOf(ids.therm)).status).toBe('new');
    expect(await t.database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, ids.therm))).toEqual([]);
  });

  it('filters by status, storefront, days received and words (in the texts and the product names)', async () => {
    expect(await listed('status=quoted')).toEqual([ids.steel]);
    expect(await listed('status=new')).toEqual([ids.therm, ids.grid]);
    expect(await listed('vendor=therm')).toEqual([ids.therm]);
    expect(await listed('q=220%20kV')).toEqual([ids.grid]);
    expect(await listed('q=bhilai%20TN-2026')).toEqual([ids.steel]);
    expect(await listed('q=REFINERY')).toEqual([ids.therm]);
    expect(await listed('q=100%25')).toEqual([]); // % is a character, not a wildcard
    // The reference the enquirer quotes, in any case.
    const [{ reference }] = await t.database.db.select({ reference: enquiries.reference }).from(enquiries).where(eq(enquiries.id, ids.grid));
    expect(await listed(`q=${reference.toLowerCase()}`)).toEqual([ids.grid]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await listed(`from=${today}&to=${today}`)).toHaveLength(3);
    // Days are the inbox's days: in the browser's zone (`tz`, minutes east of UTC), whichever side of midnight UTC.
    const dayIn = (tz: number) => new Date(Date.now() + tz * 60_000).toISOString().slice(0, 10);
    for (const tz of [840, 330, -720]) expect(await listed(`from=${dayIn(tz)}&to=${dayIn(tz)}&tz=${tz}`), `tz ${tz}`).toHaveLength(3);
    const tomorrowIn14 = new Date(Date.now() + 840 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    expect(await listed(`from=${tomorrowIn14}&tz=840`)).toEqual([]);
    expect(await listed('to=2020-01-01')).toEqual([]);
    expect(((await call('GET', '/api/enquiries?status=quoted', priya)).json() as EnquiryPage).total).toBe(1);
    for (const bad of ['status=closed', 'vendor=acme', 'from=27-11-2026', 'to=2027-02-30', 'tz=900', `q=${'x'.repeat(201)}`]) {
      expect((await call('GET', `/api/enquiries?${bad}`, priya)).statusCode, bad).toBe(400);
    }
  });

  it('exports the filtered enquiries as CSV and as an XLSX workbook with the same columns', async () => {
    const csv = await call('GET', '/api/enquiries.csv?vendor=radhe&q=bhilai', priya);
    expect(csv.statusCode).toBe(200);
    const csvLines = csv.body.slice(1).trim().split('\n');
    expect(csvLines).toHaveLength(2);
    expect(csvLines[1]).toContain('Bhilai Steel Plant');
    expect(csvLines[1]).toContain(ids.steel);

    const xlsx = await call('GET', '/api/enquiries.xlsx?vendor=radhe', priya);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Enquiries')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['Received', 'Reference', 'Storefront', 'Status', 'Assignee']);
    expect(sheet.rowCount).toBe(3); // the header and the two Radhe enquiries
    const rows = [2, 3].map((n) => Object.fromEntries(header.map((h, i) => [h, sheet.getRow(n).getCell(i + 1).value])));
    expect(rows.map((r) => r['Enquiry id'])).toEqual([ids.grid, ids.steel]);
    expect(rows[1]).toMatchObject({ Status: 'Quoted', Company: 'Bhilai Steel Plant', Incoterms: 'DAP', 'Required by': inAYear });
    expect(rows[1].Received).toBeInstanceOf(Date);
  });
});

describe('the inbox link of the company mail', () => {
  it('is written with the enquiry id on the public address', async () => {
    const { inboxUrl } = await import('../mail/compose.ts');
    expect(inboxUrl('https://www.radhe.example', '5f0c3a1e-2b4d-4c6e-8f0a-1b2c3d4e5f6a')).toBe('https://www.radhe.example/admin/enquiries?enquiry=5f0c3a1e-2b4d-4c6e-8f0a-1b2c3d4e5f6a');
  });
});
