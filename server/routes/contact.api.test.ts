import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { enquiries, enquiryLines, mailOutbox, products } from '../db/schema.ts';
import { build, describeEachDatabase, insertProduct, type TestContext } from '../test/build.ts';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.ts';
import { claimDueMessages } from '../mail/outbox.ts';
import { fieldMessages, fieldPaths } from '../test/errors.ts';
import { ENQUIRY_MESSAGES } from '../../contracts/enquiry.ts';
import { validEnquiry } from '../test/enquiry.ts';

const valid = validEnquiry;

describeEachDatabase('POST /api/contact', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000', CONTACT_RATE_LIMIT_PER_EMAIL: '1000', ENQUIRY_TO: 'sales@radhe.example' } });
  });
  afterAll(() => t?.close());

  async function counts() {
    const [{ n: e }] = await t.database.db.select({ n: count() }).from(enquiries);
    const [{ n: m }] = await t.database.db.select({ n: count() }).from(mailOutbox);
    return { e, m };
  }

  it('stores the enquiry and queues the company mail and the copy before answering', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as string;
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ vendor: 'radhe', name: 'Asha Patel', option: 'Surge Arresters', phoneNo: '+91 98250 00000' });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
    expect(mails.map((m) => [m.kind, m.toAddress, m.status]).sort()).toEqual([
      ['enquiry', 'sales@radhe.example', 'queued'],
      ['enquiry-copy', 'asha@utility.example', 'queued'],
    ]);
    const company = mails.find((m) => m.kind === 'enquiry')!;
    expect(company.replyTo).toBe('asha@utility.example');
    expect(company.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(company.html).not.toContain('<script>');
  });

  it("sends 'N/A' for an empty option and the default title when none is given", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, option: '', title: '', vendor: 'Therm' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().id));
    expect(row).toMatchObject({ option: 'N/A', title: "What's On Your Mind?", vendor: 'therm' });
  });

  describe('the products asked about (a one-line quote, and the quote list\'s lines)', () => {
    let rod: string;
    let hose: string;
    beforeAll(async () => {
      rod = await insertProduct(t.database, { name: 'Long Rod Insulator 220 kV, 120 kN' });
      hose = await insertProduct(t.database, { vendor: 'therm', name: 'Metal hose DN 50' });
    });

    it('stores each line with the product\'s name as it is now, and both mails list them with their datasheets', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, title: 'Request Quote', lines: [{ productId: rod.toUpperCase(), quantity: 400, unit: 'sets', configuration: 'Tension string', note: 'Galvanised fittings' }, { productId: rod }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().id as string;
      const lines = await t.database.db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, id)).orderBy(enquiryLines.position);
      expect(lines).toEqual([
        { enquiryId: id, position: 0, productId: rod, productName: 'Long Rod Insulator 220 kV, 120 kN', quantity: 400, unit: 'sets', configuration: 'Tension string', note: 'Galvanised fittings' },
        { enquiryId: id, position: 1, productId: rod, productName: 'Long Rod Insulator 220 kV, 120 kN', quantity: null, unit: null, configuration: '', note: '' },
      ]);
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.text).toContain('1. Long Rod Insulator 220 kV, 120 kN: Quantity: 400 sets\nConfiguration: Tension string\nNote: Galvanised fittings');
        expect(mail.text).toContain('2. Long Rod Insulator 220 kV, 120 kN: Quantity: not given');
        expect(mail.text).toContain(`Datasheet (PDF): ${t.app.config.publicUrl}/api/Products/${rod}/datasheet`);
      }
    });

    it.each([
      ['another storefront\'s product', () => [{ productId: hose }], 'lines.0.productId', 'Line 1: this product is not in the Radhe catalogue. Remove it from the list and send again.'],
      ['a product that does not exist', () => [{ productId: '00000000-0000-4000-8000-000000000000' }], 'lines.0.productId', 'Line 1: this product is not in the Radhe catalogue. Remove it from the list and send again.'],
      ['a quantity of 0', () => [{ productId: rod, quantity: 0 }], 'lines.0.quantity', 'Enter a quantity of at least 1.'],
      ['a quantity of 10^9', () => [{ productId: rod, quantity: 1e9 }], 'lines.0.quantity', 'Enter a quantity of at most 1,000,000.'],
      ['a fractional quantity', () => [{ productId: rod, quantity: 2.5 }], 'lines.0.quantity', 'Enter the quantity as a whole number.'],
      ['an unknown unit', () => [{ productId: rod, quantity: 2, unit: 'tonnes' }], 'lines.0.unit', 'Choose pieces, sets or metres.'],
      ['a second line that is not an id', () => [{ productId: rod }, { productId: 'rod' }], 'lines.1.productId', 'Choose a product of the catalogue.'],
      ['more than 50 lines', () => Array.from({ length: 51 }, () => ({ productId: rod })), 'lines', 'At most 50 products in one enquiry.'],
    ])('refuses %s on its field and stores nothing', async (_, lines, field, message) => {
      const before = await counts();
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, lines: lines() } });
      expect(res.statusCode).toBe(400);
      expect(fieldMessages(res.json(), field)).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it('keeps the line, with its name, when the product is deleted later', async () => {
      const gone = await insertProduct(t.database, { name: 'Discontinued bushing' });
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, lines: [{ productId: gone, quantity: 2 }] } });
      await t.database.db.delete(products).where(eq(products.id, gone));
      const [line] = await t.database.db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, res.json().id));
      expect(line).toMatchObject({ productId: null, productName: 'Discontinued bushing', quantity: 2, unit: 'pieces' });
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Full Name is required.'],
    [{ ...valid, email: '' }, 'email', 'Email ID is required.'],
    [{ ...valid, email: 'not-an-address' }, 'email', ENQUIRY_MESSAGES.emailInvalid],
    [{ ...valid, email: 'a@b.example\r\nBcc: victim@x.example' }, 'email', ENQUIRY_MESSAGES.emailInvalid],
    [{ ...valid, option: 'Turbines' }, 'option', undefined],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5,000 characters.'],
    [{ ...valid, vendor: 'Acme' }, 'vendor', 'Unknown vendor'],
  ])('refuses bad input with a field message and stores nothing (%#)', async (payload, field, message) => {
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.json())).toContain(field);
    if (message) expect(fieldMessages(res.json(), field)).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('drops a bot that fills the honeypot without storing it', async () => {
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, website: 'http://spam.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    expect(await counts()).toEqual(before);
  });

  it('never lets two workers claim the same message', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    const [a, b] = await Promise.all([claimDueMessages(t.database.db), claimDueMessages(t.database.db)]);
    const ids = [...a, ...b].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('contact rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build('pglite', { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '2' } });
  });
  afterAll(() => t?.close());

  it('answers 429 after the limit and stores nothing more', async () => {
    let i = 0;
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, email: `buyer${(i += 1)}@utility.example` }, remoteAddress: '203.0.113.9' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    const [{ n }] = await t.database.db.select({ n: count() }).from(enquiries);
    expect(n).toBe(2);
  });
});

describe('mail delivery', () => {
  let rejectNext = 0;
  let peer: SmtpPeer;
  const received = () => peer.mails.map((m) => m.parsed);

  beforeAll(async () => {
    peer = await startSmtpPeer({
      respond() {
        if (rejectNext > 0) {
          rejectNext -= 1;
          throw Object.assign(new Error('mailbox busy'), { responseCode: 451 });
        }
      },
    });
  });
  afterAll(() => peer?.stop());
  beforeEach(() => {
    peer.mails.length = 0;
  });

  it('delivers both messages over SMTP with the right fields', async () => {
    const t = await build('pglite', { env: { SMTP_URL: peer.url, ENQUIRY_TO: 'sales@radhe.example', MAIL_FROM: 'Radhe Website <web@radhe.example>' } });
    try {
      const enquiryId = (await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).json().id as string;
      await t.app.outbox.runOnce();
      expect(received()).toHaveLength(2);
      const company = received().find((m) => m.to && 'text' in m.to && m.to.text.includes('sales@radhe.example'))!;
      const copy = received().find((m) => m.to && 'text' in m.to && m.to.text.includes('asha@utility.example'))!;
      expect(company.subject).toContain('Asha Patel');
      expect(company.replyTo?.text).toContain('asha@utility.example');
      expect(company.text).toContain('Product interest: Surge Arresters');
      expect(company.text).toContain('Phone: +91 98250 00000');
      expect(company.html).toContain('&lt;script&gt;');
      expect(copy.text).toContain('Dear Asha Patel');
      const rows = await t.database.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
      // Each message says which outbox row and enquiry it is, so a receiver can tell a repeat from a new message.
      const companyRow = rows.find((r) => r.kind === 'enquiry')!;
      expect(company.messageId).toBe(`<${companyRow.id}@radhe.example>`);
      expect(peer.mails.map((m) => m.enquiryId)).toEqual([enquiryId, enquiryId]);
    } finally {
      await t.close();
    }
  });

  it('keeps a failed send queued with its error and delivers it on a later attempt', async () => {
    const t = await build('pglite', { env: { SMTP_URL: peer.url } });
    try {
      rejectNext = 2;
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      await t.app.outbox.runOnce();
      let rows = await t.database.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'queued' && r.attempts === 1 && /mailbox busy/.test(r.lastError ?? ''))).toBe(true);
      expect(rows.every((r) => r.nextAttemptAt.getTime() > Date.now())).toBe(true);
      // Make them due again, as the clock would.
      await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await t.app.outbox.runOnce();
      rows = await t.database.db.select().from(mailOutbox);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(received()).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('writes .eml files when no SMTP relay is configured', async () => {
    const t = await build('pglite');
    try {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      await t.app.outbox.runOnce();
      const dir = t.config.mail.dir;
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const all = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
      expect(all).toContain('To: asha@utility.example');
      expect(all).toContain('Reply-To: asha@utility.example');
    } finally {
      await t.close();
    }
  });
});
