/**
 * Numbers as the site writes them: thousands separated by commas, at most 3 decimals, no trailing zeros ("1,015",
 * "2.5", "1,000,000", "-20"): what `Intl.NumberFormat('en', { maximumFractionDigits: 3 })` writes, without it.
 *
 * Why not Intl (docs/performance.md "A number's first formatter"): the first Intl formatter a page makes
 * costs Chromium 50-60 ms of main thread (215-250 ms at Lighthouse's 4× CPU slowdown, measured 2026-11-27), one long
 * task in the hydration of every page that shows a number or builds a limit message, and `toLocaleString` makes one.
 */

/**
 * `value` written as the module comment says; rounds half away from zero at the third decimal as `toFixed` does.
 * Not-finite values are written as JavaScript writes them ("NaN", "Infinity").
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value).toFixed(3).replace(/\.?0+$/, '');
  const [whole, fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && digits !== '0' ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
