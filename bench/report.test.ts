import { describe, expect, it } from 'vitest';
import { median, type InteractionRow } from './interactions.ts';
import type { PageRow } from './pages.ts';
import { interactionVerdicts, pagePairs, pairVerdicts, toMarkdown, type BenchResults } from './report.ts';
import { TARGETS } from './settings.ts';

/** A median row of one page with the figures a pair compares. */
function row(variant: PageRow['variant'], performance: number, tbtMs: number, lcpMs: number, condition: PageRow['condition'] = 'quiet'): PageRow {
  return {
    variant,
    condition,
    loadAverage: 1,
    page: 'radhe home',
    path: '/in',
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs,
    cls: 0,
    tbtMs,
    performanceRuns: [performance],
    diagnostics: { lcpElement: null, lcpSubpartsMs: {}, longestTaskMs: 0, longTasks: 0, totalKiB: 200, scriptKiB: variant === 'no script' ? 0 : 120, scriptBootupMs: 300, domElements: 900, styleLayoutMs: 250, savings: {}, failedAudits: {}, benchmarkIndex: 1400 },
    warnings: [],
  };
}

/** A run's results with nothing measured but `measured` (pages, interactions). */
function benchResults(measured: Partial<Pick<BenchResults, 'pages' | 'interactions'>>): BenchResults {
  return {
    startedAt: '2026-12-06T11:00:00Z',
    finishedAt: '2026-12-06T11:10:00Z',
    machine: { cpu: 'test', cores: 2, memoryGiB: 8, loadAverageAtStart: [1, 1, 1], os: 'linux', node: '24', chromium: null, postgres: null, pglite: '0.5', commit: null },
    settings: { durationS: 1, warmupS: 1, connections: 1, acceptEncoding: null, scale: 0, databases: [], uncached: false, lighthouseRuns: 1, cpuHog: true, logLevel: 'warn', serverRender: true },
    targets: TARGETS,
    seeding: [],
    api: [],
    pages: [],
    errors: [],
    ...measured,
  };
}

describe('the page beside its no-script page (bench report)', () => {
  it('pairs each page as shipped with its no-script page of the same condition', () => {
    const rows = [row('as shipped', 90, 400, 2000), row('no script', 92, 320, 1900), row('as shipped', 80, 900, 2100, 'CPU hog'), row('no script', 88, 500, 1900, 'CPU hog')];
    const pairs = pagePairs(rows);
    expect(pairs.map((p) => [p.shipped.condition, p.noScript.condition])).toEqual([['quiet', 'quiet'], ['CPU hog', 'CPU hog']]);
    // Within 3 points, 80 ms more TBT and 5 % more LCP: met. 8 points, 400 ms and 11 %: missed, each figure on its own.
    expect(pairVerdicts(pairs[0])).toEqual({ performance: true, tbt: true, lcp: true });
    expect(pairVerdicts(pairs[1])).toEqual({ performance: false, tbt: false, lcp: false });
  });

  it('reports the pairs and names each missed figure in the summary; a page measured without its pair is left out', () => {
    const results = benchResults({
      pages: [row('as shipped', 90, 400, 2000), row('no script', 92, 320, 1900), row('as shipped', 80, 900, 2100, 'CPU hog'), row('no script', 88, 500, 1900, 'CPU hog'), { ...row('as shipped', 95, 50, 1500), page: 'radhe contact' }],
    });
    const markdown = toMarkdown(results);
    expect(markdown).toContain('### Side by side with the no-script page');
    expect(markdown).toContain('| radhe home | quiet | 90 / 92');
    expect(markdown).toContain('radhe home (CPU hog): performance beside the no-script page');
    expect(markdown).toContain('radhe home (CPU hog): tbt beside the no-script page');
    expect(markdown).not.toContain('| radhe contact | quiet |');
  });
});

describe('a tap right after load (bench report)', () => {
  const tap = (inpMs: number | null, answerMs: number | null) => ({ inpMs, answerMs, scriptStarted: false, tapAfterFirstPaintMs: 1_010, reached: true });
  const interaction = (name: string, runs: ReturnType<typeof tap>[]): InteractionRow => ({
    interaction: name,
    path: '/in',
    network: 'loopback',
    runs,
    medianInpMs: median(runs.map((r) => r.inpMs)),
    medianAnswerMs: median(runs.map((r) => r.answerMs)),
    worstAnswerMs: null,
  });

  it('takes the median of the runs that have the figure', () => {
    expect(median([300, null, 100, 200])).toBe(200);
    expect(median([100, 200])).toBe(150);
    expect(median([null])).toBeNull();
  });

  it('meets the target at 200 ms; an answer that never came misses it, an INP no run could read is not judged', () => {
    expect(interactionVerdicts(interaction('menu', [tap(48, 120), tap(64, 200), tap(250, 900)]))).toEqual({ inp: true, answer: true });
    expect(interactionVerdicts(interaction('facet', [tap(400, 420), tap(300, 310), tap(40, 60)]))).toEqual({ inp: false, answer: false });
    expect(interactionVerdicts(interaction('Request Quote', [tap(null, null)]))).toEqual({ inp: null, answer: false });
  });

  it('reports each interaction with its runs and names a miss in the summary', () => {
    const results = benchResults({ interactions: [interaction('menu', [tap(48, 120)]), interaction('Add to quote', [tap(null, 1_400)])] });
    const markdown = toMarkdown(results);
    expect(markdown).toContain('| menu | `/in` | loopback | 48 ms PASS | 120 ms PASS |');
    expect(markdown).toContain('48 ms / 120 ms, +1010 ms, not started');
    expect(markdown).toContain('- Add to quote (loopback): answer after a tap right after load');
    expect(markdown).not.toContain('- menu:');
  });
});
