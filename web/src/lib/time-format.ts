/**
 * Times as the site writes them on every screen (storefront and staff alike): Indian English, in the reader's
 * time zone — a moment as '23 Nov 2026, 9:15 am', a time of day as '3:40 pm'.
 */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dateTimeUtc = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A moment (an ISO 8601 text or a Date) as '23 Nov 2026, 9:15 am'. */
export function formatDateTime(at: string | Date): string {
  return dateTime.format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * A moment in UTC, said so: '23 Nov 2026, 3:45 am UTC' — what a page rendered on the server shows until the
 * browser, which knows the reader's zone, writes it with `formatDateTime`.
 */
export function formatDateTimeUtc(at: string | Date): string {
  return `${dateTimeUtc.format(typeof at === 'string' ? new Date(at) : at)} UTC`;
}

/** A time of day, hours and minutes: '3:40 pm'. */
export function formatClockTime(at: Date): string {
  return clock.format(at);
}
