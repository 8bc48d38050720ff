/**
 * The mail outbox (docs/decisions/0004-mail-outbox.md): enquiries are stored with their messages in one
 * transaction, and a worker in every server instance delivers due messages.
 *
 * - Claiming uses UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so several instances never claim one
 *   message at once. A claim is a lease of OUTBOX_LEASE_MS (default `CLAIM_MS`, 2 minutes; in case an instance
 *   dies mid-send: its messages are sent again once their leases run out) and covers ONE message:
 *   a lease over a batch sent one after the other could run out before the batch's last message is sent, and
 *   another instance would then send that message too.
 * - The lease's expiry (`locked_until`, cut to whole milliseconds so it survives the trip through a JS Date) is the
 *   claim's token: the outcome of a send is recorded only while the row still carries that token, so a worker that
 *   lost its lease can never flip a message another worker has since sent back to queued (which would send it again).
 * - A send is bounded by the transport's timeouts (transport.ts, SEND_TIMEOUT_MS), well inside the lease.
 * - A pass delivers on `lanes` lanes at once (OUTBOX_CONCURRENCY, default 4), each claiming and sending one message
 *   at a time, so a backlog (after a relay outage, or a burst of enquiries) drains several times faster than one
 *   send after another; the leases keep two lanes, or two instances, from ever sending one message.
 * - A failed send is retried after 30 s, 1, 2, 4 … minutes (capped at 1 h); after MAX_ATTEMPTS it is marked failed
 *   with its last error. State is kept per message: queued, sending, sent, failed.
 * - The database failing ("What broke" 2: stopped, restarted, a connection terminated) never stops the
 *   worker: a pass that fails is logged — once per outage, as a warning naming only the driver's error — and the
 *   next poll tries again. A send that succeeded is never taken for a failed one because recording it failed:
 *   the outcome is recorded again every RECORD_RETRY_MS while the database is unreachable, as long as the lease
 *   holds (otherwise another worker would send the message again, and marking it queued would too).
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { mailOutbox, type MailOutboxRow } from '../db/schema.ts';
import { databaseOutage, isDatabaseUnavailable } from '../db/unavailable.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 8;
/** How long a claim (lease) on a message lasts by default, in ms (OUTBOX_LEASE_MS). */
export const CLAIM_MS = 120_000;

/** How often an outcome is recorded again while the database is unreachable, in ms. */
export const RECORD_RETRY_MS = 500;
/** Recording stops this long before the lease ends (another worker may then claim the message), in ms. */
const LEASE_MARGIN_MS = 5_000;

/** Delay before attempt `attempts + 1` after `attempts` failures, in ms: 30 s doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Claims up to `limit` due messages for this worker (status → sending, attempts + 1, `lockedUntil` = the lease's
 * expiry and token). Due: queued with `next_attempt_at` reached, or sending with an expired lease (a worker died).
 * The default of one message per claim keeps every lease as short as one send (see the module comment).
 * One statement (UPDATE … RETURNING the rows), so a database lost between claiming and reading the claimed rows
 * cannot leave a message claimed by nobody until its lease runs out.
 */
export async function claimDueMessages(db: Database, limit = 1, leaseMs = CLAIM_MS): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      // An attempt counts when it starts: a send cut off by a dying instance is one too (and its message may have
      // reached the relay, so a second copy after the lease is an attempt again, not a first one).
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`date_trunc('milliseconds', now() + ${sql.raw(`interval '${Math.trunc(leaseMs)} milliseconds'`)})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The row is still ours: sending, under the lease this worker took (its `lockedUntil` token). */
function stillClaimed(row: MailOutboxRow) {
  return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), row.lockedUntil ? eq(mailOutbox.lockedUntil, row.lockedUntil) : undefined);
}

/**
 * How a worker follows a pass: `signal` aborts waiting for the database; `onOutage` hears each failed try;
 * `leaseMs` is how long each claim lasts (OUTBOX_LEASE_MS; default CLAIM_MS).
 */
export interface PassOptions {
  signal?: AbortSignal;
  onOutage?: (error: unknown) => void;
  leaseMs?: number;
}

/**
 * Records the outcome of a send (`values`) while the claim still holds (see the module comment). While the
 * database is unreachable the update is tried again every RECORD_RETRY_MS (each failure told to `onOutage`)
 * until the lease is about to end or `signal` aborts; then, and for any other error, it throws (the pass fails
 * and is logged; the lease running out lets a later pass pick the message up).
 */
async function recordOutcome(db: Database, row: MailOutboxRow, values: Partial<MailOutboxRow>, { signal, onOutage }: PassOptions): Promise<void> {
  const giveUpAt = (row.lockedUntil?.getTime() ?? Date.now()) - LEASE_MARGIN_MS;
  for (;;) {
    try {
      await db.update(mailOutbox).set(values).where(stillClaimed(row));
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted || Date.now() + RECORD_RETRY_MS > giveUpAt) throw error;
      onOutage?.(error);
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
    }
  }
}

/**
 * Sends claimed messages and records each outcome (sent; or queued for a retry / failed after MAX_ATTEMPTS, with
 * the error). An outcome is recorded only while the claim still holds (see the module comment); a send that
 * succeeded is recorded as sent even when the database is briefly unreachable (`recordOutcome`).
 * @param pass `signal` aborts the waiting for an unreachable database (the worker stopping); `onOutage` hears of it
 * @returns how many were sent and how many failed in this call.
 * @throws the database's error when an outcome cannot be recorded
 */
export async function deliver(db: Database, transport: MailTransport, from: string, rows: MailOutboxRow[], pass: PassOptions = {}) {
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    let sendError: unknown = null;
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
    } catch (error) {
      sendError = error;
    }
    if (sendError === null) {
      await recordOutcome(db, row, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }, pass);
      sent += 1;
    } else {
      const attempts = row.attempts; // counted by the claim
      const finalFailure = attempts >= MAX_ATTEMPTS;
      await recordOutcome(
        db,
        row,
        {
          status: finalFailure ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: String((sendError as Error).message ?? sendError).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        },
        pass,
      );
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * One pass: on each of `lanes` lanes (default 1), claim and deliver one message at a time until nothing is due,
 * or until `pass.signal` aborts (then each lane finishes its message and claims no other). `pass` as `deliver`'s.
 * Every lane has stopped when it settles.
 * @throws the first lane's error (a database that cannot be reached) once every lane has stopped
 */
export async function drainOutbox(
  db: Database,
  transport: MailTransport,
  from: string,
  pass: PassOptions = {},
  lanes = 1,
): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  const lane = async () => {
    for (;;) {
      // A worker that is stopping claims nothing more: it finishes what it holds and stops, so a shutdown never
      // waits for a backlog, and no claim is left for a later kill to strand.
      if (pass.signal?.aborted) return;
      const rows = await claimDueMessages(db, 1, pass.leaseMs);
      if (rows.length === 0) return;
      const r = await deliver(db, transport, from, rows, pass);
      total.sent += r.sent;
      total.failed += r.failed;
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, lanes) }, lane));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  return total;
}

/**
 * A worker that drains the outbox every `pollMs` and on `wake()` (right after an enquiry is stored). A failed pass
 * is logged and the next one tries again; while the database is unreachable that is one warning for the outage
 * and one info line when it answers again, not one per poll.
 */
export function startOutboxWorker(opts: {
  db: Database;
  transport: MailTransport;
  from: string;
  pollMs: number;
  /** Messages sent at once (OUTBOX_CONCURRENCY); default 1. */
  lanes?: number;
  /** How long a claim lasts, in ms (OUTBOX_LEASE_MS); default CLAIM_MS. */
  leaseMs?: number;
  /** false: no timer and `wake` does nothing; only `runOnce` delivers (tests). */
  auto?: boolean;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void; info(obj: unknown, msg?: string): void };
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  /** Set while the database is unreachable (since the first pass that found it so). */
  let outageSince: number | null = null;
  const stopping = new AbortController();
  const onOutage = (error: unknown) => {
    if (outageSince === null) opts.log.warn({ database: databaseOutage(error) }, 'mail outbox: database unavailable, polling on');
    outageSince ??= Date.now();
  };
  const run = () => {
    if (running || stopped) return running ?? Promise.resolve();
    running = drainOutbox(opts.db, opts.transport, opts.from, { signal: stopping.signal, onOutage, leaseMs: opts.leaseMs }, opts.lanes)
      .then((r) => {
        if (outageSince !== null) {
          opts.log.info({ downMs: Date.now() - outageSince }, 'mail outbox: the database answers again');
          outageSince = null;
        }
        if (r.sent || r.failed) opts.log.info(r, 'mail outbox');
      })
      .catch((error) => {
        if (isDatabaseUnavailable(error)) onOutage(error);
        else opts.log.error({ err: error }, 'mail outbox pass failed');
      })
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
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
      opts.transport.close();
    },
  };
}

/** The outbox's backlog for monitoring (server/telemetry/metrics.ts): messages not sent yet, and finally failed. */
export interface OutboxBacklog {
  /** Messages queued or being sent. */
  unsent: number;
  /** Age in seconds of the oldest of them, 0 when there is none. */
  oldestAgeS: number;
  /** Messages given up after MAX_ATTEMPTS (they stay until staff act: docs/operations.md "Mail"). */
  failed: number;
}

/** Reads the backlog in one query (the due index serves it). @throws what the database throws */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*) filter (where ${mailOutbox.status} in ('queued', 'sending'))::int`,
      oldestAgeS: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} in ('queued', 'sending'))), 0)::float8`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'sending', 'failed']));
  return { unsent: Number(row.unsent), oldestAgeS: Number(row.oldestAgeS), failed: Number(row.failed) };
}
