/**
 * Lighthouse's SEO audit scores 100 on every public page: a
 * title and a description, a 200 status, crawlable (no noindex, robots.txt allows it), link texts that say where
 * they go, a valid hreflang and canonical, legible font sizes, tap targets… Run with Lighthouse's SEO category
 * only, in Debian's Chromium, against the real server. The search and compare pages are left out: they are
 * `noindex` on purpose (results pages a search engine should not list).
 */
import { userInfo } from 'node:os';
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { ANY_WIDTH, chromiumLaunchOptions } from '../playwright.config.ts';
import { publicPages } from './support/public-pages.ts';

/**
 * Lighthouse's SEO category only, gathered at the page's load event: its waits for a quiet network and CPU after the
 * load (about 3 s of each page's 5 on the CI machine) are off. Every page walked here is the server's markup, which is
 * complete at its load event; the islands that start after it change nothing the SEO audits read (titles,
 * descriptions, canonical and hreflang links, link texts, image alternatives, robots), and the page-titles spec reads
 * the same head as the server sends it.
 */
const SEO_ONLY: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['seo'], disableFullPageScreenshot: true, pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 0, cpuQuietThresholdMs: 0 },
};

// Lighthouse emulates its own phone whatever the project: measured once.
test('every public page scores 100 in Lighthouse SEO', ANY_WIDTH, async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    // Chromium refuses to start as root without --no-sandbox (containers, CI).
    chromeFlags: ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage', ...(userInfo().uid === 0 ? ['--no-sandbox'] : [])],
    logLevel: 'silent',
  });
  try {
    const scores: Record<string, { score: number | null; failed: string[] }> = {};
    for (const path of await publicPages(request)) {
      const result = await lighthouse(new URL(path, baseURL).href, { port: chrome.port, logLevel: 'error', output: 'json' }, SEO_ONLY);
      const lhr = result!.lhr;
      const failed = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      scores[path] = { score: lhr.categories.seo?.score ?? null, failed };
    }
    for (const [path, { score, failed }] of Object.entries(scores)) expect({ path, score, failed }).toEqual({ path, score: 1, failed: [] });
  } finally {
    chrome.kill();
  }
});
