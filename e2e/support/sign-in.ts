/**
 * Playwright helper: signs in through the embedded OpenID provider's real login page (issue 3), as the e2e
 * administrator configured in playwright.config.ts, starting from /admin/manage (or `from`).
 */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { openMenu } from './app.ts';

/** On a phone-width page (below MUI's md breakpoint, 900 px) opens the top drawer, where the sign-in controls are. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1440) >= 900) return;
  await openMenu(page);
}

/** Opens `from`, clicks Sign in, fills Email and Password, and waits until the bar shows the display name. */
export async function signIn(page: Page, from = '/admin/manage'): Promise<void> {
  await page.goto(from);
  await openMenuOnPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === new URL(from, 'http://x').pathname && !url.searchParams.has('code'));
  await expect(page.getByTestId('account-name').first()).toHaveText(E2E_ADMIN.name);
}
