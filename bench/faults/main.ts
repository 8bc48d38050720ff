/**
 * The fault suite, `npm run faults`. Starts the real server (`node server/main.ts`,
 * a child process with its own DATA_DIR, a redis-server of its own and an SMTP peer it controls) on PGlite, then
 * on PostgreSQL when DATABASE_URL is set (a fresh database `faults_suite` on that server), and runs:
 *   1. mixed load (catalogue reads, enquiries with unique e-mails, admin product writes and uploads with a bearer
 *      token) for 60 s (`--short`: 15 s) while, on PostgreSQL, the server's connections are terminated three times
 *      (pg_terminate_backend from a second connection), Redis is stopped and started, and the SMTP peer refuses
 *      every message (451) for 20 s (5 s);
 *   2. kill -9 of the server in the middle of enquiry writes, product writes and uploads, then a start again;
 *   3. the hostile inputs of bench/faults/hostile.ts (the spoofed X-Forwarded-For on a server with the real
 *      per-address allowance, 5, the others with high allowances).
 * Then it lets the mail outbox drain (a message claimed by the killed server waits for its lease, OUTBOX_LEASE_MS,
 * 10 s here) and
 * prints one table: scenario, requests, 5xx, process exits, enquiries sent (200) vs stored vs mailed, catalogue
 * rows and blobs before vs after.
 *
 * The bar (exit code 1 when missed): no process exit but the deliberate kill; no 5xx but 503, and 503 only
 * while a fault is on (from its start to 2 s after its end); every accepted enquiry stored, and every stored
 * enquiry's messages received by the SMTP peer exactly once; every product the suite wrote complete (no partial
 * row); every blob a row names present; no file under the blob folder but the ones before, and uploads whose
 * bytes are exactly those sent (no orphan or partial blob); `.tmp` empty after the restart.
 *
 * Safety: every request goes to 127.0.0.1 (servers on 3450-3451, SMTP peers 3460-3461, Redis 3470-3471), every loop is bounded in count and time.
 * Needs `npm run build` first (the pages it reads) and `redis-server` on PATH. `npm test` runs the short form last
 * (`npm run test:faults`, about 5 minutes for both databases); the long one is `npm run faults`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, dropDatabase } from '../../server/db/admin.ts';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { categories, enquiries, mailOutbox, products } from '../../server/db/schema.ts';
import { seedDemoCatalog } from '../../server/demo/seed/index.ts';
import { ensureMarketingMedia } from '../../server/demo/seed/marketing.ts';
import { createDiskBlobStore, TEMP_FOLDER } from '../../server/storage/disk.ts';
import { signToken } from '../../server/test/auth.ts';
import { startRedisServer, type TestRedis } from '../../server/test/redis-server.ts';
import { startSmtpPeer, type SmtpPeer } from '../../server/test/smtp-peer.ts';
import { Load, sha256, type ScenarioRow } from '../harness/load.ts';
import { ENQUIRY_TO, enquirer, isCompleteSuiteProduct, productWriter, suiteUploadName, uploader, type WriteTarget } from '../harness/workers.ts';
import { LOOPBACK, SiteProcess, sleep } from '../harness/site-process.ts';
import { malformedMultipart, nulBytes, oversizedBodies, randomUrlLoop, slowBodies, spoofedForwardedFor, type ScenarioResult } from './hostile.ts';

const SHORT = process.argv.includes('--short');
const LOAD_MS = SHORT ? 15_000 : 60_000;
const SMTP_REFUSE_MS = SHORT ? 5_000 : 20_000;
/** The servers' SMTP timeout and outbox lease (OUTBOX_LEASE_MS must be at least 5 × SMTP_TIMEOUT_MS: config.ts). */
const SMTP_TIMEOUT_MS = 2_000;
const OUTBOX_LEASE_MS = 10_000;
/** 503 is allowed from a fault's start until 2 s after its end. */
const FAULT_LOAD = { allowedStatuses: [503], graceMs: 2_000 };
const ROOT = '/tmp/faults';
/** The hostile scenarios' visitor e-mail (bench/faults/hostile.ts VISITOR). */
const HOSTILE_EMAIL = 'fault-suite@radhe-therm.example';
/** One line of the table. */
interface Row extends ScenarioRow {
  /** E-mails of enquiries answered 200; null when the scenario sends none it can name. */
  accepted: string[] | null;
  /** E-mails of enquiries sent without an answer (in flight at the kill): stored or not, mailed once if stored. */
  unanswered: string[];
  /** Enquiries answered 200 without a name (the spoofing scenario: all with HOSTILE_EMAIL). */
  acceptedAnonymous?: number;
  rowsBefore: number;
  rowsAfter: number;
  blobsBefore: number;
  blobsAfter: number;
  // Filled in after the outbox drained.
  stored?: number;
  mailed?: number;
}

/** What the suite knows of the site's data at one moment (taken with the server stopped). */
interface Snapshot {
  categories: number;
  products: Array<{ id: string; name: string; description: string; properties: unknown }>;
  enquiryByEmail: Map<string, string[]>;
  outbox: Array<{ enquiryId: string | null; toAddress: string; status: string; attempts: number; lastError: string | null }>;
  /** Blob files (path relative to the blob folder → size), `.tmp` excluded. */
  blobs: Map<string, number>;
  tmp: string[];
  /** Blob paths rows name that are not there. */
  missingBlobs: string[];
}

/** Everything one database's run shares (and what the writing workers write with: WriteTarget). */
interface Context extends WriteTarget {
  kind: 'PGlite' | 'PostgreSQL';
  port: number;
  dataDir: string;
  blobDir: string;
  databaseUrl?: string;
  redis: TestRedis;
  peer: SmtpPeer;
  /** While true the SMTP peer refuses every message with 451. */
  refusing: { on: boolean };
  /** When each message the peer accepted arrived, by `enquiryId|to` (duplicates show two times). */
  arrivals: Map<string, number[]>;
  /** When the server was killed (-9), for the report of duplicates. */
  killedAt?: number;
  productIds: string[];
  server: SiteProcess;
  rows: Row[];
}

/** Files under `dir` (recursive), as paths relative to `root`. */
async function walk(root: string, dir = root): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(root, path)));
    else out.push(relative(root, path));
  }
  return out;
}

/** Reads the site's data (the server must be stopped: PGlite has one user at a time). */
async function snapshot(ctx: Context): Promise<Snapshot> {
  const handle = await openDatabase({ databaseUrl: ctx.databaseUrl, dataDir: ctx.dataDir });
  try {
    const { db } = handle;
    const cats = await db.select({ vendor: categories.vendor, imagePath: categories.imagePath }).from(categories);
    const prods = await db.select().from(products);
    const enq = await db.select({ id: enquiries.id, email: enquiries.email }).from(enquiries);
    const outbox = await db
      .select({ enquiryId: mailOutbox.enquiryId, toAddress: mailOutbox.toAddress, status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox);
    const files = await walk(ctx.blobDir);
    const blobs = new Map<string, number>();
    const tmp: string[] = [];
    for (const file of files) {
      if (file.startsWith(`${TEMP_FOLDER}/`)) tmp.push(file);
      else blobs.set(file, (await stat(join(ctx.blobDir, file))).size);
    }
    const named = [
      ...cats.map((c) => [c.vendor, c.imagePath] as const),
      ...prods.flatMap((p) => [p.imagePath, ...p.otherImages, ...p.configurations.map((c) => c.value)].map((path) => [p.vendor, path] as const)),
    ];
    const missingBlobs = named.filter(([vendor, path]) => path && !blobs.has(`${vendor}/${path}`)).map(([vendor, path]) => `${vendor}/${path}`);
    const enquiryByEmail = new Map<string, string[]>();
    for (const e of enq) enquiryByEmail.set(e.email, [...(enquiryByEmail.get(e.email) ?? []), e.id]);
    return {
      categories: cats.length,
      products: prods.map((p) => ({ id: p.id, name: p.name, description: p.description, properties: p.properties })),
      enquiryByEmail,
      outbox,
      blobs,
      tmp,
      missingBlobs,
    };
  } finally {
    await handle.close();
  }
}

/**
 * Data checks between two snapshots: no partial product of the suite's, no row naming a missing blob, no blob
 * but the ones before and complete uploads, `.tmp` empty.
 */
async function integrityProblems(ctx: Context, before: Snapshot, after: Snapshot): Promise<string[]> {
  const problems: string[] = [];
  for (const p of after.products) {
    if (!ctx.writtenProducts.has(p.id)) continue;
    if (!isCompleteSuiteProduct('fault', p)) problems.push(`partial product row ${p.id}`);
  }
  const beforeIds = new Set(before.products.map((p) => p.id));
  for (const p of before.products) if (!after.products.some((q) => q.id === p.id)) problems.push(`product ${p.id} lost`);
  for (const p of after.products) if (!beforeIds.has(p.id) && !ctx.writtenProducts.has(p.id)) problems.push(`unknown product ${p.id}`);
  if (after.categories < before.categories) problems.push(`categories ${before.categories} → ${after.categories}`);
  problems.push(...after.missingBlobs.map((path) => `a row names a missing blob ${path}`));
  for (const [path, size] of after.blobs) {
    if (before.blobs.has(path)) {
      if (before.blobs.get(path) !== size) problems.push(`blob ${path} changed size`);
      continue;
    }
    const name = suiteUploadName('fault', path);
    const sent = name ? ctx.uploads.get(name) : undefined;
    if (!sent) problems.push(`orphan blob ${path}`);
    else if (sha256(await readFile(join(ctx.blobDir, path))) !== sent) problems.push(`partial blob ${path}`);
  }
  if (after.tmp.length > 0) problems.push(`${after.tmp.length} file(s) left in ${TEMP_FOLDER}`);
  return problems;
}

/** The key of one outbox message at the SMTP peer: its enquiry and recipient. */
const mailKey = (enquiryId: string | null | undefined, to: string) => `${enquiryId}|${to.toLowerCase()}`;

const catalogueRows = (s: Snapshot) => s.categories + s.products.length;

/** One request to the server under test, counted by `load`. */
const request = (load: Load, ctx: Context, path: string, init: RequestInit = {}) => load.request(`${ctx.server.base}${path}`, init);

const adminHeaders = (ctx: Context) => ({ authorization: `Bearer ${ctx.token}` });


async function reader(load: Load, ctx: Context): Promise<void> {
  for (let i = 0; load.open; i += 1) {
    const paths = [
      '/api/Categories/radhe',
      `/api/Products/${ctx.productIds[i % ctx.productIds.length]}`,
      '/in',
      `/media/radhe/${ctx.imagePaths[i % ctx.imagePaths.length]}`,
    ];
    await request(load, ctx, paths[i % paths.length]);
  }
}

/** Ends every connection of the site's database but the caller's (PostgreSQL only). */
async function terminateConnections(ctx: Context): Promise<number> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Stops the server, reads the data, starts it again (with `overrides`). */
async function pause(ctx: Context, overrides: NodeJS.ProcessEnv = {}): Promise<Snapshot> {
  await ctx.server.stop();
  const s = await snapshot(ctx);
  await ctx.server.start(overrides);
  return s;
}

async function mixedLoad(ctx: Context, png: Buffer): Promise<void> {
  const before = await pause(ctx);
  const exitsBefore = ctx.server.unexpectedExits;
  const load = new Load(LOAD_MS, FAULT_LOAD);
  const notes: string[] = [];
  const at = (fraction: number) => sleep(Math.max(0, load.started + fraction * LOAD_MS - Date.now()));
  const faults = (async () => {
    const steps: Array<[number, () => Promise<void>]> = [];
    if (ctx.databaseUrl) {
      for (const fraction of [0.15, 0.35, 0.55]) {
        steps.push([
          fraction,
          async () => {
            const end = load.fault();
            notes.push(`terminated ${await terminateConnections(ctx)} connections at ${fraction * 100}%`);
            end();
          },
        ]);
      }
    }
    let endRedis = () => {};
    steps.push([0.25, async () => ((endRedis = load.fault()), await ctx.redis.stop())]);
    steps.push([0.45, async () => (await ctx.redis.start(), endRedis())]);
    steps.push([
      0.6,
      async () => {
        const end = load.fault();
        ctx.refusing.on = true;
        await sleep(SMTP_REFUSE_MS);
        ctx.refusing.on = false;
        end();
      },
    ]);
    steps.sort((a, b) => a[0] - b[0]);
    const running: Array<Promise<void>> = [];
    for (const [fraction, step] of steps) {
      await at(fraction);
      running.push(step());
    }
    await Promise.all(running);
  })();
  await Promise.all([
    faults,
    ...Array.from({ length: 3 }, () => reader(load, ctx)),
    ...Array.from({ length: 2 }, (_, i) => enquirer(load, ctx, `load${i}`)),
    productWriter(load, ctx, 'load'),
    uploader(load, ctx, 'load', png, 500),
  ]);
  notes.push(`Redis stopped ${(0.2 * LOAD_MS) / 1000} s, SMTP refusing ${SMTP_REFUSE_MS / 1000} s`);
  const after = await pause(ctx);
  ctx.rows.push(
    loadRow(
      `mixed load ${LOAD_MS / 1000} s under faults`,
      load,
      ctx.server.unexpectedExits - exitsBefore,
      before,
      after,
      [...load.bad.slice(0, 10), ...(load.bad.length > 10 ? [`… ${load.bad.length - 10} more bad 5xx`] : []), ...(await integrityProblems(ctx, before, after))],
      [...notes, `statuses ${JSON.stringify(load.statuses)}`],
    ),
  );
}

/** A scenario's row from its load and the data before and after it: counts of what the load saw, rows and blobs. */
function loadRow(scenario: string, load: Load, exits: number, before: Snapshot, after: Snapshot, problems: string[], notes: string[]): Row {
  return {
    scenario,
    requests: load.requests,
    fiveXx: load.fiveXx,
    exits,
    accepted: load.accepted,
    unanswered: load.unanswered,
    rowsBefore: catalogueRows(before),
    rowsAfter: catalogueRows(after),
    blobsBefore: before.blobs.size,
    blobsAfter: after.blobs.size,
    problems,
    notes,
  };
}

async function killDuringWrites(ctx: Context, png: Buffer): Promise<void> {
  const before = await pause(ctx);
  const exitsBefore = ctx.server.unexpectedExits;
  const load = new Load(30_000, FAULT_LOAD);
  const workers = Promise.all([
    ...Array.from({ length: 2 }, (_, i) => enquirer(load, ctx, `kill${i}`)),
    productWriter(load, ctx, 'kill'),
    ...Array.from({ length: 2 }, (_, i) => uploader(load, ctx, `kill${i}`, png, 0)),
  ]);
  await sleep(2_000 + Math.random() * 1_000);
  ctx.killedAt = Date.now();
  await ctx.server.stop('SIGKILL');
  await sleep(200);
  load.stopped = true;
  await workers;
  const leftovers = (await walk(join(ctx.blobDir, TEMP_FOLDER))).length;
  // Start (the sweep of leftovers runs here), then stop to read the data.
  await ctx.server.start();
  const after = await pause(ctx);
  // Requests that failed because the server was gone are expected here; what matters is the data.
  ctx.rows.push(
    loadRow('kill -9 during writes and uploads, restart', load, ctx.server.unexpectedExits - exitsBefore, before, after, [...load.bad, ...(await integrityProblems(ctx, before, after))], [
      `${leftovers} file(s) in ${TEMP_FOLDER} right after the kill, ${after.tmp.length} after the restart`,
      `statuses ${JSON.stringify(load.statuses)}`,
    ]),
  );
}

async function hostile(ctx: Context): Promise<void> {
  const before = await pause(ctx);
  const base = ctx.server.base;
  const results: ScenarioResult[] = [];
  const exits: number[] = [];
  const run = async (scenario: () => Promise<ScenarioResult>) => {
    const exitsBefore = ctx.server.unexpectedExits;
    results.push(await scenario());
    exits.push(ctx.server.unexpectedExits - exitsBefore);
  };
  await run(() => nulBytes(base));
  await run(() => malformedMultipart(base, { adminHeaders: adminHeaders(ctx) }));
  await run(() => randomUrlLoop(base, SHORT ? { timeLimitMs: 5_000, maxRequests: 500 } : {}));
  await run(() => oversizedBodies(base));
  await run(() => slowBodies(base, SHORT ? { timeLimitMs: 40_000 } : {}));
  // The real per-address allowance for the spoofing scenario ("What broke" 3).
  await ctx.server.stop();
  await ctx.server.start({ CONTACT_RATE_LIMIT_PER_ADDRESS: '5', TRUST_PROXY: '1' });
  await run(() => spoofedForwardedFor(base));
  const after = await pause(ctx);
  const problems = await integrityProblems(ctx, before, after);
  results.forEach((r, i) => {
    const spoof = r.scenario === 'spoofed X-Forwarded-For';
    const accepted = r.statuses['200'] ?? 0;
    ctx.rows.push({
      scenario: `hostile: ${r.scenario}`,
      requests: r.requests,
      fiveXx: r.fiveXx,
      exits: exits[i],
      accepted: spoof ? [] : null,
      acceptedAnonymous: spoof ? accepted : undefined,
      unanswered: [],
      rowsBefore: catalogueRows(before),
      rowsAfter: catalogueRows(after),
      blobsBefore: before.blobs.size,
      blobsAfter: after.blobs.size,
      problems: [
        ...(r.fiveXx > 0 ? [`${r.fiveXx} answers of 5xx`] : []),
        ...(spoof && accepted > 5 ? [`${accepted} enquiries accepted past an allowance of 5 per address`] : []),
        ...(i === results.length - 1 ? problems : []),
      ],
      notes: [`statuses ${JSON.stringify(r.statuses)}`, ...r.notes],
    });
  });
}

/** Waits (server running) until the SMTP peer holds a message for every outbox row, then checks each enquiry. */
async function drainAndCount(ctx: Context): Promise<void> {
  const before = await snapshot(ctx); // the server is stopped after the last scenario
  const key = mailKey;
  const wanted = new Set(before.outbox.map((m) => key(m.enquiryId, m.toAddress)));
  await ctx.server.start();
  // The backlog drains at OUTBOX_CONCURRENCY messages at a time: allow 200 s plus 50 ms a message, at most 15 min.
  const deadline = Date.now() + Math.min(200_000 + 50 * wanted.size, 900_000);
  // The peer answers the server from this process: the check must stay cheap, or a busy loop here delays the peer's
  // answers past the server's SMTP timeout and every send of the drain fails (a CI run once checked each of 2,600
  // wanted messages against a set rebuilt from 5,000 mails: seconds of blocked event loop a second).
  const missing = () => {
    const arrived = new Set(ctx.peer.mails.flatMap((m) => m.envelope.to.map((to) => key(m.enquiryId, to))));
    return [...wanted].some((k) => !arrived.has(k));
  };
  while (Date.now() < deadline && missing()) await sleep(1_000);
  // A message can arrive and still be claimed: sent by a server killed before it recorded the send. Once its lease
  // has run out this server sends it again (at least once), so wait a lease and two polls more, then count.
  await sleep(OUTBOX_LEASE_MS + 2 * 500 + 2_000);
  await ctx.server.stop();
  const after = await snapshot(ctx);
  const received = new Map<string, number>();
  for (const m of ctx.peer.mails) for (const to of m.envelope.to) received.set(key(m.enquiryId, to), (received.get(key(m.enquiryId, to)) ?? 0) + 1);
  // Delivery is at least once (docs/operations.md "Delivery is at least once"): a second copy is allowed only for a
  // message the server sent again because its earlier attempt ended without a recorded success (attempts > 1:
  // the relay took it but the answer was lost, or the server died before recording it). Such copies are counted.
  const copiesAllowed = (m: Snapshot['outbox'][number]) => (m.attempts > 1 ? 2 : 1);
  const mailedOnce = (id: string) => {
    const messages = after.outbox.filter((m) => m.enquiryId === id);
    return messages.length > 0 && messages.every((m) => m.status === 'sent' && (received.get(key(id, m.toAddress)) ?? 0) >= 1 && (received.get(key(id, m.toAddress)) ?? 0) <= copiesAllowed(m));
  };
  /** Why `id` is not mailed once, e.g. `sales@… sent, attempts 1, received 2` for each of its messages (the report's notes). */
  const mailedHow = (id: string) =>
    after.outbox
      .filter((m) => m.enquiryId === id)
      .map((m) => `${m.toAddress} ${m.status}, attempts ${m.attempts}, received ${received.get(key(id, m.toAddress)) ?? 0}${m.lastError ? ` (last error: ${m.lastError})` : ''}`)
      .join('; ') || 'no outbox rows';
  const explain = (row: Row, ids: string[]) => {
    const missed = ids.filter((id) => !mailedOnce(id));
    for (const id of missed.slice(0, 5)) row.notes.push(`enquiry ${id} not mailed once: ${mailedHow(id)}`);
  };
  for (const row of ctx.rows) {
    if (row.accepted === null) continue;
    if (row.acceptedAnonymous !== undefined) {
      const ids = after.enquiryByEmail.get(HOSTILE_EMAIL) ?? [];
      row.stored = ids.length;
      row.mailed = ids.filter(mailedOnce).length;
      if (row.stored !== row.acceptedAnonymous) row.problems.push(`${row.acceptedAnonymous} accepted, ${row.stored} stored`);
      if (row.mailed !== row.stored) row.problems.push(`${row.stored - row.mailed} stored enquiries not mailed exactly once`);
      explain(row, ids);
      continue;
    }
    const ids = row.accepted.map((email) => after.enquiryByEmail.get(email) ?? []);
    row.stored = ids.filter((found) => found.length === 1).length;
    row.mailed = ids.filter((found) => found.length === 1 && mailedOnce(found[0])).length;
    if (row.stored !== row.accepted.length) row.problems.push(`${row.accepted.length - row.stored} accepted enquiries not stored (or stored twice)`);
    if (row.mailed !== row.stored) row.problems.push(`${row.stored - row.mailed} stored enquiries not mailed exactly once`);
    explain(row, ids.filter((found) => found.length === 1).map((found) => found[0]));
    const inFlight = row.unanswered.flatMap((email) => after.enquiryByEmail.get(email) ?? []);
    if (row.unanswered.length > 0) row.notes.push(`${row.unanswered.length} enquiries unanswered at the kill: ${inFlight.length} stored, ${inFlight.filter(mailedOnce).length} of them mailed once`);
    if (inFlight.some((id) => !mailedOnce(id))) row.problems.push('an enquiry stored at the kill was not mailed exactly once');
  }
  const clock = (at: number) => new Date(at).toISOString().slice(11, 23);
  const attemptsOf = new Map(after.outbox.map((m) => [key(m.enquiryId, m.toAddress), m]));
  for (const [k, times] of ctx.arrivals) {
    if (times.length < 2) continue;
    const killed = ctx.killedAt ? ` (kill -9 at ${clock(ctx.killedAt)})` : '';
    const message = attemptsOf.get(k);
    const line = `message ${k} received ${times.length} times, at ${times.map(clock).join(', ')}${killed}`;
    if (message && times.length <= copiesAllowed(message)) ctx.rows[ctx.rows.length - 1].notes.push(`${line}: a retry after an attempt without a recorded success (${message.attempts} attempts; at least once)`);
    else ctx.rows[ctx.rows.length - 1].problems.push(line);
  }
}

/** Prepares a fresh database and blob folder, starts Redis, the SMTP peer and the server, runs the scenarios. */
async function runOn(kind: Context['kind'], offset: number, png: Buffer): Promise<Row[]> {
  const dir = join(ROOT, kind.toLowerCase());
  await rm(dir, { recursive: true, force: true });
  const dataDir = join(dir, 'data');
  const blobDir = join(dataDir, 'blobs');
  await mkdir(blobDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (kind === 'PostgreSQL') {
    await dropDatabase(process.env.DATABASE_URL!, 'faults_suite');
    databaseUrl = await createDatabase(process.env.DATABASE_URL!, 'faults_suite');
  }
  const port = 3450 + offset;
  const base = `http://${LOOPBACK}:${port}`;
  const refusing = { on: false };
  const arrivals = new Map<string, number[]>();
  const peer = await startSmtpPeer({
    port: 3460 + offset,
    respond: (mail) => {
      if (refusing.on) throw Object.assign(new Error('refusing for the fault suite'), { responseCode: 451 });
      for (const to of mail.envelope.to) arrivals.set(mailKey(mail.enquiryId, to), [...(arrivals.get(mailKey(mail.enquiryId, to)) ?? []), Date.now()]);
    },
  });
  const redis = await startRedisServer({ port: 3470 + offset });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: String(port),
    PUBLIC_URL: base,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    BLOB_DIR: blobDir,
    SEED_ON_START: 'false',
    SERVER_RENDER: existsSync('dist/ssr/entry-server.js') ? 'true' : 'false',
    REDIS_URL: redis.url,
    SMTP_URL: peer.url,
    ENQUIRY_TO,
    OUTBOX_POLL_MS: '500',
    // A short lease (the peer is local and answers at once), so a message the kill -9 left claimed is sent again
    // within the drain rather than after the default 2 minutes.
    SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
    OUTBOX_LEASE_MS: String(OUTBOX_LEASE_MS),
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT_PER_ADDRESS: '1000000',
    CONTACT_RATE_LIMIT_PER_EMAIL: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // Seed, and mint an administrator's token with the embedded provider's key (created here, used by the server).
  const handle = await openDatabase({ databaseUrl, dataDir });
  let token: string, productRows: Array<{ id: string; imagePath: string }>, categoryId: string;
  try {
    await migrateDatabase(handle);
    const blobs = createDiskBlobStore(blobDir);
    await seedDemoCatalog(handle.db, blobs, { info: () => {} });
    await ensureMarketingMedia(blobs);
    const config = loadConfig(env);
    token = await signToken({ config, database: handle }, { roles: ['admin'], name: 'Fault Suite', email: 'faults@radhe-therm.example' }, { expiresInS: 3_600 });
    productRows = (await handle.db.select({ id: products.id, imagePath: products.imagePath, vendor: products.vendor }).from(products)).filter((p) => p.vendor === 'radhe' && p.imagePath);
    categoryId = (await handle.db.select({ id: categories.id, vendor: categories.vendor }).from(categories)).find((c) => c.vendor === 'radhe')!.id;
  } finally {
    await handle.close();
  }
  const ctx: Context = {
    suite: 'fault',
    base,
    kind,
    port,
    dataDir,
    blobDir,
    databaseUrl,
    redis,
    peer,
    refusing,
    arrivals,
    token,
    productIds: productRows.map((p) => p.id),
    imagePaths: productRows.map((p) => p.imagePath),
    categoryId,
    uploads: new Map(),
    writtenProducts: new Set(),
    server: new SiteProcess(base, env, dir),
    rows: [],
  };
  try {
    await ctx.server.start();
    console.error(`[faults] ${kind}: mixed load`);
    await mixedLoad(ctx, png);
    console.error(`[faults] ${kind}: kill -9`);
    await killDuringWrites(ctx, png);
    console.error(`[faults] ${kind}: hostile inputs`);
    await hostile(ctx);
    await ctx.server.stop();
    console.error(`[faults] ${kind}: waiting for the outbox to drain`);
    await drainAndCount(ctx);
    ctx.rows[0].problems.push(...ctx.server.exitNotes);
    return ctx.rows;
  } finally {
    await ctx.server.stop('SIGKILL');
    await redis.stop();
    await peer.stop();
  }
}

/** The table (markdown) and whether every row met the bar. */
function report(runs: Array<[string, Row[]]>): { table: string; ok: boolean } {
  const lines = [
    '| database | scenario | requests | 5xx | exits | enquiries sent / stored / mailed | catalogue rows before → after | blobs before → after | bar |',
    '|---|---|---:|---:|---:|---|---|---|---|',
  ];
  const details: string[] = [];
  let ok = true;
  for (const [kind, rows] of runs) {
    for (const r of rows) {
      const sent = r.acceptedAnonymous ?? r.accepted?.length;
      const enquiriesCell = sent === undefined ? '—' : `${sent} / ${r.stored ?? '?'} / ${r.mailed ?? '?'}`;
      const pass = r.problems.length === 0 && r.exits === 0;
      ok &&= pass;
      lines.push(
        `| ${kind} | ${r.scenario} | ${r.requests} | ${r.fiveXx} | ${r.exits} | ${enquiriesCell} | ${r.rowsBefore} → ${r.rowsAfter} | ${r.blobsBefore} → ${r.blobsAfter} | ${pass ? 'met' : 'MISSED'} |`,
      );
      details.push(`- ${kind}, ${r.scenario}: ${[...r.notes, ...r.problems.map((p) => `PROBLEM: ${p}`)].join('; ')}`);
    }
  }
  return { table: `${lines.join('\n')}\n\n${details.join('\n')}`, ok };
}

if (import.meta.main) {
  const started = Date.now();
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web/index.html is missing: run `npm run build` first (the suite reads pages)');
  await mkdir(ROOT, { recursive: true });
  const noise = randomBytes(640 * 640 * 3);
  const png = await sharp(noise, { raw: { width: 640, height: 640, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  const runs: Array<[string, Row[]]> = [['PGlite', await runOn('PGlite', 0, png)]];
  if (process.env.DATABASE_URL) runs.push(['PostgreSQL', await runOn('PostgreSQL', 1, png)]);
  else if (process.env.CI) throw new Error('[faults] DATABASE_URL is not set: CI runs the suite on PostgreSQL too');
  else console.error('[faults] DATABASE_URL not set: PostgreSQL skipped');
  const { table, ok } = report(runs);
  console.log(`fault suite${SHORT ? ' (--short)' : ''}, ${Math.round((Date.now() - started) / 1000)} s\n\n${table}`);
  process.exitCode = ok ? 0 : 1;
}
