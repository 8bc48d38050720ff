/**
 * Sign-in through the embedded OpenID provider in Chromium (product-spec.md §2, §4, §6, §9): the
 * protected layout's prompt, the provider's login page, the display name, a second tab sharing the account,
 * sign-out; sign-in from another host name, deep links surviving the round trip with no landing page on the way
 * back, the access page of an account that is not an administrator, a failed sign-in with Retry, sign-in and
 * sign-out following the account across open tabs, and the 300 s rules of token renewal.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ANY_WIDTH, E2E_ADMIN } from '../playwright.config.ts';
import { E2E_MEMBER } from './support/accounts.ts';
import { openMenuOnPhone as openMenuIfPhone, signIn, submitLogin } from './support/sign-in.ts';

const PROMPT = 'You need to sign in to access this page.';
const SIGN_IN_FAILED = 'Sign-in did not complete';
/** Text of the landing page (web/src/app/pages/LandingPage.tsx). */
const LANDING_TEXT = 'choose a storefront to browse';
/** Where the page keeps the refresh token's expiry (web/src/features/auth/tokens.ts REFRESH_EXPIRY_KEY). */
const REFRESH_EXPIRY_KEY = 'auth:refresh-expires-at';

/** The e2e server's origin (PUBLIC_URL), e.g. 'http://127.0.0.1:3213'. */
function siteOrigin(testInfo: TestInfo): string {
  return new URL(testInfo.project.use.baseURL!).origin;
}

/**
 * Records in session storage ('e2e:landing-seen' = the address) whenever the landing page's text is in the
 * document, from the first byte of every document of `page` on.
 */
async function watchForLanding(page: Page): Promise<void> {
  await page.addInitScript((text) => {
    const look = () => {
      if (document.body?.textContent?.includes(text)) sessionStorage.setItem('e2e:landing-seen', `${location.pathname}${location.search}`);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, LANDING_TEXT);
}

/** Moves the stored access token's expiry (and, when given, the refresh token's) to `seconds` from now. */
async function expireSoon(page: Page, accessS: number, refreshS?: number): Promise<void> {
  await page.evaluate(
    ({ accessS, refreshS, refreshKey }) => {
      const now = Math.floor(Date.now() / 1000);
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!);
      sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: now + accessS }));
      if (refreshS !== undefined) sessionStorage.setItem(refreshKey, String(now + refreshS));
    },
    { accessS, refreshS, refreshKey: REFRESH_EXPIRY_KEY },
  );
}

/**
 * The one sign-in case whose message sits elsewhere on a phone (in the open menu): the rest, the provider's and the
 * server's, the same at every width, run on the desktop (ANY_WIDTH).
 */
const PHONE_CASE = 'a sign-in that cannot reach the provider says so, and Retry signs in once it answers';

test('a signed-out visitor sees the sign-in prompt and nothing protected', ANY_WIDTH, async ({ page }) => {
  await page.goto('/admin/manage');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Product Manager' })).toBeVisible();
  await openMenuIfPhone(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password is refused on the provider page without saying which part was wrong', ANY_WIDTH, async ({ page }) => {
  await page.goto('/admin/manage');
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
});

test('signs in, shares the account with a second tab, and signs out', ANY_WIDTH, async ({ page, context }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await signIn(page);
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  // Tokens live in session storage, never in local storage.
  const stored = await page.evaluate(() => ({ session: Object.keys(sessionStorage), local: JSON.stringify(localStorage) }));
  expect(stored.session.some((k) => k.startsWith('oidc.user:'))).toBe(true);
  expect(stored.local).not.toContain('access_token');

  // A second tab of the same browser is signed in too (silent sign-in with the provider's session).
  const second = await context.newPage();
  await second.goto('/admin/manage');
  await openMenuIfPhone(second);
  await expect(second.getByTestId('account-name').first()).toHaveText(E2E_ADMIN.name);
  await second.keyboard.press('Escape');
  await expect(second.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  await second.close();

  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // One click: the provider ends its session without asking again, then returns to the site root.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/admin/manage');
  await expect(page.getByText(PROMPT)).toBeVisible();
  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('signs in from another host name: the page moves to PUBLIC_URL and sign-in ends there', ANY_WIDTH, async ({ page }, testInfo) => {
  const site = siteOrigin(testInfo);
  const other = new URL(site);
  other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const response = await page.goto(`${other.origin}/admin/manage?from=bookmark`);
  expect(response!.request().redirectedFrom()?.url()).toBe(`${other.origin}/admin/manage?from=bookmark`);
  expect(page.url()).toBe(`${site}/admin/manage?from=bookmark`);
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page);
  await page.waitForURL((url) => url.pathname === '/admin/manage' && !url.searchParams.has('code'));
  expect(page.url()).toBe(`${site}/admin/manage?from=bookmark`);
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
});

test('a deep link keeps its query and hash through sign-in, and the root never shows the landing page on the way back', ANY_WIDTH, async ({ page }, testInfo) => {
  await watchForLanding(page);
  await signIn(page, '/admin/enquiries?view=all#latest');
  expect(page.url()).toBe(`${siteOrigin(testInfo)}/admin/enquiries?view=all#latest`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e:landing-seen'))).toBeNull();
  // The watch does see the landing page where it is shown.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e:landing-seen'))).toBe('/');
});

test('a sign-out link from elsewhere is asked to confirm, in the company look, so another site cannot sign a person out', ANY_WIDTH, async ({ page }) => {
  await signIn(page, '/admin/manage');
  await page.goto('/oidc/session/end');
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Radhe Group of Industries' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await page.goto('/admin/manage');
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
});

test('an account without the administrator role sees the access page and can sign out', ANY_WIDTH, async ({ page }) => {
  const text = `Your account (${E2E_MEMBER.name}) is not allowed to manage products. Ask an administrator for access.`;
  await signIn(page, '/admin/manage', E2E_MEMBER);
  await expect(page.getByRole('heading', { name: text })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toHaveCount(0);
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { name: text })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/admin/manage');
  await expect(page.getByText(PROMPT)).toBeVisible();
});

test(PHONE_CASE, async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const discovery = '**/oidc/.well-known/openid-configuration';
  await page.route(discovery, (route) => route.abort('connectionrefused'));
  await page.goto('/admin/manage?tab=1');
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Told where the person is: under the prompt, or on a phone in the open menu, under its Sign in button (the
  // page's message lies under the open menu there).
  const phone = (page.viewportSize()?.width ?? 1440) < 900;
  const where = phone ? page.getByTestId('site-menu-panel') : page.getByRole('main');
  const problem = where.getByRole('alert').filter({ hasText: SIGN_IN_FAILED });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('The sign-in service could not be reached. Check your connection, then try again.');
  await expect(page.getByText(PROMPT)).toBeVisible();
  // product-spec.md §8: the failure is logged to the console too.
  expect(consoleErrors.some((e) => e.startsWith('Sign-in failed'))).toBe(true);

  await page.unroute(discovery);
  await problem.getByRole('button', { name: 'Retry' }).click();
  await submitLogin(page);
  await page.waitForURL((url) => url.pathname === '/admin/manage' && url.searchParams.get('tab') === '1');
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
});

test('an error answer from the provider is shown on the return, and Retry signs in for the same page', ANY_WIDTH, async ({ page }) => {
  await page.goto('/admin/enquiries');
  await openMenuIfPhone(page);
  const authorize = page.waitForRequest((r) => new URL(r.url()).pathname === '/oidc/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const state = new URL((await authorize).url()).searchParams.get('state')!;
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // What a provider sends back when the person declines (RFC 6749 §4.1.2.1), to the site root.
  await page.goto(`/?${new URLSearchParams({ error: 'access_denied', error_description: 'The sign-in was cancelled', state })}`);
  const problem = page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED });
  await expect(problem).toContainText('The sign-in service answered: The sign-in was cancelled. Please try again.');
  await expect(page.getByText(LANDING_TEXT)).toHaveCount(0);
  await problem.getByRole('button', { name: 'Retry' }).click();
  await submitLogin(page);
  await page.waitForURL((url) => url.pathname === '/admin/enquiries' && !url.searchParams.has('code'));
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
});

test('signing in and out in one tab shows in the other open admin tab', ANY_WIDTH, async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/admin/manage');
  await expect(other.getByText(PROMPT)).toBeVisible();

  await signIn(page);
  await expect(other.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  await openMenuIfPhone(other);
  await expect(other.getByTestId('account-name').first()).toHaveText(E2E_ADMIN.name);
  await other.keyboard.press('Escape');

  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByText(PROMPT)).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Product Manager' })).toHaveCount(0);
  // The provider's session ends too, without a second question.
  await page.waitForURL((url) => url.pathname === '/');
});

test('renews a token within 300 s of expiry before use, and never sends a refresh token within 300 s of its own expiry', ANY_WIDTH, async ({ page }) => {
  await signIn(page);
  const now = () => Math.floor(Date.now() / 1000);
  const recorded = await page.evaluate((key) => Number(sessionStorage.getItem(key)), REFRESH_EXPIRY_KEY);
  // The sign-in's answer said when the refresh token expires (14 days for the embedded provider).
  expect(recorded).toBeGreaterThan(now() + 13 * 24 * 3600);
  const tokenRequests: URLSearchParams[] = [];
  const authorizeRequests: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/oidc/token') tokenRequests.push(new URLSearchParams(r.postData() ?? ''));
    if (url.pathname === '/oidc/auth') authorizeRequests.push(url);
  });

  // The access token 200 s from expiry: renewed with the refresh token, for the API's scopes, before the page's
  // first call (GET /api/me) uses it.
  await expireSoon(page, 200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible({ timeout: 15_000 });
  const refresh = tokenRequests.find((p) => p.get('grant_type') === 'refresh_token');
  expect(refresh?.get('scope')?.split(' ')).toContain('api');
  expect(authorizeRequests).toEqual([]);
  const renewedAt = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).expires_at as number;
  });
  expect(renewedAt).toBeGreaterThan(now() + 3000);

  // Now the refresh token too is 200 s from expiry: it counts as expired (§9) and is not sent; the page signs in
  // silently with the provider's session instead, and records the new sign-in's refresh-token expiry.
  tokenRequests.length = 0;
  await expireSoon(page, 200, 200);
  await page.reload();
  // A silent sign-in in a hidden iframe, a code exchange, then the account check: allow a busy machine its time.
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => authorizeRequests.some((u) => u.searchParams.get('prompt') === 'none')).toBe(true);
  await expect.poll(() => page.evaluate((key) => Number(sessionStorage.getItem(key)), REFRESH_EXPIRY_KEY)).toBeGreaterThan(now() + 13 * 24 * 3600);
  expect(tokenRequests.some((p) => p.get('grant_type') === 'refresh_token')).toBe(false);
});
