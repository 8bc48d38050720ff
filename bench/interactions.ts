/**
 * The interactions part of `npm run bench` (issue "public pages run only the script a visitor needs": interaction
 * right after load). A click on the phone menu, a facet, Add to quote and Request Quote, one second after the
 * page's first paint, on a phone: Debian's Chromium driven by Playwright at 412×823 with touch and the CPU slowed
 * 4× (the issue's condition, the site on this machine's loopback), then again over a slow 4G line (150 ms round
 * trip, 1.6 Mbit/s down, as Lighthouse's mobile profile), where the page's script arrives later; each in a fresh
 * browser context, `runs` times.
 *
 * Two figures per click, both from the browser's own clock:
 * - INP: the interaction's Event Timing duration (the longest of its pointerdown, pointerup and click entries: from
 *   the tap to the next paint after its handlers; what Chromium reports as Interaction to Next Paint). Null when the
 *   click left the document before the entries were delivered (a link followed by the browser).
 * - answer: from the tap (the pointerdown's timestamp) to the first animation frame in which what the click asks for
 *   shows (the menu's panel, the facet ticked, "Added" or the Request Quote dialog, the Request Quote dialog), on
 *   whichever document shows it: a click the app has not started for may be followed by the browser to a page the
 *   server renders, and that page's paint is the answer.
 * Also kept: whether the page's script had started (`<html data-app="ready">`) when the tap came.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import type { SeededIds } from './site.ts';

/** One measured interaction. */
export interface Interaction {
  name: string;
  path: string;
  /** Taps made first, unmeasured (e.g. the facets' fold on a phone), each a CSS selector. */
  before?: string[];
  /** The control tapped, a CSS selector (its first visible match). */
  target: string;
  /**
   * What the click asks for, as the source of a function without arguments that runs in the page on every
   * animation frame and returns true once it shows (source, not a function: it is written into the page's script).
   */
  answered: string;
}

/** Source of a check: some element matching `selector` is rendered (and holds `text`, when given). */
const shows = (selector: string, text?: string) =>
  `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => el.checkVisibility() && ${text ? `el.textContent.includes(${JSON.stringify(text)})` : 'true'})`;

/** The four interactions of the issue, on the bench's pages (the radhe home, category and product pages). */
export function interactions(ids: SeededIds): Interaction[] {
  const requestQuoteDialog = shows('[role="dialog"]', 'Request Quote');
  const facets = 'form[aria-label="Filter products"]';
  return [
    { name: 'menu', path: '/in', target: 'header details[data-testid="site-menu"] > summary', answered: shows('[data-testid="site-menu-panel"] nav') },
    {
      name: 'facet',
      path: ids.pageCategoryPath,
      // On a phone the facets fold behind their summary, opened first (a native disclosure).
      before: [`details:has(${facets}) > summary`],
      target: `${facets} input[type="checkbox"]:not(:disabled)`,
      answered: `() => [...document.querySelectorAll(${JSON.stringify(`${facets} input[type="checkbox"]`)})].some((el) => el.checked)`,
    },
    {
      name: 'Add to quote',
      path: ids.pageProductPath,
      target: '[aria-label^="Add to quote"]',
      // With the app: "Added, quantity 1."; before it, the link to the product's Request Quote.
      answered: `() => (${shows('[role="alert"]', 'Added, quantity')})() || (${requestQuoteDialog})()`,
    },
    { name: 'Request Quote', path: ids.pageProductPath, target: 'a[href$="enquiry=quote"]', answered: requestQuoteDialog },
  ];
}

/** One tap's figures, in ms. */
export interface InteractionRun {
  inpMs: number | null;
  answerMs: number | null;
  /** The page's script had started when the tap came. */
  scriptStarted: boolean;
  /** When the tap came, ms after the first paint (at least TAP_AFTER_FIRST_PAINT_MS; later when the page was busy). */
  tapAfterFirstPaintMs: number | null;
  /**
   * False when the tap did not land on the control (it moved between being found and being tapped): such a run says
   * nothing of the control and is left out of the medians.
   */
  reached: boolean;
}

/** The network a tap is measured over. */
export interface Network {
  name: 'loopback' | 'slow 4G';
  /** Chromium's emulation (Network.emulateNetworkConditions); none on the loopback. */
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}
export const NETWORKS: readonly Network[] = [
  { name: 'loopback', conditions: null },
  { name: 'slow 4G', conditions: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 } },
];

/** One interaction over its runs (medians over the runs that have the figure). */
export interface InteractionRow {
  interaction: string;
  path: string;
  network: Network['name'];
  runs: InteractionRun[];
  medianInpMs: number | null;
  medianAnswerMs: number | null;
  worstAnswerMs: number | null;
}

/** The median of `values` (nulls left out), or null when none. */
export function median(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : Math.round((known[middle - 1] + known[middle]) / 2);
}

/** How long after the first paint the tap comes, ms (the issue's "1 s after first paint"). */
export const TAP_AFTER_FIRST_PAINT_MS = 1_000;
/** The longest an answer is waited for, ms; a click with no answer by then has none. */
const ANSWER_WITHIN_MS = 10_000;
/** The session storage key the probe keeps the tap's record under. */
const SESSION_KEY = 'bench-interaction';
/** What the page keeps of the tap in its session storage (epoch ms), across a change of document. */
interface TapState {
  tapAt?: number;
  answerAt?: number;
  scriptStarted?: boolean;
  tapAfterFirstPaintMs?: number | null;
}

/** One Event Timing entry of the tap (PerformanceEventTiming's fields used here). */
interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** The few browser globals the probe uses: the bench is type-checked without the DOM library. */
interface ProbeWindow {
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { documentElement: { dataset: Record<string, string | undefined> } };
  performance: { timeOrigin: number; now(): number; getEntriesByName(name: string): Array<{ startTime: number }> };
  PerformanceObserver: new (callback: (list: { getEntries(): EventEntry[] }) => void) => {
    observe(options: { type: 'event'; durationThreshold: number; buffered: boolean }): void;
  };
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms: number): number;
  addEventListener(type: 'pointerdown', listener: (event: { timeStamp: number; target: { closest?(selector: string): unknown } | null }) => void, options: { capture: boolean }): void;
  benchEvents?: EventEntry[];
}

/**
 * Runs in every document of the page before its own script (written into it as source, so it uses nothing from
 * this module): records the tap's time (the first pointerdown inside what `target` selects, whichever element is
 * there then: the app may have replaced a link by a button; its timestamp on the epoch clock so that it holds across
 * a change of document) and whether the script had started, in session storage under `key`; checks `answered` on
 * every animation frame from then on, and collects the tap's Event Timing entries in `benchEvents`.
 */
function instrument(answered: () => boolean, target: string, key: string) {
  const w = globalThis as unknown as ProbeWindow;
  const read = (): TapState => JSON.parse(w.sessionStorage.getItem(key) ?? '{}');
  const write = (patch: TapState) => w.sessionStorage.setItem(key, JSON.stringify({ ...read(), ...patch }));
  const entries: EventEntry[] = [];
  w.benchEvents = entries;
  // The tap's own entries: its pointerdown starts at the tap's timestamp (the unmeasured taps before it are left out).
  let tapStamp = Infinity;
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId && e.startTime >= tapStamp) entries.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const watch = () => {
    if (read().answerAt !== undefined) return;
    // Seen in a frame: the time is taken in the task after that frame's rendering (its paint is then under way).
    if (read().tapAt !== undefined && answered()) w.setTimeout(() => write({ answerAt: w.performance.timeOrigin + w.performance.now() }), 0);
    else w.requestAnimationFrame(watch);
  };
  w.addEventListener(
    'pointerdown',
    (event) => {
      if (read().tapAt !== undefined || !event.target?.closest?.(target)) return;
      tapStamp = event.timeStamp;
      const firstPaint = w.performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      write({
        tapAt: w.performance.timeOrigin + event.timeStamp,
        scriptStarted: w.document.documentElement.dataset.app === 'ready',
        tapAfterFirstPaintMs: firstPaint === undefined ? null : Math.round(event.timeStamp - firstPaint),
      });
      w.requestAnimationFrame(watch);
    },
    { capture: true },
  );
  if (read().tapAt !== undefined) w.requestAnimationFrame(watch);
}

/**
 * The centre of the first visible match of `selector`, found before the moment of the tap: Playwright's own tap waits for the element to be stable over animation frames, which a busy
 * main thread delays by seconds, and the tap would not come when it should.
 */
async function aim(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const control = page.locator(`${selector} >> visible=true`).first();
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} has no box to tap`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One tap of `interaction` on a fresh phone. */
async function runOnce(browser: Browser, baseUrl: string, interaction: Interaction, network: Network): Promise<InteractionRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // One script, the check written into it: the page's Content-Security-Policy allows no eval.
    await page.addInitScript({ content: `(${instrument.toString()})(${interaction.answered}, ${JSON.stringify(interaction.target)}, ${JSON.stringify(SESSION_KEY)});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network.conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network.conditions });
    }
    await page.goto(baseUrl + interaction.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000, polling: 50 });
    const wait = await page.evaluate(
      (after) => performance.getEntriesByName('first-contentful-paint')[0].startTime + after - performance.now(),
      TAP_AFTER_FIRST_PAINT_MS,
    );
    const tapAt = Date.now() + wait;
    for (const selector of interaction.before ?? []) {
      const { x, y } = await aim(page, selector);
      await page.touchscreen.tap(x, y);
    }
    const { x, y } = await aim(page, interaction.target);
    if (tapAt > Date.now()) await page.waitForTimeout(tapAt - Date.now());
    await page.touchscreen.tap(x, y);
    const until = Date.now() + ANSWER_WITHIN_MS;
    let state: TapState = {};
    while (Date.now() < until) {
      // Kept while a document is changing (the read fails then): the tap's record is in the session's storage.
      state = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as TapState, SESSION_KEY).catch(() => state);
      if (state.answerAt !== undefined) break;
      await page.waitForTimeout(100);
    }
    // The Event Timing entries arrive after the paint that ends them.
    await page.waitForTimeout(500);
    const events = await page.evaluate(() => (globalThis as unknown as ProbeWindow).benchEvents ?? []).catch((): EventEntry[] => []);
    return {
      inpMs: events.length > 0 ? Math.max(...events.map((e) => e.duration)) : null,
      answerMs: state.tapAt !== undefined && state.answerAt !== undefined ? Math.round(state.answerAt - state.tapAt) : null,
      scriptStarted: state.scriptStarted ?? false,
      tapAfterFirstPaintMs: state.tapAfterFirstPaintMs ?? null,
      reached: state.tapAt !== undefined,
    };
  } finally {
    await context.close();
  }
}

/**
 * Taps each interaction `runs` times (a fresh browser context each) and returns its figures.
 * @throws when Chromium cannot start
 */
export async function measureInteractions(options: {
  baseUrl: string;
  ids: SeededIds;
  runs: number;
  chromePath: string;
  log: (line: string) => void;
  /** Only the interactions whose name matches; all when absent. */
  filter?: RegExp | null;
  /** Only these networks; both when absent. */
  networks?: ReadonlyArray<Network['name']>;
}): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows: InteractionRow[] = [];
    for (const network of NETWORKS.filter((n) => !options.networks || options.networks.includes(n.name))) {
      for (const interaction of interactions(options.ids).filter((i) => !options.filter || options.filter.test(i.name))) {
        const runs: InteractionRun[] = [];
        for (let run = 1; run <= options.runs; run++) {
          options.log(`  interaction ${interaction.name} (${interaction.path}, ${network.name}) run ${run}/${options.runs}`);
          runs.push(await runOnce(browser, options.baseUrl, interaction, network));
        }
        rows.push(summarise(interaction, network, runs));
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The row of `interaction` over `network` from its runs. */
function summarise(interaction: Interaction, network: Network, runs: InteractionRun[]): InteractionRow {
  const reached = runs.filter((r) => r.reached);
  const answers = reached.map((r) => r.answerMs);
  return {
        interaction: interaction.name,
        path: interaction.path,
        network: network.name,
        runs,
        medianInpMs: median(reached.map((r) => r.inpMs)),
        medianAnswerMs: median(answers),
        worstAnswerMs: answers.length === 0 || answers.includes(null) ? null : Math.max(...(answers as number[])),
  };
}
