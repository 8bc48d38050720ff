/**
 * Spike (docs/decisions/0011): what `/in` would cost as an islands page, measured beside the page as it
 * is, on the same server, the same build and the same Chromium.
 *
 * 1. Builds islands-in.tsx with Vite (React's plugin, production; `react-router` aliased to a plain anchor, since an
 *    islands page has no router) and adds up its JavaScript, each file gzip level 9 (as e2e/bundle-budget.spec.ts).
 * 2. Serves two proxies of a running site (SPIKE_SITE, e.g. a production `node server/main.ts`): one passes every
 *    request through (the page as it is), the other answers `/in` with the server's own page changed in three
 *    places: the app's entry script and its preloads are left out, the banner carousel is wrapped in
 *    `<div id="island-banner">`, and the island's bundle is loaded in their place, as the app is (after the load
 *    event), served gzip-compressed with a year's cache as the site serves its scripts.
 *    A third proxy answers `/in` with no script at all: the floor any architecture starts from.
 * 3. Runs Lighthouse (bench/pages.ts, its mobile profile) SPIKE_RUNS times on `/in` through each proxy, quiet and
 *    (unless SPIKE_CPU_HOG=0) with a CPU hog, and prints the median runs.
 *
 *   npm run build && PORT=4620 … node server/main.ts &      # the site, in production mode
 *   SPIKE_SITE=http://127.0.0.1:4620 node bench/spikes/islands/run.ts
 *
 * A spike: it measures, and the decision it informs is docs/decisions/0011. Nothing of it is part of the site.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { measurePages, type PageCondition, type PageRow } from '../../pages.ts';

const site = new URL(process.env.SPIKE_SITE ?? 'http://127.0.0.1:4620');
const runs = Number(process.env.SPIKE_RUNS ?? 5);
const chromePath = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Builds the island's bundle into `outDir`; returns the gzip KiB of each JavaScript file. */
async function buildIsland(outDir: string): Promise<Record<string, number>> {
  await build({
    configFile: false,
    root: here('./'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: [{ find: /^react-router$/, replacement: here('./router-link.tsx') }] },
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: { input: here('./islands-in.tsx'), output: { entryFileNames: 'islands-in.js', chunkFileNames: '[name]-[hash].js' } },
    },
  });
  const sizes: Record<string, number> = {};
  for (const name of await readdir(outDir)) {
    if (!name.endsWith('.js')) continue;
    const bytes = await readFile(join(outDir, name));
    sizes[name] = Math.round(gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length / 102.4) / 10;
  }
  return sizes;
}

/** The server's `/in` page turned into the islands page (see the module comment). */
export function islandsPage(html: string): string {
  const open = html.search(/<section[^>]*data-testid="banner-carousel"/);
  if (open < 0) throw new Error('the page has no banner carousel');
  const close = html.indexOf('</section>', open) + '</section>'.length;
  if (html.slice(open + 1, close).includes('<section')) throw new Error('the carousel holds a section: wrap it by hand');
  const withIsland = `${html.slice(0, open)}<div id="island-banner">${html.slice(open, close)}</div>${html.slice(close)}`;
  // Loaded as the app is (web/src/main.ts): after the load event and the next frame, so that it does not share the
  // bandwidth with the page's largest image.
  const loader = `addEventListener('load', () => requestAnimationFrame(() => setTimeout(() => import('/spike/islands-in.js'), 0)), { once: true });`;
  return pageAlone(withIsland).replace('</body>', `<script type="module">${loader}</script></body>`);
}

/** The server's `/in` page with no script at all: what the page costs by itself (its HTML, styles and images). */
export function pageAlone(html: string): string {
  const withoutApp = html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script type="module"[^>]*src="\/assets\/[^"]*"[^>]*><\/script>/g, '');
  if (withoutApp === html) throw new Error("the app's entry script was not found");
  return withoutApp;
}

/** A proxy of `site` on a free port; `/spike/*` from `outDir`; `/in` through `transform` when given. */
async function proxy(outDir: string, transform?: (html: string) => string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      if (path.startsWith('/spike/')) {
        // Compressed and cached as the site serves its own scripts (gzip level 9; a year, immutable).
        const body = gzipSync(await readFile(join(outDir, path.slice('/spike/'.length).split('?')[0])), { level: zlib.Z_BEST_COMPRESSION });
        res
          .writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' })
          .end(body);
        return;
      }
      const headers = { ...req.headers, host: site.host };
      if (transform && path === '/in') delete headers['accept-encoding'];
      const upstream = httpRequest({ host: site.hostname, port: site.port, path, method: req.method, headers });
      req.pipe(upstream);
      const [answer] = (await once(upstream, 'response')) as [IncomingMessage];
      if (transform && path === '/in' && answer.statusCode === 200) {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const page = Buffer.from(transform(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, 'content-security-policy': _csp, ...rest } = answer.headers;
        res.writeHead(200, { ...rest, 'content-length': page.length }).end(page);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    })().catch((error: unknown) => {
      log(`proxy ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, baseUrl: `http://127.0.0.1:${address.port}` };
}

/**
 * Opens the islands page in Chromium at phone width and fails unless the island hydrated without an error: the
 * carousel's pause button (shown only once script runs it) appears, and its next banner comes into view.
 */
async function checkIsland(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/in`);
    await page.getByRole('button', { name: 'Pause banner rotation' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Show banner 2' }).or(page.getByRole('button', { name: 'Show banner 2' })).first().click();
    await page.locator('[aria-label="2 of 3"]').waitFor({ state: 'visible' });
    if (errors.length > 0) throw new Error(`the island reported errors: ${errors.join(' | ')}`);
    log('island checked: hydrated without an error, its dots move the carousel');
  } finally {
    await browser.close();
  }
}

const outDir = await mkdtemp(join(tmpdir(), 'islands-'));
try {
  const sizes = await buildIsland(outDir);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  log(`island bundle: ${JSON.stringify(sizes)} = ${total.toFixed(1)} KiB gzip`);
  const asIs = await proxy(outDir);
  const islands = await proxy(outDir, islandsPage);
  const alone = await proxy(outDir, pageAlone);
  await checkIsland(islands.baseUrl);
  const ids = { bench200CategoryId: '', productId: '', pageCategoryPath: '', pageProductPath: '' };
  const rows: Array<{ variant: string; row: PageRow }> = [];
  const conditions: PageCondition[] = process.env.SPIKE_CPU_HOG === '0' ? ['quiet'] : ['quiet', 'CPU hog'];
  for (const condition of conditions) {
    for (const [variant, { baseUrl }] of [['the app (as is)', asIs], ['islands', islands], ['no script (the page alone)', alone]] as const) {
      const [row] = await measurePages({ baseUrl, ids, runs, chromePath, condition, pageFilter: /^radhe home$/, log });
      rows.push({ variant, row });
    }
  }
  console.log(`island bundle (gzip, level 9): ${total.toFixed(1)} KiB (${Object.entries(sizes).map(([n, k]) => `${n} ${k}`).join(', ')})\n`);
  console.log('| /in | condition | performance (runs) | TBT | LCP | CLS | JS transferred | JS main-thread time | longest task |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { variant, row } of rows) {
    const d = row.diagnostics;
    console.log(
      `| ${variant} | ${row.condition} | ${row.scores.performance} (${row.performanceRuns.join(', ')}) | ${Math.round(row.tbtMs ?? 0)} ms | ${((row.lcpMs ?? 0) / 1000).toFixed(2)} s | ${(row.cls ?? 0).toFixed(3)} | ${d.scriptKiB} KiB | ${d.scriptBootupMs} ms | ${d.longestTaskMs} ms |`,
    );
  }
  asIs.server.close();
  islands.server.close();
  alone.server.close();
} finally {
  await rm(outDir, { recursive: true, force: true });
}
