/**
 * `npm run bench` — the performance benchmark (docs/performance.md). Not part of `npm test`: it runs
 * for minutes and its figures depend on the machine.
 *
 * 1. A production build of the web app into a temporary folder (or BENCH_WEB_DIST).
 * 2. Per database (PGlite in a fresh data folder; a fresh PostgreSQL database BENCH_PG_DB): the demo catalogue and
 *    BENCH_SCALE synthetic products seeded with the seed's own functions, the listing queries' plans recorded,
 *    then the real server started in a child process and the three catalogue reads loaded with autocannon, each
 *    beside a bare node:http ceiling answering the same bytes — with the read cache on, then (BENCH_UNCACHED)
 *    off.
 * 3. Lighthouse, mobile profile, on six pages of the site on the first database, each beside its no-script page;
 *    then a tap on the menu, a facet, Add to quote and Request Quote 1 s after the first paint on a slowed phone
 *    (bench/interactions.ts).
 * 4. Results as JSON and Markdown in bench/results/{date-time}.{json,md}; the Markdown is printed on stdout,
 *    progress goes to stderr. Figures that miss a target are reported, never a failing exit code; only a broken
 *    run (a part that could not run) exits 1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from '../server/db/admin.ts';
import { endpoints, measureApi, type ApiRow } from './api.ts';
import { measureInteractions, type InteractionRow } from './interactions.ts';
import { chromeVersion, measurePages, type PageRow } from './pages.ts';
import { machineFacts, toMarkdown, writeResults, type BenchResults } from './report.ts';
import { readSettings, TARGETS } from './settings.ts';
import { finished, freshPostgresDatabase, seedBenchDatabase, startSite, type BenchDatabase } from './site.ts';

/** Cache size of the site in the cached runs, MiB (the default of CATALOG_CACHE_MB). */
const CACHE_MB = 64;

const log = (line: string) => process.stderr.write(`${line}\n`);

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * A production build of the project's Vite config (as `npm run build`): the web app and the islands pages' script
 * (docs/decisions/0014) into `outDir`, the server
 * render (docs/decisions/0006) into `ssrOutDir`.
 */
async function buildWeb(outDir: string, ssrOutDir: string): Promise<void> {
  for (const args of [['--outDir', outDir, '--emptyOutDir'], ['--mode', 'islands', '--outDir', outDir], ['--ssr', '--outDir', ssrOutDir, '--emptyOutDir']]) {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'warn'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await finished(child, `vite build ${args.join(' ')}`);
  }
}

// `npm run bench -- sheets`: the catalogue sheets' benchmark alone (bench/sheets.ts), nothing else, in a Node that
// lets it collect garbage before each step (so each step's memory is its own, not what the seeding left).
if (process.argv[2] === 'sheets') {
  const child = spawn(process.execPath, ['--expose-gc', 'bench/sheets.ts'], { stdio: 'inherit' });
  await finished(child, 'bench/sheets.ts');
  process.exit();
}

const settings = readSettings();
const startedAt = new Date().toISOString();
const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
const blobDir = join(tmp, 'blobs');
const errors: string[] = [];
const api: ApiRow[] = [];
const pageRows: PageRow[] = [];
const interactionRows: InteractionRow[] = [];
const seeding: BenchResults['seeding'] = [];
let postgresVersion: string | null = null;
const chromium = settings.pages ? chromeVersion(settings.chromePath) : null;
const loadAtStart = machineFacts({ chromium, postgres: null, commit: gitCommit() });

/** Runs one part; a failure is recorded and the run goes on with the next part. */
async function part(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    log(`FAILED ${message}`);
    errors.push(message);
  }
}

try {
  let webDist = settings.webDist ?? join(tmp, 'web');
  let webRenderEntry = settings.webRenderEntry ?? '';
  if (!settings.webDist && settings.pages) {
    await part('web build', async () => {
      log(`building the web app into ${webDist} and its server render into ${join(tmp, 'ssr')}`);
      await buildWeb(webDist, join(tmp, 'ssr'));
      webRenderEntry = join(tmp, 'ssr', 'entry-server.js');
    });
  } else if (!settings.pages) {
    webDist = settings.webDist ?? join(tmp, 'no-web'); // the API needs no pages
  }

  if (!settings.serverRender) webRenderEntry = '';
  for (const [index, kind] of settings.databases.entries()) {
    await part(`${kind}`, async () => {
      const database: BenchDatabase = { kind, dataDir: join(tmp, kind) };
      if (kind === 'postgres') database.databaseUrl = await freshPostgresDatabase(settings.pgAdminUrl, settings.pgDatabase);
      log(`seeding ${kind}: demo catalogue and ${settings.scale} synthetic products`);
      const seeded = await seedBenchDatabase(database, blobDir, settings.scale);
      if (kind === 'postgres') postgresVersion = seeded.serverVersion;
      seeding.push({ database: kind, seconds: seeded.seedMs / 1000, plans: seeded.plans });

      const site = (catalogCacheMb: number) =>
        startSite({ database, blobDir, webDist, webRenderEntry, port: settings.port + 1, logLevel: settings.logLevel, catalogCacheMb });
      if (settings.api) {
        for (const mode of settings.uncached ? (['cached', 'uncached'] as const) : (['cached'] as const)) {
          await part(`API ${kind} ${mode}`, async () => {
            const running = await site(mode === 'cached' ? CACHE_MB : 0);
            try {
              api.push(
                ...(await measureApi({
                  database: kind,
                  mode,
                  baseUrl: running.baseUrl,
                  ceilingPort: settings.port,
                  endpoints: endpoints(seeded.ids),
                  connections: settings.connections,
                  durationS: settings.durationS,
                  warmupS: settings.warmupS,
                  acceptEncoding: settings.acceptEncoding,
                  log,
                })),
              );
            } finally {
              await running.stop();
            }
          });
        }
      }
      if (settings.pages && index === 0) {
        await part(`pages on ${kind}`, async () => {
          const running = await site(CACHE_MB);
          try {
            for (const condition of settings.cpuHog ? (['quiet', 'CPU hog'] as const) : (['quiet'] as const)) {
              pageRows.push(
                ...(await measurePages({ baseUrl: running.baseUrl, ids: seeded.ids, runs: settings.lighthouseRuns, chromePath: settings.chromePath, condition, pageFilter: settings.pageFilter, log })),
              );
            }
          } finally {
            await running.stop();
          }
        });
      }
      if (settings.pages && settings.interactions && index === 0) {
        await part(`interactions on ${kind}`, async () => {
          const running = await site(CACHE_MB);
          try {
            interactionRows.push(...(await measureInteractions({ baseUrl: running.baseUrl, ids: seeded.ids, runs: settings.interactionRuns, chromePath: settings.chromePath, log })));
          } finally {
            await running.stop();
          }
        });
      }
      if (kind === 'postgres' && !settings.keep) await dropDatabase(settings.pgAdminUrl, settings.pgDatabase);
    });
  }
} finally {
  if (settings.keep) log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

const results: BenchResults = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine: { ...loadAtStart, postgres: postgresVersion },
  settings: {
    durationS: settings.durationS,
    warmupS: settings.warmupS,
    connections: settings.connections,
    acceptEncoding: settings.acceptEncoding,
    scale: settings.scale,
    databases: settings.databases,
    uncached: settings.uncached,
    lighthouseRuns: settings.lighthouseRuns,
    cpuHog: settings.cpuHog,
    logLevel: settings.logLevel,
    serverRender: settings.serverRender,
  },
  targets: TARGETS,
  seeding,
  api,
  pages: pageRows,
  interactions: interactionRows,
  errors,
};
const written = await writeResults(settings.resultsDir, results);
process.stdout.write(toMarkdown(results));
log(`results: ${written.json}, ${written.markdown}`);
process.exitCode = errors.length > 0 ? 1 : 0;
