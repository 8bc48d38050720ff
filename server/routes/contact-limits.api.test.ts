/**
 * POST /api/contact's allowances and bot checks ("Never a
 * 500 for a lead because a limiter is down"), on each database, with a real Redis of the test's own and the real
 * SMTP peer.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { RATE_LIMITED, type EnquiryInput } from '../../contracts/enquiry.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { freePort, startRedisServer, type TestRedis } from '../test/redis-server.ts';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.ts';
import { validEnquiry } from '../test/enquiry.ts';

/** A valid enquiry from the form, filled in 25 s. */
const valid = { ...validEnquiry, fillMs: 25_000 } satisfies EnquiryInput;

const WINDOW_MS = 3_600_000;
const RATE_LIMITED_MESSAGE = /^You have sent several enquiries in a short time\. You can send again in about \d+ minutes, or call or e-mail us now\.$/;

/** Posts an enquiry from `address`; `fields` override the valid one (any value a client could send). */
function send(t: TestContext, address: string, fields: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, ...fields }, remoteAddress: address });
}

/** Rows in `enquiries` and `mail_outbox`. */
async function counts(t: TestContext) {
  const [{ n: stored }] = await t.database.db.select({ n: count() }).from(enquiries);
  const [{ n: mails }] = await t.database.db.select({ n: count() }).from(mailOutbox);
  return { stored, mails };
}

/** Asserts a 429 RATE_LIMITED refusal with a sensible Retry-After (seconds, within the window); returns it. */
function expectRateLimited(res: Awaited<ReturnType<typeof send>>): number {
  expect(res.statusCode).toBe(429);
  const body = apiErrorSchema.parse(res.json());
  expect(body.code).toBe(RATE_LIMITED);
  expect(body.message).toMatch(RATE_LIMITED_MESSAGE);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(WINDOW_MS / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(body.message).toContain(`about ${Math.ceil(retryAfter / 60)} minutes`);
  return retryAfter;
}

describeEachDatabase('enquiry allowances', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(kind, {
      env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '3', CONTACT_RATE_LIMIT_PER_EMAIL: '2', CONTACT_RATE_WINDOW_MS: String(WINDOW_MS) },
    });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  it('accepts the seventh try after six refused ones: refused enquiries count against nothing', async () => {
    const address = '203.0.113.1';
    const refused = [
      { name: '' },
      { email: 'asha@' },
      { email: 'asha@utility' },
      { message: 'x'.repeat(5001) },
      { option: 'Turbines' },
      { vendor: 'Acme' },
    ];
    for (const fields of refused) expect((await send(t, address, fields)).statusCode).toBe(400);
    const seventh = await send(t, address);
    expect(seventh.statusCode).toBe(200);
    expect(seventh.json()).toMatchObject({ status: 'received', id: expect.any(String) });
  });

  it('refuses the e-mail address over its allowance with 429 RATE_LIMITED and Retry-After, storing nothing', async () => {
    const address = '203.0.113.2';
    const email = 'ravi@plant.example';
    expect((await send(t, address, { email })).statusCode).toBe(200);
    // The same address however it is written, from another client address.
    expect((await send(t, '198.51.100.2', { email: '  Ravi@Plant.EXAMPLE ' })).statusCode).toBe(200);
    const before = await counts(t);
    expectRateLimited(await send(t, address, { email }));
    expectRateLimited(await send(t, '192.0.2.2', { email: 'RAVI@plant.example' }));
    expect(await counts(t)).toEqual(before);
    // Another e-mail address from the same client address still gets through.
    expect((await send(t, address, { email: 'colleague@plant.example' })).statusCode).toBe(200);
  });

  it('refuses a client address over its allowance whatever the e-mail address; 429s count against nothing', async () => {
    const address = '203.0.113.3';
    const email = (i: number) => `buyer${i}@office.example`;
    // 429s for the e-mail address's allowance do not use up the client address's.
    expect((await send(t, address, { email: email(1) })).statusCode).toBe(200);
    expect((await send(t, address, { email: email(1) })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expectRateLimited(await send(t, address, { email: email(1) }));
    expect((await send(t, address, { email: email(2) })).statusCode).toBe(200);
    const before = await counts(t);
    const refused = await send(t, address, { email: email(3) });
    expectRateLimited(refused);
    expect(await counts(t)).toEqual(before);
    // Other client addresses are not affected.
    expect((await send(t, '203.0.113.4', { email: email(3) })).statusCode).toBe(200);
  });

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }, 'honeypot', '203.0.113.5'],
    ['a form sent faster than a person fills it', { fillMs: 900 }, 'too fast', '203.0.113.7'],
  ])('answers %s like an accepted enquiry, stores and mails nothing, counts nothing, logs no personal data', async (_case, fields, reason, address) => {
    const email = `bot-${reason.replace(' ', '-')}@spam.example`;
    const warn = vi.spyOn(t.app.log, 'warn');
    const before = await counts(t);
    for (let i = 0; i < 4; i += 1) {
      const res = await send(t, address, { ...fields, email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'received' });
    }
    expect(await counts(t)).toEqual(before);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain(reason);
    for (const personal of [email, valid.name, valid.phoneNo, address]) expect(logged).not.toContain(personal);
    // Not counted: the same e-mail address and client address still have their whole allowances.
    expect((await send(t, address, { email })).statusCode).toBe(200);
    expect((await send(t, address, { email })).statusCode).toBe(200);
    expect(await counts(t)).toEqual({ stored: before.stored + 2, mails: before.mails + 4 });
  });

  it('accepts an API client that sends no fill time, and a form filled at the minimum', async () => {
    const { fillMs: _, ...withoutFillTime } = valid;
    const api = await t.app.inject({ method: 'POST', url: '/api/contact', payload: withoutFillTime, remoteAddress: '203.0.113.6' });
    expect(api.json()).toMatchObject({ status: 'received', id: expect.any(String) });
    const slowEnough = await send(t, '203.0.113.6', { email: 'slow@x.example', fillMs: 3000 });
    expect(slowEnough.json()).toMatchObject({ status: 'received', id: expect.any(String) });
  });
});

describeEachDatabase('enquiries with Redis', (kind) => {
  let redis: TestRedis;
  let peer: SmtpPeer;
  const apps: TestContext[] = [];
  const env = () => ({
    REDIS_URL: redis.url,
    SMTP_URL: peer.url,
    ENQUIRY_TO: 'sales@radhe.example',
    CONTACT_RATE_LIMIT_PER_ADDRESS: '3',
    CONTACT_RATE_LIMIT_PER_EMAIL: '2',
    // A PGlite query blocks this process's event loop; on a busy machine a Redis answer can then come after the
    // default 500 ms and be counted in memory instead, which would split the shared counts this suite checks.
    REDIS_COMMAND_TIMEOUT_MS: '5000',
  });
  const buildApp = async (extra: Record<string, string> = {}) => {
    const t = await build(kind, { env: { ...env(), ...extra } });
    apps.push(t);
    return t;
  };
  /** A fresh e-mail address: Redis outlives each test and is shared by both database suites. */
  const fresh = (name: string) => `${name}-${kind}-${Math.random().toString(36).slice(2, 8)}@plant.example`;
  /** A fresh client address for the same reason. */
  const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  beforeAll(async () => {
    [redis, peer] = await Promise.all([startRedisServer(), startSmtpPeer()]);
  });
  beforeEach(async () => {
    await redis.start();
    peer.mails.length = 0;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });
  afterAll(async () => {
    await redis?.stop();
    await peer?.stop();
  });

  // Two app builds: allow for a busy machine.
  it('shares the allowances between two instances through Redis', { timeout: 90_000 }, async () => {
    const [a, b] = await Promise.all([buildApp(), buildApp()]);
    const email = fresh('shared');
    expect((await send(a, freshAddress(), { email })).statusCode).toBe(200);
    expect((await send(b, freshAddress(), { email })).statusCode).toBe(200);
    expectRateLimited(await send(a, freshAddress(), { email }));
    const address = freshAddress();
    expect((await send(a, address, { email: fresh('one') })).statusCode).toBe(200);
    expect((await send(b, address, { email: fresh('two') })).statusCode).toBe(200);
    expect((await send(a, address, { email: fresh('three') })).statusCode).toBe(200);
    expectRateLimited(await send(b, address, { email: fresh('four') }));
  });

  it('stores and mails every enquiry while Redis is down, within a second or two, limiting from memory', async () => {
    const t = await buildApp();
    const warn = vi.spyOn(t.app.log, 'warn');
    const address = freshAddress();
    expect((await send(t, address, { email: fresh('before') })).statusCode).toBe(200);

    await redis.stop();
    const email = fresh('during');
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const res = await send(t, address, { email });
      answers.push({ status: res.statusCode, ms: performance.now() - started, id: res.json().id as string | undefined });
    }
    // Two accepted and stored; the third over the e-mail allowance, counted in this instance's memory.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    for (const a of answers) expect(a.ms).toBeLessThan(1500);
    expect(await counts(t)).toEqual({ stored: 3, mails: 6 });

    await t.app.outbox.runOnce();
    const ids = answers.flatMap((a) => (a.id ? [a.id] : []));
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(peer.mails.filter((m) => m.enquiryId === id)).toHaveLength(2);
    // One warning for the outage, not one per request.
    const outage = warn.mock.calls.filter(([, message]) => typeof message === 'string' && message.startsWith('Redis unreachable'));
    expect(outage).toHaveLength(1);
  });

  it('starts and takes enquiries when Redis cannot be reached at all', async () => {
    const t = await buildApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const started = performance.now();
    const res = await send(t, freshAddress(), { email: fresh('nowhere') });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(res.statusCode).toBe(200);
    expect(await counts(t)).toEqual({ stored: 1, mails: 2 });
  });
});
