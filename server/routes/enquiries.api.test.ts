/**
 * The admin Enquiries inbox: GET /api/enquiries, /api/enquiries/{id}, /api/enquiries.csv — administrators
 * only, newest first, each enquiry's mail status, the detail with each message's state, the CSV export and its
 * protection against formula injection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { EnquiryDetail, EnquiryPage } from '../../contracts/enquiry-inbox.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { adminToken, bearer, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, insertProduct, type TestContext } from '../test/build.ts';
import { csvSafe } from '../enquiries/exports.ts';

const base = {
  email: 'asha@utility.example',
  phoneNo: '+91 98250 00000',
  option: 'Surge Arresters',
  vendor: 'Radhe',
  message: 'Please quote 120 pcs.',
  title: 'Get in Touch',
};

/** A small RFC 4180 reader (quoted cells, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (quoted || c !== '\r') {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describeEachDatabase('the Enquiries inbox', (kind) => {
  let t: TestContext;
  let admin: { authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100', ENQUIRY_TO: 'sales@radhe.example' } });
    admin = bearer(await adminToken(t));
    // Three enquiries, oldest first; the last one from the /fd storefront.
    for (const [key, payload] of [
      ['asha', { ...base, name: 'Asha Patel' }],
      ['ravi', { ...base, name: 'Ravi Shah', email: 'ravi@plant.example', vendor: 'Therm', option: '', title: 'Request Quote', message: 'Please send a quotation for: Axial Expansion Joint.' }],
      ['mallory', { ...base, name: '=HYPERLINK("http://evil.example","Click")', phoneNo: '+91 1', message: '@SUM(1+1), "quoted"\nsecond line', title: '-2+3' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode).toBe(200);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/enquiries', '/api/enquiries.csv', '/api/enquiries/00000000-0000-4000-8000-000000000000'])(
    '%s refuses a request without a token (401 with a Bearer challenge) and a user who is not an administrator (403)',
    async (url) => {
      const anonymous = await get(url, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(anonymous.body).not.toContain('asha@utility.example');
      const reader = await get(url, bearer(await userToken(t)));
      expect(reader.statusCode).toBe(403);
      expect(reader.body).not.toContain('asha@utility.example');
    },
  );

  it('lists enquiries newest first, with vendor, title and the mail status, page by page', async () => {
    const res = await get('/api/enquiries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json() as EnquiryPage;
    expect(page.total).toBe(3);
    expect(page.items.map((e) => e.id)).toEqual([ids.mallory, ids.ravi, ids.asha]);
    expect(page.items[1]).toMatchObject({
      vendor: 'therm',
      name: 'Ravi Shah',
      email: 'ravi@plant.example',
      phoneNo: '+91 98250 00000',
      option: 'N/A',
      title: 'Request Quote',
      mail: { status: 'queued', sent: 0, total: 2 },
    });
    expect(Date.parse(page.items[1].createdAt)).not.toBeNaN();

    const first = (await get('/api/enquiries?limit=2')).json() as EnquiryPage;
    const second = (await get('/api/enquiries?limit=2&offset=2')).json() as EnquiryPage;
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual([ids.mallory, ids.ravi, ids.asha]);
    expect(second).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect((await get('/api/enquiries?limit=0')).statusCode).toBe(400);
    const tooMany = await get('/api/enquiries?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 100', details: [{ path: 'limit' }] });
    expect((await get('/api/enquiries?offset=-1')).json()).toMatchObject({ message: 'offset must be a whole number, 0 or more' });
  });

  it('shows each enquiry as sent once both mails went out, and as failed when one failed for good', async () => {
    await t.app.outbox.runOnce(); // .eml transport: both mails of every enquiry are delivered
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable', sentAt: null })
      .where(sql`${mailOutbox.enquiryId} = ${ids.asha} and ${mailOutbox.kind} = 'enquiry-copy'`);
    const page = (await get('/api/enquiries')).json() as EnquiryPage;
    const status = Object.fromEntries(page.items.map((e) => [e.id, e.mail]));
    expect(status[ids.ravi]).toEqual({ status: 'sent', sent: 2, total: 2 });
    expect(status[ids.asha]).toEqual({ status: 'failed', sent: 1, total: 2 });
  });

  it('shows one enquiry with its message and the state, attempts and last error of each mail', async () => {
    const res = await get(`/api/enquiries/${ids.asha.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as EnquiryDetail;
    expect(detail).toMatchObject({ id: ids.asha, name: 'Asha Patel', vendor: 'radhe', option: 'Surge Arresters', message: 'Please quote 120 pcs.', darkColor: null });
    expect(detail.messages.map((m) => [m.kind, m.to, m.status, m.attempts, m.lastError])).toEqual([
      ['enquiry', 'sales@radhe.example', 'sent', 1, null],
      ['enquiry-copy', 'asha@utility.example', 'failed', 8, '550 mailbox unavailable'],
    ]);
    expect(detail.messages[0].sentAt).not.toBeNull();
    expect(detail.mail).toEqual({ status: 'failed', sent: 1, total: 2 });

    expect((await get('/api/enquiries/11111111-1111-4111-8111-111111111111')).statusCode).toBe(404);
    expect((await get('/api/enquiries/not-a-guid')).statusCode).toBe(400);
  });

  it('shows the products an enquiry asks about, in order, with quantity and unit; none for a general one', async () => {
    const joint = await insertProduct(t.database, { vendor: 'therm', name: 'Axial Expansion Joint DN 600' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...base, name: 'Meera Iyer', vendor: 'Therm', option: '', title: 'Request Quote', lines: [{ productId: joint, quantity: 12, unit: 'pieces', configuration: 'Flanged ends' }] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = (await get(`/api/enquiries/${sent.json().id}`)).json() as EnquiryDetail;
    expect(detail.lines).toEqual([{ productId: joint, productName: 'Axial Expansion Joint DN 600', quantity: 12, unit: 'pieces', configuration: 'Flanged ends', note: '' }]);
    expect(((await get(`/api/enquiries/${ids.asha}`)).json() as EnquiryDetail).lines).toEqual([]);
    // The inbox of the other tests holds their three enquiries only.
    await t.database.db.delete(enquiries).where(eq(enquiries.id, detail.id));
  });

  it('exports every enquiry as CSV, newest first, with formula-like cells neutralised', async () => {
    const res = await get('/api/enquiries.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true); // BOM: spreadsheets read the file as UTF-8
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Received', 'Reference', 'Storefront', 'Status', 'Assignee', 'Name', 'Email', 'Phone', 'Company', 'Country', 'Project or tender reference', 'Required by',
      'Delivery location', 'Incoterms', 'Interested in', 'Title', 'Products', 'Message', 'Mail status', 'Mails sent', 'Enquiry id',
    ]);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.map((r) => cell(r, 'Enquiry id'))).toEqual([ids.mallory, ids.ravi, ids.asha]);
    const [mallory, ravi, asha] = rows;
    expect(['Storefront', 'Status', 'Name', 'Email', 'Phone', 'Interested in', 'Title', 'Message', 'Mail status', 'Mails sent'].map((name) => cell(ravi, name))).toEqual([
      'Therm', 'New', 'Ravi Shah', 'ravi@plant.example', "'+91 98250 00000", 'N/A', 'Request Quote', 'Please send a quotation for: Axial Expansion Joint.', 'sent', '2 of 2',
    ]);
    expect(cell(asha, 'Mail status')).toBe('failed');
    expect(cell(mallory, 'Name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell(mallory, 'Title')).toBe("'-2+3");
    expect(cell(mallory, 'Message')).toBe(`'@SUM(1+1), "quoted"\nsecond line`);
  });

  it('pages through more enquiries than one export batch without losing or repeating any', async () => {
    // Direct inserts: 1,200 enquiries in one statement (the route's rate limit is not under test here).
    await t.database.db.insert(enquiries).values(Array.from({ length: 1200 }, (_, i) => ({ reference: `ENQ-BULK-${i}`, vendor: 'radhe', name: `Bulk ${i}`, email: `bulk${i}@x.example` })));
    const res = await get('/api/enquiries.csv');
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r[20])).size).toBe(1203);
    const times = rows.map((r) => Date.parse(r[0]));
    expect(times.every((time, i) => i === 0 || times[i - 1] >= time)).toBe(true);
    await t.database.db.delete(enquiries).where(sql`${enquiries.name} like 'Bulk %'`);
  });
});

describe('csvSafe (OWASP CSV injection)', () => {
  it('prefixes cells a spreadsheet would run as a formula and leaves others alone', () => {
    expect(['=1+1', '+1', '-1', '@x', '\tx', '\rx'].map(csvSafe)).toEqual(["'=1+1", "'+1", "'-1", "'@x", "'\tx", "'\rx"]);
    expect(['Asha', 'a=b', '', "'quoted"].map(csvSafe)).toEqual(['Asha', 'a=b', '', "'quoted"]);
  });
});
