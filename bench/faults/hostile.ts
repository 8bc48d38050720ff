/**
 * Hostile-input scenarios of the fault suite ("the hostile inputs above (NUL,
 * malformed multipart, spoofed X-Forwarded-For, random URL loop, oversized bodies, slow bodies)"). Each scenario
 * takes the base URL of a running site and returns what it saw: `{ scenario, requests, statuses, fiveXx,
 * durationMs, notes }`. The bar of the suite: `fiveXx` is 0 everywhere.
 *
 * Safety: every scenario refuses a base URL that is not the loopback address (`loopbackBase`: 127.0.0.0/8,
 * [::1] or localhost, which is taken as 127.0.0.1), and is bounded in requests and in time (`Bounds`; each
 * scenario's defaults keep it under a minute). Nothing here starts a server; the suite does.
 *
 * The per-address rate limit of POST /api/contact counts every request: the suite runs `spoofedForwardedFor` on a
 * site with the default CONTACT_RATE_LIMIT and the others on one with a limit above their requests (as they would
 * otherwise only see 429).
 *
 * `statuses` counts HTTP status codes as strings ('200', '404', …) and, for raw connections, what happened
 * instead of an answer: 'closed' (the server closed the connection without answering), 'timeout' (no answer
 * within the scenario's wait), 'error' (the connection failed).
 *
 * Run once by hand: `node bench/faults/hostile.ts http://127.0.0.1:3316` (FAULTS_ADMIN_TOKEN=<bearer token> adds
 * the malformed uploads past sign-in). The enquiries of `spoofedForwardedFor` are real: they are stored and mailed.
 */
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';

/** What one scenario saw. */
export interface ScenarioResult {
  scenario: string;
  requests: number;
  statuses: Record<string, number>;
  fiveXx: number;
  durationMs: number;
  notes: string[];
}

/** Limits of one scenario: at most `maxRequests` requests and about `timeLimitMs` of wall time. */
export interface Bounds {
  maxRequests?: number;
  timeLimitMs?: number;
}

/** Options of the scenarios that need them: `adminHeaders` (e.g. `{ authorization: 'Bearer …' }`) for the upload route. */
export interface HostileOptions extends Bounds {
  adminHeaders?: Record<string, string>;
}

/**
 * Checks that `base` is an http URL on the loopback address and returns it (localhost becomes 127.0.0.1).
 * @throws Error for any other host: these scenarios never leave the machine.
 */
export function loopbackBase(base: string): URL {
  const url = new URL(base);
  if (url.protocol !== 'http:') throw new Error(`hostile scenarios speak plain http to the loopback address only, not ${url.protocol}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  const loopback = /^127(?:\.\d{1,3}){3}$/.test(url.hostname) || url.hostname === '[::1]';
  if (!loopback) throw new Error(`hostile scenarios run against the loopback address only, not ${url.hostname}`);
  return url;
}

/** Collects statuses for one scenario and enforces its bounds. */
class Tally {
  readonly started = Date.now();
  requests = 0;
  readonly statuses: Record<string, number> = {};
  readonly notes: string[] = [];
  readonly scenario: string;
  readonly maxRequests: number;
  readonly timeLimitMs: number;
  constructor(scenario: string, maxRequests: number, timeLimitMs: number) {
    this.scenario = scenario;
    this.maxRequests = maxRequests;
    this.timeLimitMs = timeLimitMs;
  }
  /** True while another request is allowed. */
  get open(): boolean {
    return this.requests < this.maxRequests && Date.now() - this.started < this.timeLimitMs;
  }
  count(status: number | string): void {
    this.requests += 1;
    const key = String(status);
    this.statuses[key] = (this.statuses[key] ?? 0) + 1;
  }
  result(): ScenarioResult {
    const fiveXx = Object.entries(this.statuses)
      .filter(([status]) => /^5\d\d$/.test(status))
      .reduce((sum, [, n]) => sum + n, 0);
    return { scenario: this.scenario, requests: this.requests, statuses: this.statuses, fiveXx, durationMs: Date.now() - this.started, notes: this.notes };
  }
}

const tally = (scenario: string, bounds: Bounds, defaults: Required<Bounds>) =>
  new Tally(scenario, bounds.maxRequests ?? defaults.maxRequests, bounds.timeLimitMs ?? defaults.timeLimitMs);

/** One fetch; counts its status ('error' when it fails) and returns it. The body is read and dropped. */
async function send(t: Tally, url: URL, init: RequestInit = {}): Promise<number | 'error'> {
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    t.count(res.status);
    return res.status;
  } catch {
    t.count('error');
    return 'error';
  }
}

/** A step of a raw exchange: bytes to write, or a pause in ms. */
type RawStep = string | Buffer | { pauseMs: number };

/**
 * Writes `steps` on a raw TCP connection to `url`'s host and port, then waits up to `waitMs` for the answer.
 * @returns the answer's status code, 'closed' when the server closed without answering, 'timeout' or 'error'.
 */
export function rawExchange(url: URL, steps: RawStep[], waitMs = 10_000, endAfterWrite = false): Promise<number | 'closed' | 'timeout' | 'error'> {
  return new Promise((resolve) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const socket = connect(Number(url.port || 80), host);
    let received = '';
    let settled = false;
    const finish = (outcome: number | 'closed' | 'timeout' | 'error') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const answered = () => /^HTTP\/1\.[01] (\d{3})/.exec(received);
    const timer = setTimeout(() => finish('timeout'), waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      received += text;
      const match = answered();
      if (match) finish(Number(match[1]));
    });
    socket.on('close', () => finish('closed'));
    socket.on('error', () => finish(answered() ? Number(answered()![1]) : 'closed'));
    socket.on('connect', async () => {
      try {
        for (const step of steps) {
          if (settled || socket.destroyed) return;
          if (typeof step === 'object' && !Buffer.isBuffer(step)) await new Promise((done) => setTimeout(done, step.pauseMs));
          else socket.write(step);
        }
        if (endAfterWrite) socket.end();
      } catch {
        finish('error');
      }
    });
  });
}

/** A request head for `rawExchange`. */
function head(method: string, url: URL, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: url.host, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

const VISITOR = {
  name: 'Fault Suite',
  email: 'fault-suite@radhe-therm.example',
  phoneNo: '+91 265 000 0000',
  option: 'Surge Arresters',
  vendor: 'Radhe',
  message: 'Hostile-input scenario of the fault suite.',
  title: 'Fault suite',
};
const ENQUIRY_FIELDS = ['name', 'email', 'phoneNo', 'option', 'message', 'vendor', 'title', 'darkColor'] as const;

/**
 * NUL bytes (and other control characters) in every enquiry field and in catalogue writes without a token. Expect
 * 400 for the enquiries (401 for the writes), never 5xx; nothing is stored. Run it against a site with a
 * CONTACT_RATE_LIMIT above its requests (every request counts), or the limit answers 429 before validation.
 */
export async function nulBytes(base: string, bounds: Bounds = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const t = tally('NUL bytes', bounds, { maxRequests: 60, timeLimitMs: 30_000 });
  const characters = ['\u0000', '\u0007', '\u001b', '\ud800'];
  const json = { 'content-type': 'application/json' };
  outer: for (const character of characters) {
    for (const field of ENQUIRY_FIELDS) {
      if (!t.open) break outer;
      const body = JSON.stringify({ ...VISITOR, [field]: `${(VISITOR as Record<string, string>)[field] ?? ''}${character}` });
      await send(t, new URL('/api/contact', url), { method: 'POST', headers: json, body });
    }
    for (const path of ['/api/Categories', '/api/Products']) {
      if (!t.open) break outer;
      await send(t, new URL(path, url), { method: 'POST', headers: json, body: JSON.stringify({ name: `x${character}`, vendor: 'radhe' }) });
    }
  }
  return t.result();
}

const BOUNDARY = '----fault-suite-boundary';

/** Malformed multipart bodies for POST /api/upload, as raw `[name, content type, body]`. */
function malformedBodies(png: Buffer): Array<[string, string, Buffer]> {
  const partHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const form = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    ['no boundary', 'multipart/form-data', Buffer.concat([partHead, png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])],
    ['empty boundary', 'multipart/form-data; boundary=', Buffer.concat([partHead, png])],
    ['another boundary', 'multipart/form-data; boundary=something-else', Buffer.concat([partHead, png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])],
    ['cut inside the file', form, Buffer.concat([partHead, png.subarray(0, 20)])],
    ['cut inside the part header', form, partHead.subarray(0, 30)],
    ['no closing line', form, Buffer.concat([partHead, png, Buffer.from('\r\n')])],
    ['empty body', form, Buffer.alloc(0)],
    ['garbage', form, Buffer.from('\u0000\u0001 not multipart \r\n\r\n--')],
    ['no file field', form, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`)],
    ['wrong content type', 'text/plain', png],
    ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, Buffer.concat([partHead, png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])],
  ];
}

/** The 8-byte PNG signature plus a little: enough for the upload route to sniff, never a stored file here. */
const PNG_START = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/**
 * Malformed multipart on POST /api/upload (with `adminHeaders` the bodies reach the parser; without, sign-in
 * refuses them first: 401), plus a body that promises more bytes than it sends and then closes. Expect 400/401/415,
 * never 5xx.
 */
export async function malformedMultipart(base: string, options: HostileOptions = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const t = tally('malformed multipart', options, { maxRequests: 40, timeLimitMs: 30_000 });
  if (!options.adminHeaders) t.notes.push('no admin token: bodies refused at sign-in (401) before multipart parsing');
  let n = 0;
  const target = () => new URL(`/api/upload?container=radhe&path=images&fileName=${Date.now()}${++n}-fault.png`, url);
  for (const [, contentType, body] of malformedBodies(PNG_START)) {
    if (!t.open) break;
    await send(t, target(), { method: 'POST', headers: { ...options.adminHeaders, 'content-type': contentType }, body });
  }
  if (t.open) {
    // Content-Length promises 1 MiB; 100 bytes come, then the client closes its side.
    const path = target();
    const outcome = await rawExchange(
      url,
      [head('POST', url, `${path.pathname}${path.search}`, { ...options.adminHeaders, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': 1024 * 1024 }), PNG_START],
      5_000,
      true,
    );
    t.count(outcome);
  }
  return t.result();
}

/**
 * Enquiries whose X-Forwarded-For starts with a new spoofed address each time, followed by the one a proxy in
 * front would append (the client's real address, always 198.51.100.77). Expect at most CONTACT_RATE_LIMIT
 * accepted (200) and 429 after, without TRUST_PROXY (the key is the loopback peer) and with TRUST_PROXY=1 (the
 * key is the appended address) alike; formerly, TRUST_PROXY=true keyed on the spoofed entry and accepted
 * all. These enquiries are stored and mailed: `notes` says how many were accepted.
 */
export async function spoofedForwardedFor(base: string, bounds: Bounds = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const t = tally('spoofed X-Forwarded-For', bounds, { maxRequests: 12, timeLimitMs: 30_000 });
  for (let i = 1; t.open; i += 1) {
    const spoof = `192.0.2.${i % 250}, 198.51.100.77`;
    await send(t, new URL('/api/contact', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': spoof },
      body: JSON.stringify({ ...VISITOR, message: `${VISITOR.message} Spoofed X-Forwarded-For #${i}.` }),
    });
  }
  t.notes.push(`${t.statuses['200'] ?? 0} enquiries accepted (stored and mailed), ${t.statuses['429'] ?? 0} refused by the rate limit`);
  return t.result();
}

/** Random paths: unknown products, categories and media, traversal and encoding tricks, a very long URL. */
function randomPath(i: number): string {
  const id = randomUUID();
  const paths = [
    `/in/product/${id}`,
    `/fd/category/${id}`,
    `/api/Products/${id}`,
    `/api/Categories/radhe?categoryId=${id}`,
    `/api/Products?categoryId=${id}&limit=${i}`,
    `/media/radhe/images/${id}.png`,
    `/media/radhe/images/${id}.png?w=640`,
    `/media/radhe/..%2f..%2f${id}`,
    `/media/.tmp/${id}.tmp`,
    `/${id}/${'%00'.repeat(3)}`,
    `/api/${id}`,
    `/in/${'x'.repeat(2000)}`,
    `/api/Products/%E0%A4%A`,
  ];
  return paths[i % paths.length];
}

/**
 * A loop of random URLs (8 at a time): unknown ids, traversal, broken encodings, long paths. Expect 4xx (404 for
 * unknown things), never 5xx.
 */
export async function randomUrlLoop(base: string, bounds: Bounds = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const t = tally('random URL loop', bounds, { maxRequests: 2_000, timeLimitMs: 20_000 });
  let i = 0;
  const worker = async () => {
    while (t.open) await send(t, new URL(randomPath(i++), url));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return t.result();
}

/**
 * Bodies over the limits: a JSON enquiry over 256 KiB, catalogue writes over 1 MiB, a Content-Length that
 * promises 50 MB (answered before the body is sent), and an oversized chunked body. Expect 413 (or 401 where
 * sign-in comes first), never 5xx.
 */
export async function oversizedBodies(base: string, bounds: Bounds = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const t = tally('oversized bodies', bounds, { maxRequests: 20, timeLimitMs: 30_000 });
  const json = { 'content-type': 'application/json' };
  const big = (bytes: number) => JSON.stringify({ ...VISITOR, message: 'x'.repeat(bytes) });
  const cases: Array<() => Promise<unknown>> = [
    () => send(t, new URL('/api/contact', url), { method: 'POST', headers: json, body: big(257 * 1024) }),
    () => send(t, new URL('/api/Categories', url), { method: 'POST', headers: json, body: big(1024 * 1024 + 1) }),
    () => send(t, new URL('/api/Products', url), { method: 'POST', headers: json, body: big(1024 * 1024 + 1) }),
    async () => t.count(await rawExchange(url, [head('POST', url, '/api/contact', { ...json, 'content-length': 50_000_000 }), '{"name":"'], 5_000)),
    async () => {
      const chunk = `4000\r\n${'x'.repeat(0x4000)}\r\n`;
      const steps: RawStep[] = [head('POST', url, '/api/contact', { ...json, 'transfer-encoding': 'chunked' }), '9\r\n{"name":"\r\n', ...Array.from({ length: 8 }, () => chunk)];
      t.count(await rawExchange(url, steps, 5_000));
    },
    async () => t.count(await rawExchange(url, [head('GET', url, `/api/Products/${'a'.repeat(70_000)}`, {})], 5_000)),
  ];
  for (const run of cases) {
    if (!t.open) break;
    await run();
  }
  return t.result();
}

/**
 * Slow clients, `connections` at once (default 10): half send a body that trickles 1 byte every 2 s, half send
 * headers that never end. Meanwhile the site must keep answering (/healthz every second). Expect every slow
 * connection cut by the server (closed, or 408) within the scenario's time, and /healthz 200 throughout.
 */
export async function slowBodies(base: string, options: Bounds & { connections?: number } = {}): Promise<ScenarioResult> {
  const url = loopbackBase(base);
  const connections = Math.min(options.connections ?? 10, 50);
  const t = tally('slow bodies', options, { maxRequests: connections + 120, timeLimitMs: 75_000 });
  const waitMs = Math.max(1_000, t.timeLimitMs - 5_000);
  const trickle = (): RawStep[] => Array.from({ length: Math.ceil(waitMs / 2_000) }, () => [{ pauseMs: 2_000 }, 'x']).flat();
  const slow = Array.from({ length: connections }, (_, i) =>
    i % 2 === 0
      ? rawExchange(url, [head('POST', url, '/api/contact', { 'content-type': 'application/json', 'content-length': 1000 }), '{"name":"', ...trickle()], waitMs)
      : rawExchange(url, [`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: `, ...trickle()], waitMs),
  );
  let watching = true;
  const probes = (async () => {
    while (watching && t.open) {
      await send(t, new URL('/healthz', url));
      await new Promise((done) => setTimeout(done, 1_000));
    }
  })();
  const outcomes = await Promise.all(slow);
  watching = false;
  await probes;
  for (const outcome of outcomes) t.count(outcome === 'timeout' ? 'still-open' : outcome);
  t.notes.push(`${outcomes.filter((o) => o !== 'timeout').length} of ${connections} slow connections cut by the server within ${Math.round(waitMs / 1000)} s`);
  return t.result();
}

/** Every scenario once, in order. */
export async function runHostileScenarios(base: string, options: HostileOptions = {}): Promise<ScenarioResult[]> {
  return [
    await nulBytes(base),
    await malformedMultipart(base, options),
    await spoofedForwardedFor(base),
    await randomUrlLoop(base),
    await oversizedBodies(base),
    await slowBodies(base),
  ];
}

if (import.meta.main) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const token = process.env.FAULTS_ADMIN_TOKEN;
  const results = await runHostileScenarios(base, token ? { adminHeaders: { authorization: `Bearer ${token}` } } : {});
  console.log('| scenario | requests | statuses | 5xx | seconds | notes |\n|---|---:|---|---:|---:|---|');
  for (const r of results) {
    const statuses = Object.entries(r.statuses)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`| ${r.scenario} | ${r.requests} | ${statuses} | ${r.fiveXx} | ${(r.durationMs / 1000).toFixed(1)} | ${r.notes.join('; ')} |`);
  }
  process.exitCode = results.some((r) => r.fiveXx > 0) ? 1 : 0;
}
