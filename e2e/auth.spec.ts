/**
 * Sign-in through the embedded OpenID provider in Chromium (issue 3; product-spec.md §2, §4, §6): the protected
 * layout's prompt, the provider's login page, the display name, a second tab sharing the account, sign-out.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { openMenuOnPhone as openMenuIfPhone, signIn } from './support/sign-in.ts';

const PROMPT = 'You need to sign in to access this page.';

test('a signed-out visitor sees the sign-in prompt and nothing protected', async ({ page }) => {
  await page.goto('/admin/manage');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Product Manager' })).toBeVisible();
  await openMenuIfPhone(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password is refused on the provider page without saying which part was wrong', async ({ page }) => {
  await page.goto('/admin/manage');
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
});

test('signs in, shares the account with a second tab, and signs out', async ({ page, context }) => {
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
  // The provider asks to confirm ending its session, then returns to the site root.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/admin/manage');
  await expect(page.getByText(PROMPT)).toBeVisible();
  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
