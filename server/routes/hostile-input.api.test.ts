/**
 * Hostile input on the public enquiry endpoint and the catalogue writes: a NUL byte (or another
 * character no stored text may hold) answers 400 naming the field, stores nothing, and no log line holds the
 * visitor's e-mail, phone or other fields — on PGlite and PostgreSQL.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { categories, enquiries, mailOutbox, products } from '../db/schema.ts';
import { errorHandlerPlugin, isUnstorableText } from '../plugins/error-handler.ts';
import { loggerOptions } from '../logging.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, insertCategory, type TestContext } from '../test/build.ts';
import { fieldMessages, fieldPaths } from '../test/errors.ts';

const visitor = {
  name: 'Asha Patel',
  email: 'asha.patel@utility.example',
  phoneNo: '+91 98250 00000',
  option: 'Surge Arresters',
  vendor: 'Radhe',
  message: 'Please quote 120 pcs of 30 kV arresters.',
  title: "What's On Your Mind?",
  darkColor: '#0b3d91',
};
/** Texts of the visitor that must never reach a log line. */
const personal = ['asha.patel@utility.example', '98250 00000', '9825000000', 'Asha Patel', 'Please quote 120 pcs'];

describeEachDatabase('hostile input: characters no stored text may hold', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await build(kind, {
      env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '1000', CONTACT_RATE_LIMIT_PER_EMAIL: '1000' },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t?.close());

  async function rows() {
    const [e] = await t.database.db.select({ n: count() }).from(enquiries);
    const [m] = await t.database.db.select({ n: count() }).from(mailOutbox);
    const [c] = await t.database.db.select({ n: count() }).from(categories);
    const [p] = await t.database.db.select({ n: count() }).from(products);
    return { enquiries: e.n, mails: m.n, categories: c.n, products: p.n };
  }

  it.each([
    ['name', 'Full Name contains a character that is not allowed.'],
    ['email', 'Email ID contains a character that is not allowed.'],
    ['phoneNo', 'Phone contains a character that is not allowed.'],
    ['message', 'Message contains a character that is not allowed.'],
    ['vendor', 'Vendor contains a character that is not allowed.'],
    ['title', 'Title contains a character that is not allowed.'],
    ['darkColor', 'Dark colour contains a character that is not allowed.'],
    ['option', 'Choose one of the product lines.'],
  ] as const)('a NUL in the enquiry field %s: 400 on that field, nothing stored, nothing personal logged', async (field, message) => {
    const before = await rows();
    lines.length = 0;
    const payload = JSON.stringify({ ...visitor, [field]: `${visitor[field]}\u0000` });
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode, res.body).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(fieldPaths(error)).toEqual([field]);
    expect(fieldMessages(error, field)).toEqual([message]);
    expect(await rows()).toEqual(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of personal) expect(lines.join(''), text).not.toContain(text);
  });

  it.each([
    ['a bell', '\u0007'],
    ['an escape', '\u001b[31m'],
    ['a C1 control', '\u0085'],
    ['an unpaired surrogate', '\ud800'],
  ])('refuses %s in a message the same way', async (_case, character) => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...visitor, message: `Hello ${character} there` } });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json(), 'message')).toEqual(['Message contains a character that is not allowed.']);
    expect(await rows()).toEqual(before);
  });

  it('keeps line breaks, tabs and every script people type', async () => {
    const message = 'Line one\r\nLine two\twith a tab — नमस्ते, ગુજરાતી, 中文, emoji 🙂';
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...visitor, message } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().id));
    expect(row.message).toBe(message);
  });

  it.each([
    ['/api/Categories', { name: 'Rods\u0000', vendor: 'radhe' }, 'name', 'Category name contains a character that is not allowed.'],
    ['/api/Categories', { name: 'Rods', vendor: 'radhe', description: 'a\u0000b' }, 'description', 'Description contains a character that is not allowed.'],
    ['/api/Categories', { name: 'Rods', vendor: 'radhe', imagePath: 'images/a\u0000.png' }, 'imagePath', 'Image path contains a character that is not allowed.'],
    ['/api/Products', { name: 'Rod\u0000', vendor: 'radhe' }, 'name', 'Product name contains a character that is not allowed.'],
    ['/api/Products', { name: 'Rod', vendor: 'radhe', properties: [{ key: 'kV\u0000', value: '132' }] }, 'properties.0.key', 'Name contains a character that is not allowed.'],
    ['/api/Products', { name: 'Rod', vendor: 'radhe', configurations: [{ key: 'kV', value: '132\u0000' }] }, 'configurations.0.value', 'Value contains a character that is not allowed.'],
    ['/api/Products', { name: 'Rod', vendor: 'radhe', otherImages: ['images/a.png', 'images/\u0000.png'] }, 'otherImages.1', 'Image path contains a character that is not allowed.'],
  ])('a NUL in a catalogue write to %s (%j): 400 on the field, nothing stored', async (url, body, field, message) => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldMessages(res.json(), field)).toEqual([message]);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['/api/contact', 256 * 1024],
    ['/api/Categories', 1024 * 1024],
    ['/api/Products', 1024 * 1024],
  ])('a JSON body over the limit of %s (%i bytes) answers 413 and stores nothing', async (url, limit) => {
    const before = await rows();
    const filler = 'x'.repeat(limit);
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload: { ...visitor, name: 'Big', vendor: url === '/api/contact' ? 'Radhe' : 'radhe', description: filler, message: filler } });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['deeply nested arrays', `{"name":${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
    ['a __proto__ key', '{"name":"A","email":"a@b.example","vendor":"Radhe","__proto__":{"admin":true}}'],
    ['a constructor.prototype key', '{"name":"A","email":"a@b.example","vendor":"Radhe","constructor":{"prototype":{"admin":true}}}'],
    ['broken JSON', '{"name":"A",'],
    ['a lone string', '"hello"'],
    ['null', 'null'],
  ])('hostile JSON (%s) on /api/contact answers 400 and stores nothing', async (_case, payload) => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode, res.body).toBe(400);
    apiErrorSchema.parse(res.json());
    expect(await rows()).toEqual(before);
  });

  it("answers 400, not 500, when the database itself refuses a text (the schemas' last line of defence)", async () => {
    const category = await insertCategory(t.database, { name: 'Defence' });
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    // Writes that skip the schemas, as a future route might: NUL in a text column and in a jsonb column.
    app.post('/text', async () => t.database.db.insert(enquiries).values({ reference: 'ENQ-TEXT-0001', vendor: 'radhe', name: 'A\u0000', email: 'a@b.example' }));
    app.post('/jsonb', async () =>
      t.database.db.insert(products).values({ vendor: 'radhe', name: 'P', categoryId: category, properties: [{ key: 'k', value: '\u0000' }] }),
    );
    try {
      const before = await rows();
      for (const url of ['/text', '/jsonb']) {
        const res = await app.inject({ method: 'POST', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ message: 'The request contains a character that cannot be stored.', code: 'INVALID_CHARACTER' });
      }
      expect(await rows()).toEqual(before);
      // The codes the drivers really raise are the ones the handler knows.
      const refused = await t.database.db
        .insert(enquiries)
        .values({ reference: 'ENQ-TEXT-0002', vendor: 'radhe', name: 'A\u0000', email: 'a@b.example' })
        .then(() => null, (error: unknown) => error);
      expect(isUnstorableText(refused)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("logs a failed write (500) without the visitor's data: no bound values, no e-mail, no phone", async () => {
    const captured: string[] = [];
    const app = Fastify({ logger: loggerOptions(t.config, { level: 'info', stream: { write: (line: string) => void captured.push(line) } }) });
    await app.register(errorHandlerPlugin);
    const id = '5d1c7a52-2f7e-4c4b-9a51-0f3c1b7e9d20';
    // The second insert of the same id fails (23505): an unexpected database error, logged with its text.
    app.post('/enquiry', async () => {
      const row = { id, reference: 'ENQ-LOGS-0001', vendor: 'radhe', name: visitor.name, email: visitor.email, phoneNo: visitor.phoneNo, message: visitor.message };
      await t.database.db.insert(enquiries).values(row);
      await t.database.db.insert(enquiries).values(row);
    });
    try {
      const res = await app.inject({ method: 'POST', url: `/enquiry?from=${encodeURIComponent(visitor.email)}`, payload: visitor });
      expect(res.statusCode).toBe(500);
      const logged = captured.join('');
      expect(logged).toContain('request failed');
      expect(logged).toMatch(/insert into \\"enquiries\\"/);
      for (const text of personal) expect(logged, text).not.toContain(text);
    } finally {
      await app.close();
      await t.database.db.delete(enquiries).where(eq(enquiries.id, id));
    }
  });
});
