/**
 * The fleet test, `npm run fleet` (`--short` in `npm test`): the built site as three production instances behind a
 * real load balancer, sharing what a deployment shares, and what an operator does to such a fleet.
 *
 * Parts, all on 127.0.0.1 and all started and stopped here: HAProxy from Debian (bench/fleet/balancer.ts: round
 * robin, health checks on /readyz), three `node server/main.ts` (3480-3482), one PostgreSQL database
 * `fleet_suite` on the server at DATABASE_URL (required), a redis-server of its own (3492), Azurite as the blob
 * storage, one SMTP peer (3491) and an OTLP receiver (3494).
 *
 * Scenarios, in order:
 *   1. first start: the three instances start at once against an empty database (each ready within 240 s); the
 *      migrations and the demo catalogue must run exactly once (one row per migration, the demo rows once, one
 *      "demo catalogue loaded" line in the three logs);
 *   2. sign-in: the embedded provider's code flow with each step on another instance (authorize on s1, the login
 *      page on s2, the password on s3, the token on s2), then the access token on every instance and a refresh on s3;
 *   3. mixed load through the balancer (page views, API reads, searches, media, enquiries with and without
 *      attachments, product writes and uploads by the signed-in administrator) for 60 s (`--short`: 15 s), during
 *      which s2 is killed with SIGKILL and started again, then every instance in turn is stopped with SIGTERM and
 *      started again (a rolling update);
 *   4. an edit: a product renamed through s1, then read through the balancer until every instance has served the
 *      new name; the time it took is reported;
 *   5. telemetry: every instance exports traces and metrics over OTLP to a receiver of the test's
 *      (bench/fleet/otlp-receiver.ts): request spans by route, PostgreSQL and Redis spans inside them, a caller's
 *      traceparent continued, the site's metrics; every log line of a request carries its trace id.
 * Then the mail outbox drains, the sweep of orphan attachments runs (ATTACHMENT_ORPHAN_AGE_MS 4 s here: an enquiry
 * killed before it was stored leaves its files behind until then), and the data is read from PostgreSQL and Azurite.
 *
 * The bar (exit code 1 when missed): no exit nobody asked for; SIGTERM ends each instance with code 0 within
 * 15 s; no 5xx and no request without an answer, but for a request in flight at the SIGKILL (sent before it,
 * answered after it: a 502, 503 or 504, or no answer); every accepted enquiry stored once and each of its messages
 * received by the SMTP peer at least once, a second copy only for a message sent again after an attempt without a
 * recorded success; every product written complete; no orphan or partial blob (every new image blob is an upload
 * of ours with its exact bytes, every attachment blob named by an attachment row and every row's blob present);
 * the edit served by every instance within 5 s; every telemetry check above.
 *
 * Needs `npm run build` first, `haproxy` and `redis-server` on PATH and DATABASE_URL (its role may create
 * databases); without DATABASE_URL it says so and skips, except in CI (CI=true), where that is an error. Prints one table (markdown).
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, dropDatabase } from '../../server/db/admin.ts';
import { planDemoCatalog } from '../../server/demo/seed/index.ts';
import { ENQUIRY_FILES_CONTAINER } from '../../server/enquiries/attachments.ts';
import { UNTRACED_PATHS } from '../../server/telemetry/sdk.ts';
import { startAzurite, type AzuriteHandle } from '../../server/test/azurite-server.ts';
import { startRedisServer } from '../../server/test/redis-server.ts';
import { startSmtpPeer, type SmtpPeer } from '../../server/test/smtp-peer.ts';
import { Load, sha256, type ScenarioRow } from '../harness/load.ts';
import { ENQUIRY_TO, enquirer, isCompleteSuiteProduct, productWriter, suiteUploadName, uploader, type WriteTarget } from '../harness/workers.ts';
import { LOOPBACK, SiteProcess, sleep, type StopResult } from '../harness/site-process.ts';
import { DRAIN_MS, startBalancer, INSTANCE_HEADER, PIN_HEADER } from './balancer.ts';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver.ts';

const SHORT = process.argv.includes('--short');
const LOAD_MS = SHORT ? 15_000 : 60_000;
const ROOT = '/tmp/fleet';
const INSTANCES = ['s1', 's2', 's3'] as const;
const INSTANCE_PORT = 3480;
const BALANCER_PORT = 3490;
const SMTP_PORT = 3491;
const REDIS_PORT = 3492;
const OTLP_PORT = 3494;
const BASE = `http://${LOOPBACK}:${BALANCER_PORT}`;
/** The three instances' first start together on an empty database must end within this long. */
const FIRST_START_MS = 240_000;
/** SIGTERM must end an instance (in-flight requests finished) within this long. */
const GRACEFUL_STOP_MS = 15_000;
/** An edit must be served by every instance within this long. */
const EDIT_VISIBLE_MS = 5_000;
const OUTBOX_LEASE_MS = 10_000;
/** Attachments of an enquiry never stored (its instance was killed) are swept once this old, every half of it. */
const ATTACHMENT_ORPHAN_AGE_MS = 4_000;
/** One line of the table. */
interface Row extends ScenarioRow {
  /** Enquiries: answered 200 / stored / mailed (filled after the drain); '—' when the scenario sends none. */
  enquiries?: { accepted: string[]; unanswered: string[]; stored?: number; mailed?: number };
  result: string;
}

/** Everything the scenarios share (and what the writing workers write with: WriteTarget). */
interface Fleet extends WriteTarget {
  databaseUrl: string;
  instances: SiteProcess[];
  peer: SmtpPeer;
  azurite: AzuriteHandle;
  otlp: OtlpReceiver;
  password: string;
  clientId: string;
  productIds: string[];
  rows: Row[];
}

const pinned = (instance: string) => ({ [PIN_HEADER]: instance });

/** Runs `query` on the fleet's database. */
async function sql<T extends pg.QueryResultRow>(databaseUrl: string, query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every blob in Azurite: `container/path` → sha256 of its bytes. */
async function listBlobs(azurite: AzuriteHandle): Promise<Map<string, string>> {
  const service = BlobServiceClient.fromConnectionString(azurite.connectionString);
  const out = new Map<string, string>();
  for await (const container of service.listContainers()) {
    const client = service.getContainerClient(container.name);
    for await (const blob of client.listBlobsFlat()) {
      out.set(`${container.name}/${blob.name}`, sha256(await client.getBlobClient(blob.name).downloadToBuffer()));
    }
  }
  return out;
}

/** Lines of the instances' logs (JSON, production) whose `msg` is `msg`. */
async function logLines(fleet: Fleet, msg: string): Promise<number> {
  let n = 0;
  for (const instance of fleet.instances) {
    for (const file of instance.logs) {
      const text = existsSync(file) ? await readFile(file, 'utf8') : '';
      n += text.split('\n').filter((line) => line.includes(`"msg":${JSON.stringify(msg)}`)).length;
    }
  }
  return n;
}

/** Scenario 1: three instances start at once on an empty database. */
async function firstStart(fleet: Fleet): Promise<void> {
  const started = Date.now();
  // The first start migrates, loads the demo and draws its images (split between the three): on 2 cores beside the
  // browser suite that took more than a minute in CI.
  await Promise.all(fleet.instances.map((instance) => instance.start({}, FIRST_START_MS)));
  const ms = Date.now() - started;
  await sleep(500); // the last log lines reach their files
  const plan = planDemoCatalog();
  const journal = JSON.parse(await readFile('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  const [migrations] = await sql<{ n: number; distinct: number }>(fleet.databaseUrl, 'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
  const [rows] = await sql<{ categories: number; products: number }>(
    fleet.databaseUrl,
    'select (select count(*) from categories)::int as categories, (select count(*) from products)::int as products',
  );
  const loaded = await logLines(fleet, 'demo catalogue loaded');
  const present = await logLines(fleet, 'demo catalogue already present');
  const problems: string[] = [];
  if (migrations.n !== journal.entries.length || migrations.distinct !== journal.entries.length) problems.push(`${migrations.n} migration rows (${migrations.distinct} distinct) for ${journal.entries.length} migrations`);
  if (rows.categories !== plan.categories.length || rows.products !== plan.products.length) problems.push(`${rows.categories} categories and ${rows.products} products; the demo has ${plan.categories.length} and ${plan.products.length}`);
  if (loaded !== 1) problems.push(`"demo catalogue loaded" logged ${loaded} times`);
  fleet.rows.push({
    scenario: 'first start: three instances at once on an empty database',
    requests: 0,
    fiveXx: 0,
    exits: fleet.instances.reduce((n, i) => n + i.unexpectedExits, 0),
    result: `all ready in ${(ms / 1000).toFixed(1)} s; ${migrations.n} migrations, demo loaded ${loaded}× (${present}× already present)`,
    problems,
    notes: [`${rows.categories} categories, ${rows.products} products`],
  });
}

/** A cookie jar over fetch for the sign-in flow: each request pinned to one instance through the balancer. */
function browser() {
  const jar = new Map<string, string>();
  return async (instance: string, url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const res = await fetch(new URL(url, BASE), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...pinned(instance),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { res, servedBy: res.headers.get(INSTANCE_HEADER), text: await res.text() };
  };
}

/** Scenario 2: the code flow with PKCE, each step on another instance; the token works on every instance. */
async function signIn(fleet: Fleet): Promise<void> {
  const go = browser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${BASE}/`;
  const steps: string[] = [];
  const problems: string[] = [];
  const step = (what: string, r: { res: Response; servedBy: string | null }, expected: number) => {
    steps.push(`${what} ${r.res.status} on ${r.servedBy}`);
    if (r.res.status !== expected) throw new Error(`sign-in: ${what} answered ${r.res.status}, not ${expected}: ${steps.join(', ')}`);
  };
  const authorize = await go('s1', `/oidc/auth?${new URLSearchParams({ client_id: fleet.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email offline_access', code_challenge: challenge, code_challenge_method: 'S256', state: 'fleet' })}`);
  step('authorize', authorize, 303);
  const interaction = authorize.res.headers.get('location')!;
  step('login page', await go('s2', interaction), 200);
  const login = await go('s3', `${interaction}/login`, { method: 'POST', form: { email: 'admin@radhe-therm.example', password: fleet.password } });
  step('password', login, 303);
  const resume = await go('s1', login.res.headers.get('location')!);
  step('resume', resume, 303);
  const code = new URL(resume.res.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`sign-in: no code in ${resume.res.headers.get('location')}`);
  const tokenAnswer = await go('s2', '/oidc/token', { method: 'POST', form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: fleet.clientId, code_verifier: verifier } });
  step('token', tokenAnswer, 200);
  const tokens = JSON.parse(tokenAnswer.text) as { access_token: string; refresh_token?: string };
  fleet.token = tokens.access_token;
  for (const instance of INSTANCES) {
    const me = await fetch(`${BASE}/api/me`, { headers: { ...pinned(instance), authorization: `Bearer ${tokens.access_token}` } });
    steps.push(`/api/me ${me.status} on ${me.headers.get(INSTANCE_HEADER)}`);
    if (me.status !== 200 || me.headers.get(INSTANCE_HEADER) !== instance) problems.push(`/api/me on ${instance}: ${me.status} from ${me.headers.get(INSTANCE_HEADER)}`);
  }
  if (tokens.refresh_token) {
    const refreshed = await go('s3', '/oidc/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: fleet.clientId } });
    steps.push(`refresh ${refreshed.res.status} on ${refreshed.servedBy}`);
    if (refreshed.res.status !== 200) problems.push(`refresh on s3: ${refreshed.res.status} ${refreshed.text.slice(0, 200)}`);
  } else problems.push('no refresh token issued');
  fleet.rows.push({ scenario: 'sign in on one instance, work through the others', requests: steps.length, fiveXx: 0, exits: 0, result: steps.join(', '), problems, notes: [] });
}

async function reader(load: Load, fleet: Fleet): Promise<void> {
  for (let i = 0; load.open; i += 1) {
    const paths = [
      '/in',
      '/api/Categories/radhe',
      `/api/Products/${fleet.productIds[i % fleet.productIds.length]}`,
      `/api/Search/radhe?q=${['polymer insulator', 'arrester 33 kV', 'disc'][i % 3]}`,
      `/media/radhe/${fleet.imagePaths[i % fleet.imagePaths.length]}`,
      '/fd',
    ];
    await load.request(`${BASE}${paths[i % paths.length]}`);
  }
}

/** Scenario 3: mixed load through the balancer while one instance is killed and all are restarted in turn. */
async function mixedLoad(fleet: Fleet, png: Buffer, attachment: Buffer): Promise<void> {
  // Only 502/503/504 or no answer for a request in flight at the SIGKILL (sent before it, answered after it).
  const load = new Load(15 * 60_000, { allowedStatuses: [502, 503, 504], graceMs: 0, judgeNoAnswer: true });
  const exitsBefore = fleet.instances.reduce((n, i) => n + i.unexpectedExits, 0);
  const workers = Promise.all([
    reader(load, fleet),
    reader(load, fleet),
    enquirer(load, fleet, 'json'),
    enquirer(load, fleet, 'files', attachment),
    productWriter(load, fleet, 'load'),
    uploader(load, fleet, 'load', png, 200),
  ]);
  const notes: string[] = [];
  const problems: string[] = [];
  const at = (fraction: number) => sleep(Math.max(0, load.started + fraction * LOAD_MS - Date.now()));
  const stopped = (name: string, result: StopResult) => {
    notes.push(`${name} SIGTERM: exit ${result.code ?? result.signal} after ${result.ms} ms`);
    if (result.code !== 0 || result.ms > GRACEFUL_STOP_MS) problems.push(`${name} did not exit 0 within ${GRACEFUL_STOP_MS / 1000} s after SIGTERM (${result.code ?? result.signal}, ${result.ms} ms)`);
  };
  await at(0.15);
  const killed = fleet.instances[1];
  const endKill = load.fault();
  await killed.stop('SIGKILL');
  endKill();
  notes.push(`s2 killed at ${((Date.now() - load.started) / 1000).toFixed(1)} s`);
  await at(0.3);
  await killed.start();
  await at(0.45);
  const rollingFrom = Date.now();
  for (const [i, instance] of fleet.instances.entries()) {
    stopped(INSTANCES[i], await instance.stop('SIGTERM', GRACEFUL_STOP_MS * 2));
    await instance.start();
  }
  notes.push(`rolling restart ${((Date.now() - rollingFrom) / 1000).toFixed(1)} s`);
  await at(1);
  load.stopped = true;
  await workers;
  fleet.rows.push({
    scenario: `mixed load ${Math.round((Date.now() - load.started) / 1000)} s: SIGKILL of s2 and a start, then a rolling restart (SIGTERM each)`,
    requests: load.requests,
    fiveXx: load.fiveXx,
    exits: fleet.instances.reduce((n, i) => n + i.unexpectedExits, 0) - exitsBefore,
    enquiries: { accepted: load.accepted, unanswered: load.unanswered },
    result: `statuses ${JSON.stringify(load.statuses)}`,
    problems: [...load.bad, ...problems],
    notes: [...notes, `answers other than 2xx/3xx: ${JSON.stringify(load.refusals)}`],
  });
}

/** Scenario 4: a product renamed through s1, read through the balancer until every instance serves it. */
async function editReachesEveryInstance(fleet: Fleet): Promise<void> {
  const id = fleet.productIds[0];
  const product = (await (await fetch(`${BASE}/api/Products/${id}`)).json()) as Record<string, unknown>;
  const name = `Renamed by the fleet test ${randomUUID().slice(0, 6)}`;
  const saved = await fetch(`${BASE}/api/Products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fleet.token}`, ...pinned('s1') },
    body: JSON.stringify({ id, vendor: product.vendor, categoryId: product.categoryId, name, description: product.description, imagePath: product.imagePath, properties: product.properties, otherImages: product.otherImages, configurations: product.configurations }),
  });
  const savedAt = Date.now();
  const problems: string[] = [];
  if (saved.status !== 200) problems.push(`the save answered ${saved.status}: ${(await saved.text()).slice(0, 200)}`);
  const seen = new Map<string, number>();
  let requests = 0;
  while (problems.length === 0 && seen.size < INSTANCES.length && Date.now() - savedAt < 10_000) {
    const res = await fetch(`${BASE}/api/Products/${id}`);
    requests += 1;
    const instance = res.headers.get(INSTANCE_HEADER) ?? '?';
    if (res.ok && ((await res.json()) as { name: string }).name === name && !seen.has(instance)) seen.set(instance, Date.now() - savedAt);
  }
  const slowest = Math.max(...seen.values());
  if (seen.size < INSTANCES.length) problems.push(`only ${[...seen.keys()].join(', ') || 'no instance'} served the new name within 10 s`);
  else if (slowest > EDIT_VISIBLE_MS) problems.push(`the last instance served the edit after ${slowest} ms`);
  fleet.rows.push({
    scenario: 'an edit on s1, read through the balancer',
    requests: requests + 2,
    fiveXx: 0,
    exits: 0,
    result: seen.size === INSTANCES.length ? `served by all three within ${slowest} ms (${[...seen].map(([k, v]) => `${k} ${v} ms`).join(', ')})` : 'not served by all',
    problems,
    notes: [],
  });
}

/**
 * Scenario 5: what the instances exported to the OTLP receiver during the run, and their logs: request spans named
 * by route on every instance, database and Redis spans inside request traces, a caller's trace continued, the
 * site's metrics, and a trace id on every log line of a request.
 */
async function telemetry(fleet: Fleet): Promise<void> {
  const traceId = randomBytes(16).toString('hex');
  const traced = await fetch(`${BASE}/api/Categories/therm`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
  await sleep(3_000); // a batch of spans and a metric export from every instance
  const { spans, points } = fleet.otlp;
  const problems: string[] = [];
  const requestSpans = spans.filter((span) => span.kind === 2 && span.attributes['http.route']);
  const requestTraces = new Set(requestSpans.map((span) => span.traceId));
  // Each start of an instance is a new service.instance.id: at least one per instance.
  const instances = new Set(requestSpans.map((span) => span.instance));
  const dbSpans = spans.filter((span) => span.scope.includes('instrumentation-pg') && requestTraces.has(span.traceId));
  const redisSpans = spans.filter((span) => span.scope.includes('instrumentation-ioredis') && requestTraces.has(span.traceId));
  if (requestSpans.length === 0) problems.push('no request span with http.route');
  if (instances.size < INSTANCES.length) problems.push(`request spans from ${instances.size} instance(s), not ${INSTANCES.length}`);
  if (dbSpans.length === 0) problems.push('no PostgreSQL span inside a request trace');
  if (redisSpans.length === 0) problems.push('no Redis span inside a request trace');
  if (traced.status !== 200 || !spans.some((span) => span.traceId === traceId && span.attributes['http.route'] === '/api/Categories/:vendor')) problems.push("the caller's traceparent was not continued");
  const metricNames = new Set(points.map((p) => p.metric));
  for (const name of ['http.server.request.duration', 'site.enquiries', 'site.catalog_cache.lookups', 'site.mail_outbox.unsent', 'site.mail_outbox.oldest_unsent_age']) {
    if (!metricNames.has(name)) problems.push(`no ${name} metric`);
  }
  if (!points.some((p) => p.metric === 'http.server.request.duration' && p.attributes['http.route'])) problems.push('request durations without http.route');
  const accepted = points.filter((p) => p.metric === 'site.enquiries' && p.attributes.outcome === 'accepted');
  if (accepted.length === 0) problems.push('no accepted enquiry counted');
  let requestLines = 0;
  let withoutTrace = 0;
  for (const instance of fleet.instances) {
    for (const file of instance.logs) {
      for (const line of (await readFile(file, 'utf8')).split('\n')) {
        if (!line.includes('"reqId"')) continue;
        // A health probe is not traced (a warning from /readyz when the database is slow names its url).
        const { url } = JSON.parse(line) as { url?: unknown };
        if (typeof url === 'string' && UNTRACED_PATHS.has(url.split('?')[0]!)) continue;
        requestLines += 1;
        if (!line.includes('"trace_id"')) withoutTrace += 1;
      }
    }
  }
  if (withoutTrace > 0) problems.push(`${withoutTrace} of ${requestLines} request log lines without a trace_id`);
  fleet.rows.push({
    scenario: 'telemetry: OTLP traces and metrics, trace ids in the logs',
    requests: 1,
    fiveXx: 0,
    exits: 0,
    result: `${spans.length} spans from ${instances.size} instance starts (${requestSpans.length} requests, ${dbSpans.length} PostgreSQL, ${redisSpans.length} Redis), ${metricNames.size} metrics, ${requestLines - withoutTrace} of ${requestLines} request log lines with a trace id`,
    problems,
    notes: [`metrics: ${[...metricNames].sort().join(', ')}`],
  });
}

/** Waits until the outbox has sent everything (any instance may send), then checks the data of every scenario. */
async function drainAndCheck(fleet: Fleet, blobsBefore: Map<string, string>): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const [{ unsent }] = await sql<{ unsent: number }>(fleet.databaseUrl, "select count(*)::int as unsent from mail_outbox where status <> 'sent'");
    if (unsent === 0 || Date.now() > deadline) break;
    await sleep(1_000);
  }
  // The kill was long enough ago for its orphan attachments to be old: two sweeps more and they are gone.
  await sleep(ATTACHMENT_ORPHAN_AGE_MS);
  const results = await Promise.all(fleet.instances.map((instance) => instance.stop('SIGTERM', GRACEFUL_STOP_MS * 2)));
  const row = fleet.rows.find((r) => r.enquiries)!;
  results.forEach((result, i) => {
    if (result.code !== 0) row.problems.push(`${INSTANCES[i]} exited ${result.code ?? result.signal} at the end`);
  });
  const enquiries = await sql<{ id: string; email: string }>(fleet.databaseUrl, 'select id, email from enquiries');
  const outbox = await sql<{ enquiry_id: string; to_address: string; status: string; attempts: number }>(fleet.databaseUrl, 'select enquiry_id, to_address, status, attempts from mail_outbox');
  const received = new Map<string, number>();
  for (const m of fleet.peer.mails) for (const to of m.envelope.to) received.set(`${m.enquiryId}|${to.toLowerCase()}`, (received.get(`${m.enquiryId}|${to.toLowerCase()}`) ?? 0) + 1);
  const byEmail = new Map<string, string[]>();
  for (const e of enquiries) byEmail.set(e.email, [...(byEmail.get(e.email) ?? []), e.id]);
  let duplicates = 0;
  const mailed = (id: string) => {
    const messages = outbox.filter((m) => m.enquiry_id === id);
    return messages.length > 0 && messages.every((m) => {
      const n = received.get(`${id}|${m.to_address.toLowerCase()}`) ?? 0;
      if (n > 1) duplicates += n - 1;
      return m.status === 'sent' && n >= 1 && n <= (m.attempts > 1 ? 2 : 1);
    });
  };
  const { accepted, unanswered } = row.enquiries!;
  const stored = accepted.filter((email) => byEmail.get(email)?.length === 1);
  row.enquiries!.stored = stored.length;
  row.enquiries!.mailed = stored.filter((email) => mailed(byEmail.get(email)![0])).length;
  if (stored.length !== accepted.length) row.problems.push(`${accepted.length - stored.length} accepted enquiries not stored once`);
  if (row.enquiries!.mailed !== stored.length) row.problems.push(`${stored.length - row.enquiries!.mailed} stored enquiries not mailed (at least once, a second copy only after a failed attempt)`);
  const inFlight = unanswered.flatMap((email) => byEmail.get(email) ?? []);
  if (unanswered.length > 0) row.notes.push(`${unanswered.length} enquiries unanswered at the kill: ${inFlight.length} stored`);
  if (inFlight.some((id) => !mailed(id))) row.problems.push('an enquiry stored at the kill was not mailed');
  if (duplicates > 0) row.notes.push(`${duplicates} second copies of a message (sent again after an attempt without a recorded success)`);
  // Products: every one the test wrote is complete.
  const products = await sql<{ id: string; name: string; description: string; properties: unknown }>(fleet.databaseUrl, 'select id, name, description, properties from products');
  for (const p of products) {
    if (fleet.writtenProducts.has(p.id) && !isCompleteSuiteProduct('fleet', p)) row.problems.push(`partial product row ${p.id}`);
  }
  // Blobs: new image blobs are our uploads with their bytes; attachment blobs and rows name each other.
  const blobsAfter = await listBlobs(fleet.azurite);
  const attachmentRows = await sql<{ blob_path: string }>(fleet.databaseUrl, 'select blob_path from enquiry_attachments');
  const attachmentPaths = new Set(attachmentRows.map((a) => `${ENQUIRY_FILES_CONTAINER}/${a.blob_path}`));
  let newImages = 0;
  for (const [path, digest] of blobsAfter) {
    if (blobsBefore.has(path)) continue;
    if (path.startsWith(`${ENQUIRY_FILES_CONTAINER}/`)) {
      if (!attachmentPaths.has(path)) row.problems.push(`orphan attachment blob ${path}`);
      continue;
    }
    const name = suiteUploadName('fleet', path);
    const sent = name ? fleet.uploads.get(name) : undefined;
    if (!sent) row.problems.push(`orphan blob ${path}`);
    else if (sent !== digest) row.problems.push(`partial blob ${path}`);
    else newImages += 1;
  }
  for (const path of attachmentPaths) if (!blobsAfter.has(path)) row.problems.push(`attachment row names a missing blob ${path}`);
  const swept = await logLines(fleet, 'removed enquiry attachments no enquiry names');
  row.notes.push(`${products.filter((p) => fleet.writtenProducts.has(p.id)).length} products written, ${newImages} uploads stored, ${attachmentPaths.size} attachments, ${swept} sweep(s) removed orphan attachments`);
}

/** The table (markdown) and whether every row met the bar. */
function report(rows: Row[]): { table: string; ok: boolean } {
  const lines = ['| scenario | requests | 5xx | exits | enquiries sent / stored / mailed | result | bar |', '|---|---:|---:|---:|---|---|---|'];
  const details: string[] = [];
  let ok = true;
  for (const r of rows) {
    const pass = r.problems.length === 0 && r.exits === 0;
    ok &&= pass;
    const e = r.enquiries;
    lines.push(`| ${r.scenario} | ${r.requests} | ${r.fiveXx} | ${r.exits} | ${e ? `${e.accepted.length} / ${e.stored ?? '?'} / ${e.mailed ?? '?'}` : '—'} | ${r.result} | ${pass ? 'met' : 'MISSED'} |`);
    if (r.notes.length || r.problems.length) details.push(`- ${r.scenario}: ${[...r.notes, ...r.problems.slice(0, 20).map((p) => `PROBLEM: ${p}`)].join('; ')}`);
  }
  return { table: `${lines.join('\n')}\n\n${details.join('\n')}`, ok };
}

if (import.meta.main) {
  const started = Date.now();
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web/index.html is missing: run `npm run build` first (the fleet serves the built site)');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // As the fault suite's PostgreSQL half: CI must run it; a machine without PostgreSQL says why it did not.
    if (process.env.CI) throw new Error('[fleet] DATABASE_URL is not set: CI runs the fleet test, which shares one PostgreSQL');
    console.error('[fleet] DATABASE_URL not set: the fleet test skipped (its instances share one PostgreSQL; PGlite serves one process)');
    process.exit(0);
  }
  await rm(ROOT, { recursive: true, force: true });
  await mkdir(ROOT, { recursive: true });
  const png = await sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } }).png().toBuffer();
  const attachment = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
  await dropDatabase(adminUrl, 'fleet_suite');
  const databaseUrl = await createDatabase(adminUrl, 'fleet_suite');
  const redis = await startRedisServer({ port: REDIS_PORT });
  const azurite = await startAzurite();
  const peer = await startSmtpPeer({ port: SMTP_PORT });
  const otlp = await startOtlpReceiver(OTLP_PORT);
  const balancer = await startBalancer({ port: BALANCER_PORT, servers: INSTANCES.map((name, i) => ({ name, port: INSTANCE_PORT + i })), dir: ROOT });
  const password = randomBytes(18).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PUBLIC_URL: BASE,
    TRUST_PROXY: LOOPBACK,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
    SMTP_URL: peer.url,
    ENQUIRY_TO,
    SEED_ON_START: 'true',
    SERVER_RENDER: 'true',
    OUTBOX_POLL_MS: '500',
    SMTP_TIMEOUT_MS: '2000',
    OUTBOX_LEASE_MS: String(OUTBOX_LEASE_MS),
    // Longer than the balancer takes to mark a draining instance down (bench/fleet/balancer.ts DRAIN_MS).
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_METRIC_EXPORT_INTERVAL: '1000',
    OTEL_METRIC_EXPORT_TIMEOUT: '1000',
    OTEL_BSP_SCHEDULE_DELAY: '500',
    ATTACHMENT_ORPHAN_AGE_MS: String(ATTACHMENT_ORPHAN_AGE_MS),
    // Every request of the test comes from one address: allowances that a single visitor would never reach.
    PAGE_RENDER_RATE_LIMIT: '1000000',
    SEARCH_RATE_LIMIT: '1000000',
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT_PER_ADDRESS: '1000000',
    CONTACT_RATE_LIMIT_PER_EMAIL: '1000',
  };
  const fleet: Fleet = {
    suite: 'fleet',
    base: BASE,
    databaseUrl,
    instances: INSTANCES.map((name, i) => new SiteProcess(`http://${LOOPBACK}:${INSTANCE_PORT + i}`, { ...env, PORT: String(INSTANCE_PORT + i), DATA_DIR: join(ROOT, name) }, ROOT, name)),
    peer,
    azurite,
    otlp,
    password,
    clientId: loadConfig(env).auth.clientId,
    token: '',
    productIds: [],
    imagePaths: [],
    categoryId: '',
    uploads: new Map(),
    writtenProducts: new Set(),
    rows: [],
  };
  let ok: boolean;
  try {
    console.error('[fleet] first start of three instances');
    await firstStart(fleet);
    await balancer.waitForServers(INSTANCES.length);
    const radhe = await sql<{ id: string; image_path: string }>(databaseUrl, "select id, image_path from products where vendor = 'radhe' and image_path <> '' order by id");
    fleet.productIds = radhe.map((p) => p.id);
    fleet.imagePaths = radhe.map((p) => p.image_path);
    [{ id: fleet.categoryId }] = await sql<{ id: string }>(databaseUrl, "select id from categories where vendor = 'radhe' order by id limit 1");
    console.error('[fleet] sign-in across instances');
    await signIn(fleet);
    const blobsBefore = await listBlobs(azurite);
    console.error('[fleet] mixed load with a kill and a rolling restart');
    await mixedLoad(fleet, png, attachment);
    await balancer.waitForServers(INSTANCES.length);
    console.error('[fleet] an edit reaches every instance');
    await editReachesEveryInstance(fleet);
    console.error('[fleet] telemetry');
    await telemetry(fleet);
    console.error('[fleet] waiting for the outbox to drain');
    await drainAndCheck(fleet, blobsBefore);
    fleet.rows[0].problems.push(...fleet.instances.flatMap((i) => i.exitNotes));
    const { table, ok: met } = report(fleet.rows);
    ok = met;
    console.log(`fleet test${SHORT ? ' (--short)' : ''}, ${Math.round((Date.now() - started) / 1000)} s, logs in ${ROOT}\n\n${table}`);
  } finally {
    await Promise.all(fleet.instances.map((instance) => instance.stop('SIGKILL')));
    await balancer.stop();
    await otlp.stop();
    await peer.stop();
    await azurite.stop();
    await redis.stop();
    await dropDatabase(adminUrl, 'fleet_suite').catch(() => {});
  }
  process.exitCode = ok ? 0 : 1;
}
