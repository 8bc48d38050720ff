/**
 * The benchmark's knobs (docs/performance.md "Rerunning"), read once from the environment, and its targets.
 * Every knob has the default of a full run; trial runs shorten them, e.g.
 * `BENCH_DURATION_S=5 BENCH_LIGHTHOUSE_RUNS=1 npm run bench`.
 */
import { isAbsolute, resolve } from 'node:path';

/** What one `npm run bench` does. */
export interface BenchSettings {
  /** Seconds of each measured autocannon run (BENCH_DURATION_S, 20). */
  durationS: number;
  /** Seconds of the unmeasured run before each measured one (BENCH_WARMUP_S, 3): JIT and cache filled. */
  warmupS: number;
  /** autocannon connections (BENCH_CONNECTIONS, 50). */
  connections: number;
  /**
   * Accept-Encoding of the API requests (BENCH_ACCEPT_ENCODING, none: identity bodies, as autocannon sends).
   * 'br' measures what browsers get: the cached brotli variant.
   */
  acceptEncoding: string | null;
  /** Products in the synthetic catalogue (BENCH_SCALE, 10000; its 'Bench 200' category has 200). */
  scale: number;
  /** Databases to measure (BENCH_DATABASES, 'pglite,postgres'). */
  databases: Array<'pglite' | 'postgres'>;
  /**
   * PostgreSQL server to create the benchmark database on (BENCH_PG_URL, postgres://postgres@127.0.0.1:5432/postgres);
   * the database BENCH_PG_DB ('bench') is dropped and created fresh on it for every run.
   */
  pgAdminUrl: string;
  pgDatabase: string;
  /** Also measure every read with the read cache off (BENCH_UNCACHED, 1): the database path's own figure. */
  uncached: boolean;
  /** Run the API part (BENCH_API, 1) and the Lighthouse part (BENCH_PAGES, 1). */
  api: boolean;
  pages: boolean;
  /** Lighthouse runs per page; the median run is reported (BENCH_LIGHTHOUSE_RUNS, 5). */
  lighthouseRuns: number;
  /** Also measure the pages with a CPU hog beside Chromium (BENCH_CPU_HOG, true). */
  cpuHog: boolean;
  /**
   * Also tap the menu, a facet, Add to quote and Request Quote 1 s after the first paint on a slowed phone
   * (BENCH_INTERACTIONS, true; bench/interactions.ts), each BENCH_INTERACTION_RUNS times (5).
   */
  interactions: boolean;
  interactionRuns: number;
  /** Only the pages whose name matches (BENCH_PAGE_FILTER, a regular expression, e.g. 'therm home'); all when unset. */
  pageFilter: RegExp | null;
  /** Chromium to drive (BENCH_CHROME_PATH, Debian's /usr/bin/chromium). */
  chromePath: string;
  /**
   * A built web app to serve (BENCH_WEB_DIST). Unset: the bench makes a production build of the project's Vite
   * config (what `npm run build` does) into its own temporary folder, leaving dist/ alone.
   */
  webDist: string | null;
  /**
   * The server-render bundle to use with BENCH_WEB_DIST (BENCH_WEB_RENDER_ENTRY, e.g. dist/ssr/entry-server.js);
   * unset with BENCH_WEB_DIST: pages are rendered in the browser only. The bench's own build makes one.
   */
  webRenderEntry: string | null;
  /**
   * Render the pages on the server (BENCH_SERVER_RENDER, true), as deployed; false measures the same build with
   * every page drawn in the browser (SERVER_RENDER=false), for comparison.
   */
  serverRender: boolean;
  /** Ports used from here on (BENCH_PORT, 3300): the ceiling server, then the site. */
  port: number;
  /** The site's log level (BENCH_LOG_LEVEL, 'warn'): request logging off, as access logs come from the proxy. */
  logLevel: string;
  /** Keep the temporary folder (data, build) after the run (BENCH_KEEP, 0). */
  keep: boolean;
  /** Where results go (BENCH_RESULTS_DIR, bench/results). */
  resultsDir: string;
}

/** The targets; each figure is reported PASS or MISS against them, and nothing fails the process. */
export const TARGETS = {
  /** req/s of a cached read ÷ req/s of the bare node:http ceiling answering the same bytes. */
  minRatio: 0.6,
  /** p99 latency of every API read, ms. */
  maxP99Ms: 20,
  /** Every Lighthouse category score, 0-100. */
  minScore: 95,
  /** The median run's performance score, and every run's, quiet and with a CPU hog beside Chromium. */
  minPerformanceMedian: 98,
  minPerformanceRun: 95,
  minPerformanceRunWithHog: 90,
  /** Stricter than the first targets' 2.0 s, 0.05 and 150 ms. */
  maxLcpMs: 1800,
  maxCls: 0.02,
  maxTbtMs: 100,
  /**
   * The page as shipped beside its no-script page (issue "as fast as the page without script"), quiet and with a
   * CPU hog: performance at most 3 points under it, TBT at most 100 ms over it, LCP at most 10 % over it.
   */
  maxPerformanceBelowNoScript: 3,
  maxTbtOverNoScriptMs: 100,
  maxLcpOverNoScript: 1.1,
  /** A tap 1 s after the first paint on a phone at 4× CPU: its INP and its answer (median over the runs), ms. */
  maxInteractionMs: 200,
} as const;

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got '${raw}')`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** Reads the knobs; @throws with the variable's name when one is malformed. */
export function readSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): BenchSettings {
  const databases = (env.BENCH_DATABASES ?? 'pglite,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const d of databases) {
    if (d !== 'pglite' && d !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database '${d}' (pglite, postgres)`);
  }
  const path = (value: string) => (isAbsolute(value) ? value : resolve(root, value));
  const pgDatabase = env.BENCH_PG_DB ?? 'bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(pgDatabase)) throw new Error('BENCH_PG_DB must be a plain lower-case identifier');
  return {
    durationS: number(env, 'BENCH_DURATION_S', 20, 1),
    warmupS: number(env, 'BENCH_WARMUP_S', 3, 0),
    connections: Math.floor(number(env, 'BENCH_CONNECTIONS', 50, 1)),
    acceptEncoding: env.BENCH_ACCEPT_ENCODING || null,
    scale: Math.floor(number(env, 'BENCH_SCALE', 10_000, 200)),
    databases: databases as BenchSettings['databases'],
    pgAdminUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    pgDatabase,
    uncached: flag(env, 'BENCH_UNCACHED', true),
    api: flag(env, 'BENCH_API', true),
    pages: flag(env, 'BENCH_PAGES', true),
    lighthouseRuns: Math.floor(number(env, 'BENCH_LIGHTHOUSE_RUNS', 5, 1)),
    cpuHog: flag(env, 'BENCH_CPU_HOG', true),
    interactions: flag(env, 'BENCH_INTERACTIONS', true),
    interactionRuns: Math.floor(number(env, 'BENCH_INTERACTION_RUNS', 5, 1)),
    pageFilter: env.BENCH_PAGE_FILTER ? new RegExp(env.BENCH_PAGE_FILTER) : null,
    chromePath: env.BENCH_CHROME_PATH ?? '/usr/bin/chromium',
    webDist: env.BENCH_WEB_DIST ? path(env.BENCH_WEB_DIST) : null,
    webRenderEntry: env.BENCH_WEB_RENDER_ENTRY ? path(env.BENCH_WEB_RENDER_ENTRY) : null,
    serverRender: env.BENCH_SERVER_RENDER !== 'false',
    port: Math.floor(number(env, 'BENCH_PORT', 3300, 1024)),
    logLevel: env.BENCH_LOG_LEVEL ?? 'warn',
    keep: flag(env, 'BENCH_KEEP', false),
    resultsDir: path(env.BENCH_RESULTS_DIR ?? 'bench/results'),
  };
}
