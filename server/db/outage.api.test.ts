/**
 * The database failing under the running app ("What broke" 1 and 2), on a real PostgreSQL:
 * - a connection terminated while a catalogue write's transaction holds it (pg_terminate_backend, as a failover
 *   or a restart does) answers 503 UNAVAILABLE, leaves no partial row, and the process lives;
 * - the database stopped (`pg_ctl stop -m immediate`, a PostgreSQL of the test's own: the shared one cannot be
 *   stopped) under a steady stream of reads, writes and enquiries: 503 UNAVAILABLE with Retry-After and /readyz
 *   503 while it is down, never a 500, pages still served, the mail outbox polling on; served again within 2 s
 *   of its return, and the message due during the outage delivered once.
 * Skipped only when PostgreSQL is not available (no DATABASE_URL for the first; no server binaries for the second).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { CONFIG_PLACEHOLDER, ROOT_PLACEHOLDER } from '../pages/document.ts';
import { drizzleOverPool, migrateDatabase, openDatabase, POOL_SETTINGS, type DatabaseHandle } from './client.ts';
import { categories, enquiries, mailOutbox } from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { DATABASE_RETRY_AFTER_S } from '../plugins/error-handler.ts';
import { deliver } from '../mail/outbox.ts';
import { messageIdFor } from '../mail/transport.ts';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, databaseKinds, insertCategory, POSTGRES_SKIPPED, type TestContext } from '../test/build.ts';
import { createPostgresCluster, postgresClusterUnavailable, type PostgresCluster } from '../test/postgres-cluster.ts';

/**
 * In a describe: fails every test after which an error reached the process's `uncaughtException` — where an
 * 'error' event nobody listens to lands, and which ends a real server process.
 */
function failOnUncaught(): void {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => void uncaught.push(error);
  beforeAll(() => void process.on('uncaughtException', onUncaught));
  afterEach(() => {
    expect(uncaught.splice(0), 'errors that would have brought the process down').toEqual([]);
  });
  afterAll(() => void process.off('uncaughtException', onUncaught));
}

/** Polls `probe` every 20 ms until it returns a value other than undefined, for at most `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

onPostgres(`a terminated connection on postgres${databaseKinds().includes('postgres') ? '' : ` (${POSTGRES_SKIPPED})`}`, () => {
  let t: TestContext;
  let admin: Record<string, string>;
  let other: pg.Client;

  beforeAll(async () => {
    t = await build('postgres');
    admin = bearer(await adminToken(t));
    other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
  });
  failOnUncaught();
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('inside a catalogue write answers 503 UNAVAILABLE, writes nothing, and the next write succeeds', async () => {
    // Hold the lock the write's transaction takes first (catalog-writes.ts lockVendorTree), so the transaction
    // is open and waiting on its connection when that connection is terminated.
    await other.query('select pg_advisory_lock(hashtext($1))', ['catalog:radhe']);
    const write = t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'Held' } });
    const pid = await waitFor(async () => {
      const { rows } = await other.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
           and query like '%pg_advisory_xact_lock%'`,
      );
      return rows[0]?.pid;
    });
    await other.query('select pg_terminate_backend($1)', [pid]);
    const res = await write;
    await other.query('select pg_advisory_unlock(hashtext($1))', ['catalog:radhe']);

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/database/i), code: 'UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'After' } });
    expect(again.statusCode).toBe(200);
    const names = (await t.database.db.select({ name: categories.name }).from(categories)).map((r) => r.name);
    expect(names).toEqual(['After']);
  });

  it('a connection lost as a transaction begins gives its client back, so the pool never shrinks', async () => {
    // One connection only: a client kept checked out would leave nothing for the next transaction.
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, ...POOL_SETTINGS, max: 1 });
    try {
      const db = drizzleOverPool(pool);
      let breakNext = true;
      pool.on('acquire', (client) => {
        // The connection goes away between checkout and BEGIN, as a dead idle connection handed out does.
        if (breakNext) void client.end();
        breakNext = false;
      });
      const failed = await db.transaction((tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(pool.totalCount - pool.idleCount, 'clients still checked out').toBe(0);
      const rows = await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] });
      expect(rows.rows).toEqual([{ two: 2 }]);
    } finally {
      await pool.end();
    }
  });
});

const clusterMissing = postgresClusterUnavailable();
const onOwnCluster = clusterMissing ? describe.skip : describe;
const FROM = 'Radhe Website <web@radhe.example>';

/** A stand-in render module (as server-render.api.test.ts's): the radhe root's category names, read in-process. */
const RENDER_MODULE = `
let transport;
export function configure(options) { transport = options.transport; }
export async function render(url) {
  const response = await transport('/api/Categories/radhe', { method: 'GET', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error('read failed: ' + response.status);
  const names = (await response.json()).subCategories.map((c) => c.name).join(', ');
  return { html: '<main>' + names + '</main>', head: '', state: '', status: 200, complete: true };
}
`;

/**
 * A TCP relay to PostgreSQL that can stop answering, as a database host does when it vanishes or fails over
 * without closing connections: `hang()` drops the relayed connections and from then on accepts new ones but
 * never answers them (nothing reaches the database); `resume()` relays again.
 */
async function startRelay(target: number): Promise<{ port: number; hang(): void; resume(): void; close(): Promise<void> }> {
  let hanging = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (hanging) return;
    const upstream = connect(target, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hang() {
      hanging = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      hanging = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An enquiry from its own address and e-mail, so per-client allowances never answer it. */
function enquiryFrom(app: FastifyInstance, i: number) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.${(i >> 8) & 255}.${i & 255}.7`,
    payload: { name: 'Asha Patel', email: `buyer${i}@utility.example`, vendor: 'Radhe', option: 'Switchgear', message: `Enquiry ${i}`, title: 'Get in Touch' },
  });
}

onOwnCluster(`the database stopped and started again${clusterMissing ? ` (${clusterMissing}: skipping)` : ''}`, () => {
  let cluster: PostgresCluster;
  let tmp: string;
  let peer: SmtpPeer;
  const opened: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];

  /** An app on PostgreSQL at `databaseUrl` with the real outbox timer (every 100 ms), its log lines collected. */
  async function startApp(databaseUrl: string) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tmp,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: join(tmp, 'web'),
      SERVER_RENDER: 'true',
      WEB_RENDER_ENTRY: join(tmp, 'entry-server.js'),
      SEED_ON_START: 'false',
      OUTBOX_POLL_MS: '100',
      SMTP_URL: peer.url,
      MAIL_FROM: FROM,
    });
    const database = await openDatabase(config);
    await migrateDatabase(database);
    const logLines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { level: 'info', stream }, startOutbox: true });
    opened.push({ app, database });
    await app.ready();
    const admin = bearer(await adminToken({ config, database } as TestContext));
    return { app, database, admin, logLines };
  }

  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: Record<string, string>;
  let logLines: Array<{ level: number; msg: string }>;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    peer = await startSmtpPeer();
    tmp = mkdtempSync(join(tmpdir(), 'outage-'));
    mkdirSync(join(tmp, 'web'));
    writeFileSync(join(tmp, 'web', 'index.html'), `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`);
    writeFileSync(join(tmp, 'entry-server.js'), RENDER_MODULE);
    ({ app, database, admin, logLines } = await startApp(cluster.url));
    await insertCategory(database, { name: 'Insulators' });
  });
  failOnUncaught();
  afterAll(async () => {
    for (const o of opened.reverse()) {
      await o.app.close();
      await o.database.close().catch(() => {});
    }
    cluster?.remove();
    await peer?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const read = () => app.inject('/api/Categories/radhe');

  it('answers 503 UNAVAILABLE while it is down, never 500, and serves again within 2 s of its return', async () => {
    expect((await read()).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    // A message that falls due during the outage (the worker polls every 100 ms).
    await database.db.insert(mailOutbox).values({
      kind: 'company',
      toAddress: 'sales@radhe.example',
      subject: 'Due during the outage',
      text: 'text',
      html: '<p>html</p>',
      nextAttemptAt: sql`now() + interval '300 milliseconds'`,
    });

    // A steady stream of reads, catalogue writes and enquiries through the whole scenario.
    const outcomes = new Map<string, number>();
    let streaming = true;
    const stream = (async () => {
      for (let i = 0; streaming; i += 1) {
        const answers = await Promise.all([
          read(),
          app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: `Stream ${i}` } }),
          enquiryFrom(app, i),
        ]);
        for (const a of answers) outcomes.set(String(a.statusCode), (outcomes.get(String(a.statusCode)) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));

    cluster.stopImmediately();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 700));

    const started = Date.now();
    const down = await read();
    const downMs = Date.now() - started;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: expect.stringMatching(/database/i), code: 'UNAVAILABLE' });
    expect(down.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    const write = await app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'While down' } });
    expect([write.statusCode, write.json().code]).toEqual([503, 'UNAVAILABLE']);
    // The search and the sitemap say the same: 503 with Retry-After, never 500.
    const search = await app.inject('/api/Search/radhe?q=long%20rod%20220%20kV');
    expect([search.statusCode, search.json().code, search.headers['retry-after']]).toEqual([503, 'UNAVAILABLE', String(DATABASE_RETRY_AFTER_S)]);
    const sitemap = await app.inject('/sitemap-in.xml');
    expect([sitemap.statusCode, sitemap.headers['retry-after']]).toEqual([503, String(DATABASE_RETRY_AFTER_S)]);
    const ready = await app.inject('/readyz');
    expect([ready.statusCode, ready.json(), ready.headers['retry-after']]).toEqual([503, { status: 'unavailable' }, String(DATABASE_RETRY_AFTER_S)]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    // A page is still sent, in its loading state (the browser then reads, and retries, itself).
    const page = await app.inject('/in');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root"></div>`);

    cluster.start();
    const back = Date.now();
    const servedAfterMs = await waitFor(async () => ((await read()).statusCode === 200 ? Date.now() - back : undefined));
    streaming = false;
    await stream;
    console.info(
      `database outage: a read answered 503 in ${downMs} ms; served again ${servedAfterMs} ms after the database accepted ` +
        `connections (down ${back - stoppedAt} ms); stream outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    expect(servedAfterMs).toBeLessThan(2_000);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/in')).body).toContain('<main>Insulators');
    // Only successes and 503s: no 500, no other failure.
    expect([...outcomes.keys()].sort()).toEqual(['200', '503']);

    // The outbox polled on through the outage and then delivered everything, each message once: the one due
    // during the outage, and both messages of every enquiry answered 200 (each stored with its two messages).
    const deadline = Date.now() + 15_000;
    let pending = -1;
    while (Date.now() < deadline) {
      [{ pending }] = await database.db.select({ pending: sql<number>`count(*)::int` }).from(mailOutbox).where(ne(mailOutbox.status, 'sent'));
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pending).toBe(0);
    const rows = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(peer.mails.map((m) => m.messageId).sort()).toEqual(rows.map((r) => messageIdFor(r.id, FROM)).sort());
    const [due] = await database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Due during the outage'));
    expect(due).toEqual({ status: 'sent', attempts: 1 });
    const [{ halfWritten }] = await database.db
      .select({ halfWritten: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(sql`(select count(*) from mail_outbox m where m.enquiry_id = ${enquiries.id}) <> 2`);
    expect(halfWritten).toBe(0);
    const [{ accepted }] = await database.db.select({ accepted: sql<number>`count(*)::int` }).from(enquiries);
    expect(accepted).toBeGreaterThan(0);
    // The pass that sent the last message logs the database's return as it ends, just after that message is marked.
    await vi.waitFor(
      () => {
        const outboxLines = logLines.filter((l) => l.msg.startsWith('mail outbox: '));
        expect(outboxLines.map((l) => l.msg)).toEqual(['mail outbox: database unavailable, polling on', 'mail outbox: the database answers again']);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('answers 503 within the connect timeout while the database host does not answer, and serves within 2 s of its return', async () => {
    const relay = await startRelay(cluster.port);
    try {
      const proxied = await startApp(`postgres://postgres@127.0.0.1:${relay.port}/postgres`);
      const readProxied = () => proxied.app.inject('/api/Categories/radhe');
      expect((await readProxied()).statusCode).toBe(200);

      relay.hang();
      // The pool notices its dropped connections; from now on every request needs a new connection, which hangs.
      await new Promise((resolve) => setTimeout(resolve, 200));
      // More requests at once than the pool has connections: none waits past the connect timeout.
      const started = Date.now();
      const answers = await Promise.all([...Array.from({ length: 15 }, readProxied), proxied.app.inject('/readyz')]);
      const tookMs = Date.now() - started;
      expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(503));
      expect(new Set(answers.slice(0, 15).map((a) => a.json().code))).toEqual(new Set(['UNAVAILABLE']));
      // They did wait for the connect timeout (nothing answered), and not longer.
      expect(tookMs).toBeGreaterThanOrEqual(POOL_SETTINGS.connectionTimeoutMillis - 100);
      expect(tookMs).toBeLessThan(POOL_SETTINGS.connectionTimeoutMillis + 1_500);

      relay.resume();
      const back = Date.now();
      const servedAfterMs = await waitFor(async () => ((await readProxied()).statusCode === 200 ? Date.now() - back : undefined));
      console.info(`database host not answering: 15 reads and /readyz answered 503 within ${tookMs} ms; served again ${servedAfterMs} ms after it answered`);
      expect(servedAfterMs).toBeLessThan(2_000);
    } finally {
      await relay.close();
    }
  });

  it('records a send made just before the database stopped as sent, once, when it returns', async () => {
    // A message as a claim leaves it (sending, its attempt counted, under a 2-minute lease), so the app's own worker
    // leaves it alone.
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ kind: 'company', toAddress: 'sales@radhe.example', subject: 'Sent, then the database stopped', text: 't', html: 'h', status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() + 120_000) })
      .returning();
    let sends = 0;
    const transport = {
      async send() {
        sends += 1;
        // The relay took the message; the database goes away before the worker can record it, for about a second.
        cluster.stopImmediately();
        setTimeout(() => cluster.start(), 1_000);
      },
      close() {},
    };
    expect(await deliver(database.db, transport, FROM, [row])).toEqual({ sent: 1, failed: 0 });
    expect(sends).toBe(1);
    const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect({ status: after.status, attempts: after.attempts, lockedUntil: after.lockedUntil }).toEqual({ status: 'sent', attempts: 1, lockedUntil: null });
  });
});
