/**
 * The site opened by a name other than localhost, as from another computer on the network (docs/operations.md
 * "One address"): Chromium maps lan-host.test to 127.0.0.1 (--host-resolver-rules), so the browser asks for
 * http://lan-host.test:{port}, a non-loopback name, as it would for http://192.168.1.5:3000.
 * - With PUBLIC_URL set (the suite's server: PUBLIC_URL=http://127.0.0.1:{E2E_PORT}) the page is redirected there.
 * - Without PUBLIC_URL (a second server started here) the page is served at that name, with its app, API reads and
 *   media; a loopback name is still sent to localhost; the admin area says where sign-in works and the setting that
 *   makes it work at this address (a screenshot at the project's width is attached: 1440 desktop, 390 phone).
 */
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { appReady, openMenu } from './support/app.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';

const LAN_HOST = 'lan-host.test';

test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] },
});

test('with PUBLIC_URL set, a page asked for by another host name is redirected to PUBLIC_URL', async ({ page, baseURL }) => {
  const { port } = new URL(baseURL!);
  const asked = `http://${LAN_HOST}:${port}/in?from=lan`;
  const response = await page.goto(asked);
  expect(page.url()).toBe(`${baseURL}/in?from=lan`);
  const redirected = response!.request().redirectedFrom();
  expect(redirected?.url()).toBe(asked);
  expect((await redirected!.response())!.status()).toBe(301);
  await appReady(page);
});

test.describe('without PUBLIC_URL', () => {
  let site: SiteServer;
  const origin = () => `http://${LAN_HOST}:${site.port}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteServer();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a page asked for by a non-loopback host name is served there, with its app, API reads and media', async ({ page }) => {
    const response = await page.goto(`${origin()}/in`);
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    expect(page.url()).toBe(`${origin()}/in`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radhe Polymer Insulators');
    const banner = page.getByTestId('banner-slide').first().locator('img');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(async () => (await fetch('/api/Categories/radhe')).status)).toBe(200);
  });

  test('a loopback name is still sent to localhost, where sign-in works', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${site.port}/admin/manage`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`http://localhost:${site.port}/admin/manage`);
  });

  test('the admin area says where sign-in works and the setting that makes it work at this address', async ({ page }, testInfo) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname !== LAN_HOST) elsewhere.push(r.url());
    });
    await page.goto(`${origin()}/admin/manage`);
    await appReady(page);
    // Plain http at a name that is not loopback: the browser keeps Web Crypto, which sign-in's PKCE needs, from the
    // page, so PUBLIC_URL=http://lan-host.test:{port} could not make sign-in work here either.
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle }))).toEqual({ secure: false, subtle: 'undefined' });
    const message = page.getByRole('alert').filter({ hasText: 'Sign-in is not available at this address' });
    await expect(message).toBeVisible();
    await expect(message).toContainText(`Sign-in works at http://localhost:${site.port} only.`);
    await expect(message).toContainText('serve this address over HTTPS');
    await expect(message.locator('code')).toHaveText(`PUBLIC_URL=https://${LAN_HOST}`);
    await expect(page.getByText('You need to sign in to access this page.')).toBeVisible();
    // It fits the width (390 px on the phone): nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    const screenshot = testInfo.outputPath(`admin-at-lan-host-${page.viewportSize()!.width}.png`);
    await page.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach(`admin at ${LAN_HOST}, ${page.viewportSize()!.width} px`, { path: screenshot, contentType: 'image/png' });
    if (testInfo.project.name === 'phone') await openMenu(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(elsewhere).toEqual([]);
  });
});
