/**
 * The main thread of a page's load, from Chromium's own trace (docs/performance.md "the app's start in three
 * tasks"): loads each URL at phone width with the CPU slowed 4× (as Lighthouse's mobile profile), waits until the app
 * has hydrated (`<html data-app="ready">`) and two seconds more, and prints per run
 *   - blocking: the sum over every main-thread task of its time over 50 ms, in ms (Total Blocking Time's rule, over
 *     the whole load rather than Lighthouse's window);
 *   - start: the tasks over 30 ms from the app's first module evaluation on, in ms, `E` marking those that evaluate
 *     modules (the start chunks, a page's lazy chunk).
 * Lighthouse's scores move by more than a change of 100 ms on a 2-core host; runs of two builds served side by side
 * and loaded in turn (`--runs 6 URL_A URL_B`) compare them task by task.
 *
 * Usage: `node bench/load-trace.ts [--runs N] URL...` (Debian's Chromium, BENCH_CHROME_PATH to change it). Not part of
 * `npm test` or `npm run bench`: a measuring tool, as the bench is.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** One load's figures, in ms. */
export interface LoadTrace {
  blockingMs: number;
  startTasksMs: Array<{ ms: number; evaluatesModules: boolean }>;
}

/** Reads the figures of one load out of Chromium's trace events (times in µs, as the trace gives them). */
export function readLoadTrace(events: TraceEvent[]): LoadTrace {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const evaluations = onMain.filter((e) => e.name === 'v8.evaluateModule' && (e.dur ?? 0) > 20_000);
  const within = (task: TraceEvent, e: TraceEvent) => e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0);
  const blockingMs = tasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0);
  const firstEvaluation = evaluations.reduce<number | null>((first, e) => (first === null || e.ts < first ? e.ts : first), null);
  const startTasksMs =
    firstEvaluation === null
      ? []
      : tasks
          .filter((t) => t.ts + (t.dur ?? 0) >= firstEvaluation && (t.dur ?? 0) > 30_000)
          .map((t) => ({ ms: Math.round((t.dur ?? 0) / 1000), evaluatesModules: evaluations.some((e) => within(t, e)) }));
  return { blockingMs: Math.round(blockingMs), startTasksMs };
}

/** Loads `url` once as described in the module comment and returns its figures. */
async function traceLoad(url: string, chromePath: string): Promise<LoadTrace> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.goto(url);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return readLoadTrace(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, allowPositionals: true });
  const runs = Number(values.runs);
  if (!positionals.length || !Number.isInteger(runs) || runs < 1) {
    throw new Error('usage: node bench/load-trace.ts [--runs N] URL...');
  }
  const chromePath = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
  for (let run = 1; run <= runs; run++) {
    // The URLs in turn within each run, so a change of the host's speed falls on all of them alike.
    for (const url of positionals) {
      const { blockingMs, startTasksMs } = await traceLoad(url, chromePath);
      const start = startTasksMs.map((t) => `${t.ms}${t.evaluatesModules ? 'E' : ''}`).join(',');
      console.log(`run ${run} ${url} blocking ${blockingMs} ms; start ${start || '(no module evaluation over 20 ms)'}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
