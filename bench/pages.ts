/**
 * The pages part of `npm run bench`: Lighthouse (the npm package, programmatic) with Debian's Chromium started by
 * chrome-launcher, headless, in Lighthouse's default configuration — the mobile profile (Moto G Power-sized
 * screen, 4× CPU slowdown, simulated slow 4G). Each page runs `runs` times in a fresh browser; the median run
 * (Lighthouse's computeMedianRun: nearest to the median FCP and TTI) is reported.
 *
 * Every page is measured twice per run, interleaved run by run (the order alternating): as shipped, and as the
 * "no-script page", the same server-rendered page with every script file blocked (Lighthouse `blockedUrlPatterns`),
 * the yardstick of docs/performance.md: what the page costs the phone before any script of ours runs.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { loadavg, userInfo } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { SeededIds } from './site.ts';

/** The categories Lighthouse scores (0-100 here). */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How a page was loaded: with its scripts, or with every script file blocked (the no-script page). */
export type PageVariant = 'as shipped' | 'no script';
export const PAGE_VARIANTS: readonly PageVariant[] = ['as shipped', 'no script'];

/** Script files Lighthouse blocks for the no-script page (the page's only inline script is its JSON config). */
const SCRIPT_PATTERNS = ['*.js', '*.mjs'];

/** One measured page (its median run). */
export interface PageRow {
  /** As shipped or the no-script page (absent in results from before the pairs: as shipped). */
  variant?: PageVariant;
  /** Under what the runs were made: 'quiet' (nothing else of the bench running) or 'CPU hog' (a busy loop on one core beside Chromium). */
  condition: PageCondition;
  /** The machine's 1-minute load average when the page's runs began. */
  loadAverage: number;
  page: string;
  path: string;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** The runs' performance scores, to show the spread. */
  performanceRuns: Array<number | null>;
  /** Why the figures are what they are (median run): what the LCP element is and where its time went, etc. */
  diagnostics: PageDiagnostics;
  /** Lighthouse's warnings on the median run (e.g. a page that redirected), and a runtime error if any. */
  warnings: string[];
}

/** A few facts of a run that explain its figures, kept small enough to commit. */
export interface PageDiagnostics {
  /** The LCP element's label (alt text or text), and its subparts in ms as observed (unthrottled). */
  lcpElement: string | null;
  lcpSubpartsMs: Record<string, number>;
  /** The longest main-thread task of the run (simulated at 4× CPU slowdown), ms, and how many tasks took over 50 ms. */
  longestTaskMs: number;
  longTasks: number;
  /** Bytes transferred, and of those JavaScript. */
  totalKiB: number | null;
  scriptKiB: number | null;
  /** Main-thread time spent on JavaScript (simulated 4× slower CPU), ms. */
  scriptBootupMs: number | null;
  /**
   * Elements in the page's DOM (Lighthouse `dom-size-insight`; `dom-size` before it), and main-thread time on style
   * and layout (simulated), ms.
   */
  domElements?: number | null;
  styleLayoutMs?: number | null;
  /** Audits that estimate savings, e.g. { 'unused-javascript': { LCP: 600 } }. */
  savings: Record<string, Record<string, number>>;
  /** Scored audits that did not pass, per category other than performance, e.g. { accessibility: ['color-contrast'] }. */
  failedAudits: Record<string, string[]>;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`; higher is faster). Its simulated 4×
   * slower phone scales the host's own task times, so TBT on a slower host is higher: compare runs by it.
   */
  benchmarkIndex: number | null;
}

/** The six pages (the first five and the radhe contact page; web/src/lib/paths.ts). */
export function pages(ids: SeededIds): Array<{ page: string; path: string }> {
  return [
    { page: 'landing', path: '/' },
    { page: 'radhe home', path: '/in' },
    { page: 'radhe category', path: ids.pageCategoryPath },
    { page: 'radhe product', path: ids.pageProductPath },
    { page: 'therm home', path: '/fd' },
    { page: 'radhe contact', path: '/in/contact-us' },
  ];
}

/** Chromium's own version line, e.g. "Chromium 156.0.8078.79 built on Debian …". */
export function chromeVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function chromeFlags(): string[] {
  const flags = ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage'];
  // Chromium refuses to start as root without it (containers, CI).
  if (userInfo().uid === 0) flags.push('--no-sandbox');
  return flags;
}

/** One Lighthouse run of `url` in a fresh headless Chromium; the no-script variant with every script file blocked. */
async function runOnce(url: string, chromePath: string, variant: PageVariant): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags(), logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      ...(variant === 'no script' ? { blockedUrlPatterns: SCRIPT_PATTERNS } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, audit: string): number | null => lhr.audits[audit]?.numericValue ?? null;

/** How often a run without a first paint is repeated before its result is taken as it is. */
const MAX_REPEATS = 2;

/** Loose views of the audit details read here (their full types are a large union). */
interface TableItems {
  items?: Array<Record<string, unknown> & { items?: Array<Record<string, unknown>> }>;
}

/** Reads the diagnostics of `lhr` (every field is null or empty when Lighthouse did not produce it). */
export function diagnostics(lhr: Result): PageDiagnostics {
  const lcp = (lhr.audits['lcp-breakdown-insight']?.details ?? {}) as TableItems;
  const subparts: Record<string, number> = {};
  let lcpElement: string | null = null;
  for (const item of lcp.items ?? []) {
    for (const row of item.items ?? []) if (typeof row.subpart === 'string') subparts[row.subpart] = Math.round(Number(row.duration));
    if (item.type === 'node') lcpElement = String(item.nodeLabel ?? item.snippet ?? '').slice(0, 80);
  }
  const resources = (lhr.audits['resource-summary']?.details ?? {}) as TableItems;
  const kib = (type: string) => {
    const row = resources.items?.find((r) => r.resourceType === type);
    return row ? Math.round(Number(row.transferSize) / 102.4) / 10 : null;
  };
  const savings: Record<string, Record<string, number>> = {};
  for (const [id, audit] of Object.entries(lhr.audits)) {
    const positive = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => typeof ms === 'number' && ms > 0);
    if (positive.length > 0 && audit.score !== 1) savings[id] = Object.fromEntries(positive) as Record<string, number>;
  }
  const failedAudits: Record<string, string[]> = {};
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failed.length > 0) failedAudits[category] = failed;
  }
  const bootup = numeric(lhr, 'bootup-time');
  const work = ((lhr.audits['mainthread-work-breakdown']?.details ?? {}) as TableItems).items ?? [];
  const styleLayout = work.filter((row) => row.group === 'styleLayout').reduce((sum, row) => sum + (Number(row.duration) || 0), 0);
  const domSize = numeric(lhr, 'dom-size') ?? numeric(lhr, 'dom-size-insight');
  const longTasks = ((lhr.audits['long-tasks']?.details ?? {}) as TableItems).items ?? [];
  return {
    longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks.map((t) => Number(t.duration) || 0))) : 0,
    longTasks: longTasks.length,
    lcpElement,
    lcpSubpartsMs: subparts,
    totalKiB: kib('total'),
    scriptKiB: kib('script'),
    scriptBootupMs: bootup === null ? null : Math.round(bootup),
    domElements: domSize === null ? null : Math.round(domSize),
    styleLayoutMs: work.length ? Math.round(styleLayout) : null,
    savings,
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
const score100 = (score: number | null | undefined): number | null => (score == null ? null : Math.round(score * 100));

/** Under what a page was measured (PageRow `condition`). */
export type PageCondition = 'quiet' | 'CPU hog';

/**
 * Runs Lighthouse `runs` times on every page of `baseUrl` and returns each page's median run. With `condition`
 * 'CPU hog', a child process spins one core for as long as the runs take ("the same 5 pages again with a
 * CPU hog running beside Chromium (a bounded busy loop on one core, started and stopped by the bench)").
 */
export async function measurePages(options: {
  baseUrl: string;
  ids: SeededIds;
  runs: number;
  chromePath: string;
  condition?: PageCondition;
  /** Only pages whose name matches; all when absent. */
  pageFilter?: RegExp | null;
  log: (line: string) => void;
}): Promise<PageRow[]> {
  const condition = options.condition ?? 'quiet';
  const hog = condition === 'CPU hog' ? startCpuHog() : null;
  try {
    return await measureEach(options, condition);
  } finally {
    hog?.kill('SIGKILL');
  }
}

/** The longest a CPU hog may spin, ms: it stops by itself even if the bench dies without killing it. */
const CPU_HOG_MAX_MS = 45 * 60_000;

/** A child process that keeps one core busy until killed (at most CPU_HOG_MAX_MS). */
function startCpuHog(): ChildProcess {
  const loop = `const end = Date.now() + ${CPU_HOG_MAX_MS}; while (Date.now() < end) { for (let i = 0; i < 1e6; i++); }`;
  return spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
}

async function measureEach(
  options: { baseUrl: string; ids: SeededIds; runs: number; chromePath: string; pageFilter?: RegExp | null; log: (line: string) => void },
  condition: PageCondition,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const { page, path } of pages(options.ids).filter(({ page: name }) => !options.pageFilter || options.pageFilter.test(name))) {
    const loadAverage = Math.round(loadavg()[0] * 100) / 100;
    const lhrs = new Map<PageVariant, Result[]>(PAGE_VARIANTS.map((variant) => [variant, []]));
    const retried = new Map<PageVariant, string[]>(PAGE_VARIANTS.map((variant) => [variant, []]));
    for (let run = 1; run <= options.runs; run++) {
      // Interleaved, the order alternating, so a drift of the host's speed falls on both alike.
      for (const variant of run % 2 === 1 ? PAGE_VARIANTS : [...PAGE_VARIANTS].reverse()) {
        const what = `${page} (${path}) ${variant} run ${run}/${options.runs}${condition === 'quiet' ? '' : ` (${condition})`}`;
        options.log(`  Lighthouse ${what}`);
        let lhr = await runOnce(options.baseUrl + path, options.chromePath, variant);
        // Now and then a trace holds no first paint (Lighthouse then has no FCP, and no median can be taken):
        // such a run is repeated, at most MAX_REPEATS times, and the report says so.
        for (let repeat = 1; repeat <= MAX_REPEATS && numeric(lhr, 'first-contentful-paint') === null; repeat++) {
          const why = lhr.runtimeError?.message ?? 'no first contentful paint in the trace';
          retried.get(variant)!.push(`run ${run} repeated (${why})`);
          options.log(`  Lighthouse ${what} again: ${why}`);
          lhr = await runOnce(options.baseUrl + path, options.chromePath, variant);
        }
        lhrs.get(variant)!.push(lhr);
      }
    }
    for (const variant of PAGE_VARIANTS) {
      const runs = lhrs.get(variant)!;
      const median = runs.length > 1 ? computeMedianRun(runs) : runs[0];
      rows.push({
        variant,
        condition,
        loadAverage,
        page,
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score100(median.categories[c]?.score)])) as Record<Category, number | null>,
        lcpMs: numeric(median, 'largest-contentful-paint'),
        cls: numeric(median, 'cumulative-layout-shift'),
        tbtMs: numeric(median, 'total-blocking-time'),
        performanceRuns: runs.map((lhr) => score100(lhr.categories.performance?.score)),
        diagnostics: diagnostics(median),
        warnings: [...retried.get(variant)!, ...median.runWarnings, ...(median.runtimeError ? [median.runtimeError.message] : [])],
      });
    }
  }
  return rows;
}
