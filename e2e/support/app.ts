/**
 * Waiting for the app. A server-rendered page (docs/decisions/0006) shows its links and buttons before the
 * JavaScript has arrived; until the app has hydrated them, a click on a button does nothing. The app marks the
 * document `<html data-app="ready">` once it has committed (web/src/client.tsx).
 */
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the app in `page` has hydrated (or rendered) the page. The app is requested after the page's load
 * event (web/src/main.ts), so on a busy CI machine this can take longer than the default wait of an assertion.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
}

/** `page.goto(path)`, then waits for the app (appReady). */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}
