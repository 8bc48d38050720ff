/**
 * Reliability of the mail outbox, against a real SMTP peer (smtp-server) on PGlite and
 * PostgreSQL: enquiries survive a relay outage (stored, and queued in the admin inbox) and are delivered exactly once
 * when it returns; two instances draining the same database at once send every message once; a worker that lost its
 * claim cannot undo another's delivery; a relay that hangs cannot hold a message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import type { EnquiryPage } from '../../contracts/enquiry-inbox.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { startSmtpPeer, type PeerMail, type SmtpPeer } from '../test/smtp-peer.ts';
import { claimDueMessages, deliver, drainOutbox } from './outbox.ts';
import { createMailTransport, messageIdFor, type MailTransport } from './transport.ts';

const ENQUIRY_TO = 'sales@radhe.example';
const FROM_A = 'Radhe Website <web-a@radhe.example>';
const FROM_B = 'Radhe Website <web-b@radhe.example>';

const enquiry = (i: number) => ({
  name: `Buyer ${i}`,
  email: `buyer${i}@utility.example`,
  phoneNo: '',
  option: 'Switchgear',
  vendor: 'Radhe',
  message: `Enquiry number ${i}`,
  title: 'Get in Touch',
});

/** Posts `n` enquiries at once; returns their ids (every answer must be 200). */
async function postEnquiries(t: TestContext, n: number): Promise<string[]> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry(i) })));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
  return answers.map((a) => a.json().id as string);
}

/** The mail status of every enquiry as the admin inbox shows it (GET /api/enquiries). */
async function inboxStatuses(t: TestContext): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/enquiries?limit=100', headers: bearer(await adminToken(t)) });
  expect(res.statusCode).toBe(200);
  return (res.json() as EnquiryPage).items.map((e) => `${e.mail.status} ${e.mail.sent}/${e.mail.total}`);
}

/** How often each value occurs. */
function tally(values: (string | undefined)[]): Map<string | undefined, number> {
  const counts = new Map<string | undefined, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Makes every queued retry due now, as the clock eventually would. */
async function makeRetriesDue(t: TestContext) {
  await t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.status, 'queued'));
}

/**
 * Every outbox row arrived exactly once (the Message-IDs at the peer are exactly those of the rows, each once), and
 * every enquiry got one mail to the company and one to its enquirer.
 */
async function expectEachDeliveredOnce(t: TestContext, mails: PeerMail[], ids: string[]) {
  const rows = await t.database.db.select().from(mailOutbox);
  expect(rows).toHaveLength(ids.length * 2);
  expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  // Both senders of these tests share the domain radhe.example, so the Message-ID of a row is the same from either.
  expect(mails.map((m) => m.messageId).sort()).toEqual(rows.map((r) => messageIdFor(r.id, FROM_A)).sort());

  const stored = await t.database.db.select({ id: enquiries.id, email: enquiries.email }).from(enquiries);
  const recipients = new Map<string, string[]>();
  for (const m of mails) recipients.set(m.enquiryId!, [...(recipients.get(m.enquiryId!) ?? []), ...m.envelope.to]);
  expect([...recipients.keys()].sort()).toEqual([...ids].sort());
  for (const e of stored) expect(recipients.get(e.id)!.sort()).toEqual([e.email, ENQUIRY_TO].sort());
}

describeEachDatabase('mail outbox reliability', (kind) => {
  let peer: SmtpPeer;
  let delayMs = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  beforeAll(async () => {
    peer = await startSmtpPeer({
      respond: async () => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        inFlight -= 1;
      },
    });
  });
  afterAll(() => peer?.stop());
  afterEach(async () => {
    peer.mails.length = 0;
    delayMs = 0;
    await peer.start();
  });

  it('accepts and stores 50 enquiries while the relay is down, then delivers all 100 mails exactly once', async () => {
    await peer.stop();
    const t = await build(kind, {
      env: { SMTP_URL: peer.url, CONTACT_RATE_LIMIT_PER_ADDRESS: '50', ENQUIRY_TO, MAIL_FROM: FROM_A },
    });
    try {
      const ids = await postEnquiries(t, 50);
      expect(new Set(ids).size).toBe(50);

      // The relay is down: every attempt fails, every message stays queued with the error for a later retry.
      await t.app.outbox.runOnce();
      let rows = await t.database.db.select().from(mailOutbox);
      expect(rows).toHaveLength(100);
      expect(rows.every((r) => r.status === 'queued' && r.attempts === 1 && r.sentAt === null)).toBe(true);
      expect(rows.every((r) => /ECONNREFUSED|connect/i.test(r.lastError ?? ''))).toBe(true);
      expect(rows.every((r) => r.nextAttemptAt.getTime() > Date.now())).toBe(true);
      expect(peer.mails).toHaveLength(0);
      expect(await inboxStatuses(t)).toEqual(Array(50).fill('queued 0/2'));

      // The relay is back and the retries are due.
      await peer.start();
      await makeRetriesDue(t);
      await t.app.outbox.runOnce();
      expect(peer.mails).toHaveLength(100);
      await expectEachDeliveredOnce(t, peer.mails, ids);
      rows = await t.database.db.select().from(mailOutbox);
      expect(rows.every((r) => r.attempts === 2 && r.lastError === null)).toBe(true);
      expect(await inboxStatuses(t)).toEqual(Array(50).fill('sent 2/2'));

      // Nothing is sent again by later passes.
      await makeRetriesDue(t);
      await t.app.outbox.runOnce();
      expect(peer.mails).toHaveLength(100);
    } finally {
      await t.close();
    }
  });

  it('sends OUTBOX_CONCURRENCY messages at once over as many reused SMTP sessions, each exactly once, so a backlog drains faster', async () => {
    delayMs = 40; // a relay that takes a moment per message
    for (const [concurrency, expected] of [
      ['1', 1],
      ['4', 4],
    ] as const) {
      mostInFlight = 0;
      peer.mails.length = 0;
      const sessionsBefore = peer.sessions;
      const t = await build(kind, { env: { SMTP_URL: peer.url, CONTACT_RATE_LIMIT_PER_ADDRESS: '50', ENQUIRY_TO, MAIL_FROM: FROM_A, OUTBOX_CONCURRENCY: concurrency } });
      try {
        const ids = await postEnquiries(t, 12);
        await t.app.outbox.runOnce();
        expect(peer.mails).toHaveLength(24);
        await expectEachDeliveredOnce(t, peer.mails, ids);
        expect(mostInFlight, `OUTBOX_CONCURRENCY=${concurrency}`).toBe(expected);
        // The connections are pooled: 24 messages over one session per lane, not one session per message.
        expect(peer.sessions - sessionsBefore, `OUTBOX_CONCURRENCY=${concurrency}`).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });

  it('a worker told to stop during a backlog claims nothing more: every message is sent or queued, none left claimed', async () => {
    delayMs = 100; // a slow relay, so the backlog is still there when the stop comes
    const t = await build(kind, { env: { SMTP_URL: peer.url, CONTACT_RATE_LIMIT_PER_ADDRESS: '50', ENQUIRY_TO, MAIL_FROM: FROM_A, OUTBOX_CONCURRENCY: '2' } });
    try {
      await postEnquiries(t, 15);
      const pass = t.app.outbox.runOnce();
      await expect.poll(() => peer.mails.length).toBeGreaterThan(0);
      await t.app.outbox.stop();
      await pass;
      const rows = await t.database.db.select().from(mailOutbox);
      expect(rows.filter((r) => r.status === 'sending')).toEqual([]);
      const sent = rows.filter((r) => r.status === 'sent').length;
      // It stopped well before the end of the backlog, and what it sent it recorded.
      expect(sent).toBeLessThan(30);
      expect(sent).toBe(peer.mails.length);
      expect(rows.filter((r) => r.status === 'queued')).toHaveLength(30 - sent);
    } finally {
      await t.close();
    }
  });

  it('two app instances draining the same database at once send each message exactly once', async () => {
    delayMs = 5; // a relay that takes a moment per message, so the two instances overlap
    const a = await build(kind, { env: { SMTP_URL: peer.url, CONTACT_RATE_LIMIT_PER_ADDRESS: '50', ENQUIRY_TO, MAIL_FROM: FROM_A } });
    let second: DatabaseHandle | null = null;
    try {
      // Instance B: its own app, outbox and SMTP connection; on PostgreSQL also its own connection pool.
      second = kind === 'postgres' ? await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: a.tmpDir }) : null;
      const b = await buildApp({
        config: { ...a.config, mail: { ...a.config.mail, from: FROM_B } },
        database: second ?? a.database,
        logger: false,
        startOutbox: false,
      });
      try {
        const ids = await postEnquiries(a, 50);
        await Promise.all([a.app.outbox.runOnce(), b.outbox.runOnce()]);
        expect(peer.mails).toHaveLength(100);
        await expectEachDeliveredOnce(a, peer.mails, ids);
        // Both instances really took part (the envelope sender says which one sent a message).
        const bySender = tally(peer.mails.map((m) => m.envelope.from));
        expect(bySender.get('web-a@radhe.example')).toBeGreaterThan(0);
        expect(bySender.get('web-b@radhe.example')).toBeGreaterThan(0);
        const rows = await a.database.db.select().from(mailOutbox);
        expect(rows.every((r) => r.attempts === 1)).toBe(true);
      } finally {
        await b.close();
      }
    } finally {
      await second?.close();
      await a.close();
    }
  });

  it('sends a message claimed by an instance that died mid-send again once OUTBOX_LEASE_MS has run out, not before', async () => {
    const t = await build(kind, { env: { SMTP_URL: peer.url, ENQUIRY_TO, MAIL_FROM: FROM_A, SMTP_TIMEOUT_MS: '1000', OUTBOX_LEASE_MS: '5000' } });
    try {
      await postEnquiries(t, 1);
      // The instance that died: it claimed both messages under the app's lease and never recorded an outcome.
      const claimed = await claimDueMessages(t.database.db, 2, t.app.config.mail.leaseMs);
      expect(claimed).toHaveLength(2);
      const leaseLeft = claimed[0].lockedUntil!.getTime() - Date.now();
      expect(leaseLeft).toBeGreaterThan(3_000);
      expect(leaseLeft).toBeLessThanOrEqual(5_000);
      await t.app.outbox.runOnce();
      expect(peer.mails).toHaveLength(0); // still claimed
      await new Promise((resolve) => setTimeout(resolve, leaseLeft + 200));
      await t.app.outbox.runOnce();
      expect(peer.mails).toHaveLength(2);
      const rows = await t.database.db.select().from(mailOutbox);
      // The dead instance's claim counts as an attempt: its send may have reached the relay before it died.
      expect(rows.map((r) => `${r.status} ${r.attempts}`)).toEqual(['sent 2', 'sent 2']);
    } finally {
      await t.close();
    }
  });

  it('a worker whose claim ran out cannot put back a message another worker has sent', async () => {
    const t = await build(kind, { env: { SMTP_URL: peer.url, ENQUIRY_TO } });
    try {
      await postEnquiries(t, 1);
      const [late] = await claimDueMessages(t.database.db);
      // Only this message is due for the rest of the test (the enquiry's other message waits).
      await t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(ne(mailOutbox.id, late.id));
      // Worker A stalls past its lease; worker B takes the message over and sends it.
      await t.database.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.id, late.id));
      const [takenOver] = await claimDueMessages(t.database.db);
      expect(takenOver.id).toBe(late.id);
      const smtp = createMailTransport({ smtpUrl: peer.url, dir: t.tmpDir });
      try {
        expect(await deliver(t.database.db, smtp, FROM_A, [takenOver])).toEqual({ sent: 1, failed: 0 });
      } finally {
        smtp.close();
      }
      // Worker A wakes up and its send fails: the message must stay sent, not be queued for a second delivery.
      const failing: MailTransport = { send: () => Promise.reject(new Error('connection reset')), close: () => {} };
      await deliver(t.database.db, failing, FROM_A, [late]);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, late.id));
      // Two claims were made (A's and B's), so two attempts count, and the message stays sent.
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      await makeRetriesDue(t);
      await t.app.outbox.runOnce();
      expect(tally(peer.mails.map((m) => m.messageId)).get(messageIdFor(late.id, FROM_A))).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('a relay that hangs', () => {
  let peer: SmtpPeer;
  let hang = true;
  beforeAll(async () => {
    peer = await startSmtpPeer({ respond: () => (hang ? new Promise<void>(() => {}) : undefined) });
  });
  afterAll(() => peer?.stop());

  it('times the send out, keeps the message queued with the error and delivers it later', async () => {
    const t = await build('pglite', { env: { SMTP_URL: peer.url, ENQUIRY_TO } });
    const smtp = createMailTransport({ smtpUrl: peer.url, dir: t.tmpDir, timeoutMs: 300 });
    try {
      await postEnquiries(t, 1);
      expect(await drainOutbox(t.database.db, smtp, FROM_A)).toEqual({ sent: 0, failed: 2 });
      let rows = await t.database.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'queued' && /timeout/i.test(r.lastError ?? ''))).toBe(true);

      hang = false;
      await makeRetriesDue(t);
      expect(await drainOutbox(t.database.db, smtp, FROM_A)).toEqual({ sent: 2, failed: 0 });
      rows = await t.database.db.select().from(mailOutbox);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(peer.mails).toHaveLength(2);
    } finally {
      smtp.close();
      await t.close();
    }
  });
});
