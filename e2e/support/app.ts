/**
 * Waiting for the app. A server-rendered page (docs/decisions/0006) shows its links and buttons before the
 * JavaScript has arrived; until the app has hydrated them, a click on a button does nothing. The app marks the
 * document `<html data-app="ready">` once it has committed (web/src/entry-client.tsx).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the app in `page` has hydrated (or rendered) the page. The app is requested after the page's load
 * event (web/src/main.ts), so on a busy CI machine this can take longer than the default wait of an assertion.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
}

/**
 * A control named `name` in an island that starts on the visitor's touch (a card's Compare or Add to quote,
 * components/island/island-names.ts): a link until its island runs (the page without script), the island's button
 * after. A click on the link before the island runs is held for the island and given to it, as a visitor's would be.
 */
export function touchControl(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name }).or(scope.getByRole('link', { name }));
}

/**
 * Resolves once the enquiry form in `scope` (the form or a part holding it) runs as the app's: on a server-rendered
 * page its code is loaded on the first touch (web/src/components/enquiry/LazyEnquiryForm.tsx), and until it runs
 * Send posts the form as without JavaScript. A test of what only the app does (a network failure, the draft) waits
 * for it; React's own keys on the form element say it has taken the form over.
 */
export async function enquiryFormRuns(scope: Locator): Promise<void> {
  const form = scope.locator('xpath=descendant-or-self::form').first();
  await expect
    .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
}

/** `page.goto(path)`, then waits for the app (appReady). */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * The top bar's phone menu button: the summary of a `<details>` (it opens without JavaScript). Its
 * accessible name is 'Open menu' while closed and 'Close menu' while open; Playwright gives a summary no role,
 * so it is found by its place.
 */
export function menuButton(page: Page): Locator {
  return page.getByRole('banner').locator('details[data-testid="site-menu"] > summary');
}

/** The phone menu's list of entries (the Main navigation inside the open drawer). */
export function menuDrawer(page: Page): Locator {
  return page.getByTestId('site-menu-panel').getByRole('navigation', { name: 'Main' });
}

/** Opens the phone menu and waits until its entries show; returns them (menuDrawer). */
export async function openMenu(page: Page): Promise<Locator> {
  await expect(menuButton(page)).toHaveAccessibleName('Open menu');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAccessibleName('Close menu');
  await expect(menuDrawer(page)).toBeVisible();
  return menuDrawer(page);
}
