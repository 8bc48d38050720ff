/**
 * An enquiry's reference and confirmation (contracts/enquiry-confirmation.ts): the answer to Send names both, both
 * mails carry the reference and the copy the confirmation's address, and the confirmation reads back what was sent
 * — as often as asked, sending nothing — to whoever holds its address, and to no one else.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CONFIRMATION_TOKEN_PATTERN, ENQUIRY_REFERENCE_PATTERN } from '../../contracts/enquiry-confirmation.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { build, describeEachDatabase, insertProduct, type TestContext } from '../test/build.ts';
import { validEnquiry } from '../test/enquiry.ts';

describeEachDatabase('enquiry references and confirmations', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000', CONTACT_RATE_LIMIT_PER_EMAIL: '1000', ENQUIRY_TO: 'sales@radhe.example' } });
  });
  afterAll(() => t?.close());

  const stored = async () => {
    const [{ n: e }] = await t.database.db.select({ n: count() }).from(enquiries);
    const [{ n: m }] = await t.database.db.select({ n: count() }).from(mailOutbox);
    return { enquiries: e, mails: m };
  };

  it('answers Send with a reference and a confirmation address, both in the mails, and reads the enquiry back unchanged', async () => {
    const rod = await insertProduct(t.database, { name: 'Long Rod Insulator 220 kV, 120 kN' });
    const payload = {
      ...validEnquiry,
      title: 'Request Quote',
      company: 'State Transmission Utility',
      projectReference: 'T-2026-118',
      incoterm: 'CIF',
      lines: [{ productId: rod, quantity: 400, unit: 'sets', configuration: 'Tension string', note: 'Galvanised' }],
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode, res.body).toBe(200);
    const { id, reference, confirmation } = res.json() as { id: string; reference: string; confirmation: string };
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    const token = confirmation.split('/').pop()!;
    expect(confirmation).toBe(`/in/enquiry/${token}`);
    expect(token).toMatch(CONFIRMATION_TOKEN_PATTERN);

    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row.reference).toBe(reference);
    // Only the token's hash is kept.
    expect(row.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
    const company = mails.find((m) => m.kind === 'enquiry')!;
    const copy = mails.find((m) => m.kind === 'enquiry-copy')!;
    for (const mail of [company, copy]) {
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(`Reference: ${reference}`);
    }
    // The confirmation's address goes to the enquirer only.
    expect(copy.text).toContain(`${t.app.config.publicUrl}${confirmation}`);
    expect(copy.html).toContain(`<a href="${t.app.config.publicUrl}${confirmation}">`);
    expect(company.text).not.toContain(token);

    const before = await stored();
    for (let i = 0; i < 2; i += 1) {
      const read = await t.app.inject({ method: 'GET', url: `/api/contact/confirmations/${token}` });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.headers['x-robots-tag']).toBe('noindex');
      expect(read.json()).toEqual({
        reference,
        vendor: 'radhe',
        sentAt: row.createdAt.toISOString(),
        title: 'Request Quote',
        name: 'Asha Patel',
        email: 'asha@utility.example',
        phoneNo: '+91 98250 00000',
        option: 'Surge Arresters',
        message: validEnquiry.message,
        project: { company: 'State Transmission Utility', country: '', projectReference: 'T-2026-118', requiredBy: '', deliveryLocation: '', incoterm: 'CIF' },
        lines: [{ productId: rod, productName: 'Long Rod Insulator 220 kV, 120 kN', quantity: 400, unit: 'sets', configuration: 'Tension string', note: 'Galvanised' }],
        attachments: [],
      });
    }
    // Reading it again and again sends nothing and stores nothing.
    expect(await stored()).toEqual(before);
  });

  it('draws a new reference and address for every enquiry', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validEnquiry, vendor: 'Therm' } })));
    const bodies = answers.map((res) => res.json() as { reference: string; confirmation: string });
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(3);
    expect(new Set(bodies.map((b) => b.confirmation)).size).toBe(3);
    for (const body of bodies) expect(body.confirmation).toMatch(/^\/fd\/enquiry\//);
  });

  it('gives an enquiry written without a reference (the previous release, during a rolling update) one of the legacy form', async () => {
    const [row] = await t.database.db.insert(enquiries).values({ vendor: 'radhe', name: 'Old instance', email: 'old@utility.example' }).returning();
    expect(row.reference).toMatch(/^ENQ-[0-9A-F]{32}$/);
    expect(row.confirmationTokenHash).toBeNull();
  });

  it('answers 404 to an address no enquiry has, however it is spelled', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validEnquiry });
    const token = (res.json() as { confirmation: string }).confirmation.split('/').pop()!;
    const wrong = [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token.slice(1), 'not-a-token', 'x'.repeat(64)];
    for (const other of wrong) {
      const read = await t.app.inject({ method: 'GET', url: `/api/contact/confirmations/${other}` });
      expect(read.statusCode, other).toBe(404);
      expect(read.json().message).toContain('No enquiry has this confirmation address');
    }
  });
});
