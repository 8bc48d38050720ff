/**
 * The API part of `npm run bench`: autocannon (programmatic API) against the three catalogue reads and
 * the search on
 * one running site, each right after the same URL on the ceiling server (bench/ceiling.ts), which answers the
 * bytes the site sent for it. A short unmeasured run first warms the JIT and the read cache.
 */
import autocannon from 'autocannon';
import { recordAnswer, startCeiling } from './ceiling.ts';
import type { SeededIds } from './site.ts';

/** One benchmarked read. */
export interface Endpoint {
  name: string;
  path: string;
}

/**
 * The three reads on the synthetic catalogue, and the storefront search ("search p99 under
 * 20 ms at 50 connections on the 10,000-product catalogue"): words with a rating and its unit (full text plus the
 * quantity match), and a misspelt name (the trigram path).
 */
export function endpoints(ids: SeededIds): Endpoint[] {
  return [
    { name: 'GET /api/Categories/radhe', path: '/api/Categories/radhe' },
    { name: 'GET /api/Categories/radhe?categoryId={Bench 200}', path: `/api/Categories/radhe?categoryId=${ids.bench200CategoryId}` },
    { name: 'GET /api/Products/{id}', path: `/api/Products/${ids.productId}` },
    { name: 'GET /api/Search/radhe?q=long rod 220 kV', path: `/api/Search/radhe?${new URLSearchParams({ q: 'long rod 220 kV' })}` },
    { name: 'GET /api/Search/radhe?q=surge arestor', path: `/api/Search/radhe?${new URLSearchParams({ q: 'surge arestor' })}` },
  ];
}

/** What one autocannon run measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered with a status other than 2xx, and connection errors/timeouts: all should be 0. */
  non2xx: number;
  errors: number;
}

/** One row of the API table. */
export interface ApiRow {
  database: 'pglite' | 'postgres';
  endpoint: string;
  /** 'cached': the read cache on (the default); 'uncached': CATALOG_CACHE_MB=0, every read queries the database. */
  mode: 'cached' | 'uncached';
  /** Bytes of the body as sent (compressed when BENCH_ACCEPT_ENCODING asked for it). */
  bodyBytes: number;
  /** The Content-Encoding of the answer ('identity' when none). */
  encoding: string;
  site: LoadFigures;
  ceiling: LoadFigures;
  /** site req/s ÷ ceiling req/s. */
  ratio: number;
}

/** Runs autocannon against `url`: first `warmupS` unmeasured, then `durationS` measured. */
export async function load(
  url: string,
  options: { connections: number; durationS: number; warmupS: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url, connections: options.connections, duration, headers: options.headers });
  if (options.warmupS > 0) await run(options.warmupS);
  const result = await run(options.durationS);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Measures every endpoint on the site at `baseUrl` and on a ceiling server (on `ceilingPort`) serving the same
 * answers. The site's answers are recorded first, so the ceiling sends exactly those bytes.
 */
export async function measureApi(options: {
  database: 'pglite' | 'postgres';
  mode: 'cached' | 'uncached';
  baseUrl: string;
  ceilingPort: number;
  endpoints: Endpoint[];
  connections: number;
  durationS: number;
  warmupS: number;
  /** Accept-Encoding to send (null: none, identity bodies). */
  acceptEncoding: string | null;
  log: (line: string) => void;
}): Promise<ApiRow[]> {
  const headers: Record<string, string> = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {};
  const answers = await Promise.all(options.endpoints.map((e) => recordAnswer(options.baseUrl + e.path, headers)));
  const failed = answers.find((a) => a.status !== 200);
  if (failed) throw new Error(`${failed.path} answered ${failed.status}: ${failed.body.toString().slice(0, 200)}`);
  const ceiling = await startCeiling(answers, options.ceilingPort);
  const rows: ApiRow[] = [];
  try {
    for (const [i, endpoint] of options.endpoints.entries()) {
      options.log(`  ${options.database} ${options.mode}: ${endpoint.name} (ceiling, then site)`);
      const ceilingFigures = await load(`http://127.0.0.1:${options.ceilingPort}${endpoint.path}`, { ...options, headers });
      const siteFigures = await load(options.baseUrl.replace('localhost', '127.0.0.1') + endpoint.path, { ...options, headers });
      rows.push({
        database: options.database,
        endpoint: endpoint.name,
        mode: options.mode,
        bodyBytes: answers[i].body.length,
        encoding: answers[i].headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity',
        site: siteFigures,
        ceiling: ceilingFigures,
        ratio: siteFigures.requestsPerSecond / ceilingFigures.requestsPerSecond,
      });
    }
  } finally {
    await ceiling.stop();
  }
  return rows;
}
