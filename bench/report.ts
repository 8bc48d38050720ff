/**
 * The benchmark's results: the machine it ran on, every figure against its target (PASS or MISS), written as
 * JSON and as a Markdown summary to bench/results/{date-time}.{json,md}. Small on purpose, so results can be
 * committed and compared.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiRow } from './api.ts';
import type { InteractionRow } from './interactions.ts';
import type { PageRow } from './pages.ts';
import { TARGETS, type BenchSettings } from './settings.ts';

/** Facts about the machine and software a run measured. */
export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  /** 1, 5 and 15-minute load averages when the run started: above the core count means a busy machine. */
  loadAverageAtStart: number[];
  os: string;
  node: string;
  chromium: string | null;
  postgres: string | null;
  pglite: string;
  commit: string | null;
}

/** Everything one run wrote. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: MachineFacts;
  settings: Pick<BenchSettings, 'durationS' | 'warmupS' | 'connections' | 'acceptEncoding' | 'scale' | 'databases' | 'uncached' | 'lighthouseRuns' | 'cpuHog' | 'logLevel' | 'serverRender'>;
  targets: typeof TARGETS;
  seeding: Array<{ database: string; seconds: number; plans: Record<string, string> }>;
  api: ApiRow[];
  pages: PageRow[];
  /** Taps right after load (absent in results from before them). */
  interactions?: InteractionRow[];
  /** Parts that failed, with their error: the rest of the run still reports. */
  errors: string[];
}

/** Reads the machine facts (Chromium's and PostgreSQL's versions are found by the caller). */
export function machineFacts(extra: { chromium: string | null; postgres: string | null; commit: string | null }): MachineFacts {
  const cpuList = cpus();
  const pglite = JSON.parse(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    cpu: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    os: `${process.platform} ${release()}`,
    node: process.version,
    pglite: pglite.version,
    ...extra,
  };
}

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'PASS' : 'MISS');
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Whether each figure of a row meets its target. The targets are for the site as deployed (cache on); rows with
 * the cache off show what the cache saves and are judged against nothing (null).
 */
export function apiVerdicts(row: ApiRow): { ratio: boolean | null; p99: boolean | null } {
  if (row.mode !== 'cached') return { ratio: null, p99: null };
  return { ratio: row.ratio >= TARGETS.minRatio, p99: row.site.p99Ms < TARGETS.maxP99Ms };
}

/**
 * Whether each figure of a page meets its target (a missing figure misses): every category ≥ minScore, the median
 * performance ≥ minPerformanceMedian (quiet runs only), every run's performance ≥ minPerformanceRun (with a CPU
 * hog: minPerformanceRunWithHog), LCP, CLS and TBT of the median run.
 */
export function pageVerdicts(row: PageRow): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const quiet = (row.condition ?? 'quiet') === 'quiet';
  for (const [category, score] of Object.entries(row.scores)) out[category] = score !== null && score >= TARGETS.minScore;
  if (quiet) out.performance = row.scores.performance !== null && row.scores.performance >= TARGETS.minPerformanceMedian;
  const floor = quiet ? TARGETS.minPerformanceRun : TARGETS.minPerformanceRunWithHog;
  out.runs = row.performanceRuns.every((p) => p !== null && p >= floor);
  out.lcp = row.lcpMs !== null && row.lcpMs < TARGETS.maxLcpMs;
  out.cls = row.cls !== null && row.cls < TARGETS.maxCls;
  out.tbt = row.tbtMs !== null && row.tbtMs < TARGETS.maxTbtMs;
  return out;
}

/** The page as shipped and its no-script page, measured in the same run under the same condition. */
export interface PagePair {
  shipped: PageRow;
  noScript: PageRow;
}

/** Rows as shipped (results from before the pairs have no `variant`: all as shipped). */
const shipped = (rows: PageRow[]) => rows.filter((row) => (row.variant ?? 'as shipped') === 'as shipped');

/** Each page as shipped with its no-script page of the same condition, where the run measured both. */
export function pagePairs(rows: PageRow[]): PagePair[] {
  return shipped(rows).flatMap((row) => {
    const noScript = rows.find((other) => other.variant === 'no script' && other.page === row.page && (other.condition ?? 'quiet') === (row.condition ?? 'quiet'));
    return noScript ? [{ shipped: row, noScript }] : [];
  });
}

/** Whether a pair meets the side-by-side targets (TARGETS.maxPerformanceBelowNoScript, …); a missing figure misses. */
export function pairVerdicts({ shipped: a, noScript: b }: PagePair): { performance: boolean; tbt: boolean; lcp: boolean } {
  const known = (x: number | null, y: number | null) => x !== null && y !== null;
  return {
    performance: known(a.scores.performance, b.scores.performance) && b.scores.performance! - a.scores.performance! <= TARGETS.maxPerformanceBelowNoScript,
    tbt: known(a.tbtMs, b.tbtMs) && a.tbtMs! - b.tbtMs! <= TARGETS.maxTbtOverNoScriptMs,
    lcp: known(a.lcpMs, b.lcpMs) && a.lcpMs! <= b.lcpMs! * TARGETS.maxLcpOverNoScript,
  };
}

/** The Markdown summary of a run. */
export function toMarkdown(results: BenchResults): string {
  const m = results.machine;
  const s = results.settings;
  const lines: string[] = [
    `# Benchmark ${results.startedAt}`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; ${m.os}; Node ${m.node}; ${m.chromium ?? 'Chromium not used'}; ` +
      `PostgreSQL ${m.postgres ?? 'not used'}; PGlite ${m.pglite}; load average at start ${m.loadAverageAtStart.join(' / ')}` +
      (m.commit ? `; commit ${m.commit.slice(0, 12)}` : '') +
      '.',
    `Settings: ${s.connections} connections, ${s.durationS} s per measured run after ${s.warmupS} s warm-up, ` +
      `Accept-Encoding ${s.acceptEncoding ?? 'none'}, ` +
      `${fmt(s.scale)} synthetic products, site LOG_LEVEL=${s.logLevel}; Lighthouse ${s.lighthouseRuns} run(s) per page (median run), mobile profile, pages rendered ${s.serverRender ? 'on the server and hydrated' : 'in the browser only (SERVER_RENDER=false)'}.`,
    '',
  ];
  if (results.api.length > 0) {
    lines.push(
      '## API',
      '',
      `Targets (the site as deployed, read cache on): ratio to the ceiling ≥ ${TARGETS.minRatio}; p99 < ${TARGETS.maxP99Ms} ms. ` +
        'Rows with the cache off are for comparison only.',
      '',
      '| database | read | cache | body | req/s | p50 | p99 | ceiling req/s | ceiling p50 / p99 | ratio | ratio target | p99 target |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    );
    for (const row of results.api) {
      const v = apiVerdicts(row);
      const faults = row.site.non2xx + row.site.errors > 0 ? ` (${row.site.non2xx} non-2xx, ${row.site.errors} errors)` : '';
      lines.push(
        `| ${row.database} | ${row.endpoint} | ${row.mode} | ${fmt(row.bodyBytes / 1024, 1)} KiB${row.encoding === 'identity' ? '' : ` ${row.encoding}`} | ` +
          `${fmt(row.site.requestsPerSecond)}${faults} | ${row.site.p50Ms} ms | ${row.site.p99Ms} ms | ${fmt(row.ceiling.requestsPerSecond)} | ` +
          `${row.ceiling.p50Ms} / ${row.ceiling.p99Ms} ms | ${fmt(row.ratio, 2)} | ` +
          `${v.ratio === null ? '—' : verdict(v.ratio)} | ${verdict(v.p99)} |`,
      );
    }
    lines.push('');
  }
  if (results.pages.length > 0) {
    lines.push(
      '## Pages (Lighthouse, mobile)',
      '',
      `Targets: median performance ≥ ${TARGETS.minPerformanceMedian} and no run under ${TARGETS.minPerformanceRun} ` +
        `(with a CPU hog beside Chromium: no run under ${TARGETS.minPerformanceRunWithHog}); the other scores ≥ ${TARGETS.minScore}; ` +
        `LCP < ${TARGETS.maxLcpMs / 1000} s; CLS < ${TARGETS.maxCls}; TBT < ${TARGETS.maxTbtMs} ms.`,
    );
    for (const condition of [...new Set(results.pages.map((row) => row.condition ?? 'quiet'))]) {
      const rows = shipped(results.pages).filter((row) => (row.condition ?? 'quiet') === condition);
      const loads = rows.map((row) => row.loadAverage).filter((l) => typeof l === 'number');
      lines.push(
        '',
        `### ${condition === 'quiet' ? 'Quiet' : 'With a CPU hog beside Chromium'} (1-minute load average ${loads.length ? `${Math.min(...loads)}–${Math.max(...loads)}` : '?'})`,
        '',
        '| page | performance | runs | accessibility | best practices | SEO | LCP | CLS | TBT |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const row of rows) {
        const v = pageVerdicts(row);
        const score = (c: keyof PageRow['scores']) => `${row.scores[c] ?? '—'} ${verdict(v[c])}`;
        lines.push(
          `| ${row.page} \`${row.path.length > 40 ? row.path.slice(0, 37) + '…' : row.path}\` | ${score('performance')} | ` +
            `${row.performanceRuns.map((p) => p ?? '—').join(', ')} ${verdict(v.runs)} | ${score('accessibility')} | ` +
            `${score('best-practices')} | ${score('seo')} | ${row.lcpMs === null ? '—' : fmt(row.lcpMs / 1000, 2) + ' s'} ${verdict(v.lcp)} | ` +
            `${row.cls === null ? '—' : fmt(row.cls, 3)} ${verdict(v.cls)} | ${row.tbtMs === null ? '—' : fmt(row.tbtMs) + ' ms'} ${verdict(v.tbt)} |`,
        );
      }
    }
    const pairs = pagePairs(results.pages);
    if (pairs.length > 0) {
      lines.push(
        '',
        '### Side by side with the no-script page (the same page, every script file blocked; interleaved run by run)',
        '',
        `Targets: performance at most ${TARGETS.maxPerformanceBelowNoScript} points under the no-script page, TBT at most ` +
          `${TARGETS.maxTbtOverNoScriptMs} ms over it, LCP at most ${Math.round((TARGETS.maxLcpOverNoScript - 1) * 100)} % over it.`,
        '',
        '| page | condition | performance: shipped / no script | TBT: shipped / no script | LCP: shipped / no script | JS KiB | JS main-thread | DOM elements | style and layout |',
        '| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: |',
      );
      for (const pair of pairs) {
        const { shipped: a, noScript: b } = pair;
        const v = pairVerdicts(pair);
        const ms = (x: number | null) => (x === null ? '—' : `${fmt(x)} ms`);
        const s = (x: number | null) => (x === null ? '—' : `${fmt(x / 1000, 2)} s`);
        const ratio = a.lcpMs !== null && b.lcpMs ? ` (×${fmt(a.lcpMs / b.lcpMs, 2)})` : '';
        const both = (f: (row: PageRow) => number | null | undefined) => `${f(a) ?? '—'} / ${f(b) ?? '—'}`;
        lines.push(
          `| ${a.page} | ${a.condition ?? 'quiet'} | ${a.scores.performance ?? '—'} / ${b.scores.performance ?? '—'} ${verdict(v.performance)} | ` +
            `${ms(a.tbtMs)} / ${ms(b.tbtMs)} ${verdict(v.tbt)} | ${s(a.lcpMs)} / ${s(b.lcpMs)}${ratio} ${verdict(v.lcp)} | ` +
            `${a.diagnostics.scriptKiB ?? '—'} | ${a.diagnostics.scriptBootupMs ?? '—'} ms | ${both((row) => row.diagnostics.domElements)} | ` +
            `${both((row) => row.diagnostics.styleLayoutMs)} ms |`,
        );
      }
    }
    lines.push('', 'What the median runs spent their time on (LCP subparts as observed, unthrottled):');
    for (const row of results.pages) {
      const d = row.diagnostics;
      const label = [row.page, ...(row.variant === 'no script' ? ['no script'] : []), ...((row.condition ?? 'quiet') === 'quiet' ? [] : [row.condition])].join(', ');
      const subparts = Object.entries(d.lcpSubpartsMs).map(([name, ms]) => `${name} ${ms}`).join(', ');
      const savings = Object.entries(d.savings)
        .map(([audit, metrics]) => `${audit} (${Object.entries(metrics).map(([m, ms]) => `${m} ${Math.round(ms)} ms`).join(', ')})`)
        .join('; ');
      const failed = Object.entries(d.failedAudits)
        .map(([category, audits]) => `${category}: ${audits.join(', ')}`)
        .join('; ');
      lines.push(
        `- ${label}: LCP element "${d.lcpElement ?? '?'}" (${subparts || 'no breakdown'} ms); ${d.totalKiB ?? '?'} KiB transferred, ` +
          `JS ${d.scriptKiB ?? '?'} KiB, JS main-thread ${d.scriptBootupMs ?? '?'} ms, ${d.longTasks ?? '?'} task(s) over 50 ms (longest ${d.longestTaskMs ?? '?'} ms), host benchmarkIndex ${d.benchmarkIndex ?? '?'}${savings ? `; estimated savings: ${savings}` : ''}` +
          `${failed ? `; failed audits: ${failed}` : ''}.`,
      );
    }
    const warnings = results.pages.flatMap((row) => row.warnings.map((w) => `- ${row.page}: ${w}`));
    if (warnings.length > 0) lines.push('', 'Lighthouse warnings:', ...warnings);
    lines.push('');
  }
  const interactions = results.interactions ?? [];
  if (interactions.length > 0) {
    lines.push(
      '## Interaction right after load (a tap 1 s after the first paint on a phone at 4× CPU; bench/interactions.ts)',
      '',
      `Target: INP and the answer (from the tap to the frame that shows what it asked for) ≤ ${TARGETS.maxInteractionMs} ms, median of the runs.`,
      '',
      '| interaction | page | network | INP (median) | answer (median) | answer (worst) | runs: INP / answer, tap after first paint, script started |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    const ms = (x: number | null) => (x === null ? '—' : `${fmt(x)} ms`);
    for (const row of interactions) {
      const v = interactionVerdicts(row);
      const runs = row.runs
        .map((r) => (r.reached === false ? 'the tap missed the control (left out)' : `${ms(r.inpMs)} / ${ms(r.answerMs)}, +${r.tapAfterFirstPaintMs ?? '?'} ms, ${r.scriptStarted ? 'started' : 'not started'}`))
        .join('; ');
      lines.push(`| ${row.interaction} | \`${row.path.length > 40 ? row.path.slice(0, 37) + '…' : row.path}\` | ${row.network} | ${ms(row.medianInpMs)} ${verdict(v.inp)} | ${ms(row.medianAnswerMs)} ${verdict(v.answer)} | ${ms(row.worstAnswerMs)} | ${runs} |`);
    }
    lines.push('');
  }
  if (results.seeding.length > 0) {
    lines.push('## Seeding and query plans', '');
    for (const seed of results.seeding) {
      lines.push(`- ${seed.database}: seeded in ${fmt(seed.seconds, 1)} s.`);
      for (const [query, plan] of Object.entries(seed.plans)) lines.push(`  - ${query}: \`${plan}\``);
    }
    lines.push('');
  }
  const misses = [
    ...results.api.flatMap((row) => {
      const v = apiVerdicts(row);
      return [
        ...(v.ratio === false ? [`${row.database} ${row.endpoint} (${row.mode}): ratio ${fmt(row.ratio, 2)}`] : []),
        ...(v.p99 === false ? [`${row.database} ${row.endpoint} (${row.mode}): p99 ${row.site.p99Ms} ms (ceiling ${row.ceiling.p99Ms} ms)`] : []),
      ];
    }),
    ...shipped(results.pages).flatMap((row) =>
      Object.entries(pageVerdicts(row))
        .filter(([, pass]) => !pass)
        .map(([figure]) => `${row.page}${(row.condition ?? 'quiet') === 'quiet' ? '' : ` (${row.condition})`}: ${figure}`),
    ),
    ...interactions.flatMap((row) =>
      Object.entries(interactionVerdicts(row))
        .filter(([, pass]) => pass === false)
        .map(([figure]) => `${row.interaction} (${row.network}): ${figure === 'inp' ? 'INP' : 'answer'} after a tap right after load`),
    ),
    ...pagePairs(results.pages).flatMap((pair) =>
      Object.entries(pairVerdicts(pair))
        .filter(([, pass]) => !pass)
        .map(([figure]) => `${pair.shipped.page}${(pair.shipped.condition ?? 'quiet') === 'quiet' ? '' : ` (${pair.shipped.condition})`}: ${figure} beside the no-script page`),
    ),
  ];
  lines.push('## Summary', '', misses.length === 0 ? 'Every figure meets its target.' : `${misses.length} figure(s) miss their target:`);
  lines.push(...misses.map((miss) => `- ${miss}`));
  if (results.errors.length > 0) lines.push('', 'Parts that failed:', ...results.errors.map((e) => `- ${e}`));
  return lines.join('\n') + '\n';
}

/**
 * Whether a tap right after load met TARGETS.maxInteractionMs: its median INP and its median answer (null: no run
 * had the figure; an answer that never came counts as a miss).
 */
export function interactionVerdicts(row: InteractionRow): { inp: boolean | null; answer: boolean } {
  return {
    inp: row.medianInpMs === null ? null : row.medianInpMs <= TARGETS.maxInteractionMs,
    answer: row.medianAnswerMs !== null && row.medianAnswerMs <= TARGETS.maxInteractionMs,
  };
}

/** Writes `{stamp}.json` and `{stamp}.md` into `dir`; returns their paths. */
export async function writeResults(dir: string, results: BenchResults): Promise<{ json: string; markdown: string }> {
  await mkdir(dir, { recursive: true });
  const stamp = results.startedAt.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const json = join(dir, `${stamp}.json`);
  const markdown = join(dir, `${stamp}.md`);
  await writeFile(json, JSON.stringify(results, null, 2) + '\n');
  await writeFile(markdown, toMarkdown(results));
  return { json, markdown };
}
