/**
 * The mail outbox (issue 7; docs/decisions/0004-mail-outbox.md): enquiries are stored with their messages in one
 * transaction, and a worker in every server instance delivers due messages.
 *
 * - Claiming uses UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so several instances never claim one
 *   message at once. A claim is a lease of `CLAIM_MS` (in case an instance dies mid-send) and covers ONE message:
 *   a lease over a batch sent one after the other could run out before the batch's last message is sent, and
 *   another instance would then send that message too.
 * - The lease's expiry (`locked_until`, cut to whole milliseconds so it survives the trip through a JS Date) is the
 *   claim's token: the outcome of a send is recorded only while the row still carries that token, so a worker that
 *   lost its lease can never flip a message another worker has since sent back to queued (which would send it again).
 * - A send is bounded by the transport's timeouts (transport.ts, SEND_TIMEOUT_MS), well inside the lease.
 * - A failed send is retried after 30 s, 1, 2, 4 … minutes (capped at 1 h); after MAX_ATTEMPTS it is marked failed
 *   with its last error. State is kept per message: queued, sending, sent, failed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { mailOutbox, type MailOutboxRow } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 8;
/** How long a claim (lease) on a message lasts, in ms. */
export const CLAIM_MS = 120_000;

/** Delay before attempt `attempts + 1` after `attempts` failures, in ms: 30 s doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Claims up to `limit` due messages for this worker (status → sending, `lockedUntil` = the lease's expiry and
 * token). Due: queued with `next_attempt_at` reached, or sending with an expired lease (a worker died).
 * The default of one message per claim keeps every lease as short as one send (see the module comment).
 */
export async function claimDueMessages(db: Database, limit = 1): Promise<MailOutboxRow[]> {
  const result = await db.execute(sql`
    update mail_outbox
    set status = 'sending',
        locked_until = date_trunc('milliseconds', now() + ${sql.raw(`interval '${CLAIM_MS} milliseconds'`)})
    where id in (
      select id from mail_outbox
      where (status = 'queued' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(sql`${mailOutbox.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** The row is still ours: sending, under the lease this worker took (its `lockedUntil` token). */
function stillClaimed(row: MailOutboxRow) {
  return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), row.lockedUntil ? eq(mailOutbox.lockedUntil, row.lockedUntil) : undefined);
}

/**
 * Sends claimed messages and records each outcome (sent; or queued for a retry / failed after MAX_ATTEMPTS, with
 * the error). An outcome is recorded only while the claim still holds (see the module comment).
 * @returns how many were sent and how many failed in this call.
 */
export async function deliver(db: Database, transport: MailTransport, from: string, rows: MailOutboxRow[]) {
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.send({
        id: row.id,
        enquiryId: row.enquiryId,
        from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, attempts: row.attempts + 1, lastError: null })
        .where(stillClaimed(row));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const finalFailure = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: finalFailure ? 'failed' : 'queued',
          attempts,
          lockedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(stillClaimed(row));
      failed += 1;
    }
  }
  return { sent, failed };
}

/** One pass: claim and deliver, one message at a time, until nothing is due. */
export async function drainOutbox(db: Database, transport: MailTransport, from: string): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueMessages(db);
    if (rows.length === 0) return total;
    const r = await deliver(db, transport, from, rows);
    total.sent += r.sent;
    total.failed += r.failed;
  }
}

/** A worker that drains the outbox every `pollMs` and on `wake()` (right after an enquiry is stored). */
export function startOutboxWorker(opts: {
  db: Database;
  transport: MailTransport;
  from: string;
  pollMs: number;
  /** false: no timer and `wake` does nothing; only `runOnce` delivers (tests). */
  auto?: boolean;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg?: string): void };
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return running ?? Promise.resolve();
    running = drainOutbox(opts.db, opts.transport, opts.from)
      .then((r) => {
        if (r.sent || r.failed) opts.log.info(r, 'mail outbox');
      })
      .catch((error) => opts.log.error({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const auto = opts.auto ?? true;
  const timer = auto ? setInterval(run, opts.pollMs) : null;
  timer?.unref();
  return {
    wake: () => {
      if (auto) void run();
    },
    /** Runs a pass now (or joins the running one) and resolves when it ends (tests). */
    runOnce: () => run(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      opts.transport.close();
    },
  };
}
