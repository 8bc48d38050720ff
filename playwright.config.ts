/**
 * Playwright: real Chromium (Debian's /usr/bin/chromium), real server (server/main.ts on the built SPA),
 * real database (a fresh PGlite folder per run, seeded with the demo catalogue on first start), real mail relay (an
 * smtp-server peer started with the server; specs read what it received).
 * Run with `npm run test:e2e` after `npm run build`.
 */
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
// Made once in the main process and inherited by the workers (which load this file again), so specs can read
// what the server wrote (e.g. the mails its SMTP peer received, in DATA_DIR/smtp-peer).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-')));

/** The administrator of the e2e server's embedded sign-in provider (e2e/support/sign-in.ts signs in as it). */
export const E2E_ADMIN = { email: 'e2e.admin@radhe-therm.example', name: 'E2E Administrator', password: 'e2e-admin-password-1' };

/**
 * Debian's Chromium binary itself rather than its /usr/bin/chromium wrapper script, which adds desktop flags
 * (GPU rasterization, here emulated in software by SwiftShader, and its bundled extensions) that cost the
 * browser suite about a tenth of its CPU on a 2-core machine for nothing a test looks at.
 */
const DEBIAN_CHROMIUM = existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Specs run on the desktop project only (see the phone project): the staff's tools, and what the server sends
 * whatever the width (titles, structured data, the host name's redirect, sign-in's edge cases, the enquiry
 * form's rules and refusals; the phone's own form is driven by first-click, quote-list and accessibility).
 */
const PHONE_SKIPS = [
  'enquiry.spec.ts',
  'lan-host.spec.ts',
  'page-titles.spec.ts',
  'product-structured-data.spec.ts',
  'enquiries-inbox.spec.ts',
  'datasheet.spec.ts',
  'staff-roles.spec.ts',
  'drafts.spec.ts',
  'history.spec.ts',
  'ordering.spec.ts',
  'catalogue-sheets.spec.ts',
  'manager-conveniences.spec.ts',
].map((file) => `**/${file}`);

/**
 * A test only the phone runs (its drawer menu, its tap targets, what a phone downloads): `test(title, PHONE_ONLY, fn)`
 * or `test.describe(title, PHONE_ONLY, fn)`. The desktop project leaves it out by its tag.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
/**
 * A test whose behaviour is the same at every width (what the server sends, sign-in's edge cases, a timer, a fault),
 * run once, on the desktop: `test(title, ANY_WIDTH, fn)`. The phone project leaves it out by its tag, so it costs the
 * phone's run nothing (a test skipped in its body still gets its page and context first).
 */
export const ANY_WIDTH = { tag: '@any-width' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and screencast frames of every step) costs about a third of the suite's CPU
    // (measured on 22 storefront tests: 63 → 43 CPU seconds, 146 → 115 s wall). In CI a test that fails is retried
    // with the trace on: a test that fails twice comes with the trace of its second try, a flaky one with the
    // screenshot of its failure and the trace of the try that passed. A local run keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, grepInvert: new RegExp(PHONE_ONLY.tag) },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // The staff's tools (the inbox, the catalogue's governance), what mail and PDFs carry and what the server
      // sends whatever the width are tested once, on the desktop (whole files: PHONE_SKIPS; single tests: ANY_WIDTH).
      // A visitor's pages run at both widths; so does the Product Manager's basic flow (admin.spec.ts), which staff
      // also open on a phone.
      testIgnore: PHONE_SKIPS,
      grepInvert: new RegExp(ANY_WIDTH.tag),
    },
  ],
  webServer: {
    // The site (server/main.ts) started behind a real SMTP peer in the same process: SMTP_URL points at the peer,
    // which writes every mail it accepts to DATA_DIR/smtp-peer (e2e/support/server-with-smtp-peer.ts, peer-mail.ts).
    command: 'node e2e/support/server-with-smtp-peer.ts',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '500',
      // The per-e-mail allowance is the default (5 an hour), which the enquiry spec meets for real. Every spec posts
      // from 127.0.0.1, so the per-address allowance is raised above what one run (with its retries) sends; its
      // behaviour is covered by the API tests (server/routes/contact-limits.api.test.ts).
      // The minimum fill time is off: Playwright fills a form in well under the 3 s a person needs.
      CONTACT_RATE_LIMIT_PER_ADDRESS: '1000',
      CONTACT_MIN_FILL_MS: '0',
      // Page renders per address and minute: every spec browses from 127.0.0.1 and the admin specs'
      // writes renew every kept page; covered by server/routes/server-render.api.test.ts.
      PAGE_RENDER_RATE_LIMIT: '100000',
      // New search texts per address and minute: the suggestions of every spec come from 127.0.0.1;
      // covered by server/routes/search.api.test.ts.
      SEARCH_RATE_LIMIT: '100000',
      // The embedded OpenID provider's issuer is PUBLIC_URL/oidc; specs sign in as this administrator.
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_NAME: E2E_ADMIN.name,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
