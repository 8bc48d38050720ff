/**
 * Playwright helpers: sign in through the embedded OpenID provider's real login page, as the e2e
 * administrator configured in playwright.config.ts or another account (e2e/support/accounts.ts), starting from
 * /admin/manage (or `from`: a path, or a whole URL on another host name).
 */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { openMenu } from './app.ts';

/** An account of the embedded provider. */
export interface E2eAccount {
  email: string;
  name: string;
  password: string;
}

/** On a phone-width page (below MUI's md breakpoint, 900 px) opens the top drawer, where the sign-in controls are. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1440) >= 900) return;
  await openMenu(page);
}

/** Fills the provider's login page (already open) as `account` and submits it. */
export async function submitLogin(page: Page, account: E2eAccount = E2E_ADMIN): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `from`, clicks Sign in, signs in as `account`, and waits until the page that started sign-in is back (the
 * code gone from the address) and the bar shows the display name.
 */
export async function signIn(page: Page, from = '/admin/manage', account: E2eAccount = E2E_ADMIN): Promise<void> {
  await page.goto(from);
  await openMenuOnPhone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname === new URL(from, 'http://x').pathname && !url.searchParams.has('code'));
  await expect(page.getByTestId('account-name').first()).toHaveText(account.name);
}

/** Chooses `name` ('Radhe', 'Therm') in the Product Manager's Vendor selector unless it is chosen already. */
export async function chooseManagerVendor(page: Page, name = 'Radhe'): Promise<void> {
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  if ((await vendor.textContent())?.trim() !== name) {
    await vendor.click();
    await page.getByRole('option', { name }).click();
  }
}

/**
 * Signs in as the administrator at the Product Manager and shows `vendor`'s Root (the sign-in check can take a while
 * on a busy machine).
 */
export async function signInToManager(page: Page, vendor = 'Radhe'): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible({ timeout: 20_000 });
  await chooseManagerVendor(page, vendor);
}
