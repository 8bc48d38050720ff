/**
 * Texts of the enquiry form: product-spec.md §5 and §8 verbatim (the success and error panels), and ours for what
 * the site adds (field limits and the counter, the kept draft, the rate-limit panel, the ways to reach the company).
 */
import { formatNumber } from '../../../../contracts/number-format.ts';
import { formatClockTime } from '../../lib/time-format.ts';

/**
 * The form's default title (§5 "Default form title is \"What's On Your Mind?\""), for the pages that show it
 * outside the form's own code (the contact pages). Equal to contracts/enquiry.ts DEFAULT_ENQUIRY_TITLE
 * (texts.test.ts checks): that module builds zod schemas at import, which the server-rendered pages must not load
 * (docs/performance.md "zod left the startup path"); this one imports only the number wording.
 */
export const ENQUIRY_DEFAULT_TITLE = "What's On Your Mind?";

/** Success panel text; `careEmail` is the configured customer-care address, `copyEmail` where the copy goes. */
export function enquirySuccessText(careEmail: string, copyEmail: string): string {
  return `Thank you! Your message has been sent successfully. For further assistance, please don't hesitate to contact our Customer Care team at ${careEmail}. You will also receive a copy of your inquiry at ${copyEmail}. Please check your inbox or Junk/Spam folder for confirmation.`;
}

/** Before the enquiry's reference on the success panel and its confirmation page. */
export const REFERENCE_LABEL = 'Your reference';

/** The success panel's link to the enquiry's confirmation page (features/confirmation). */
export const SEE_CONFIRMATION_TEXT = 'See and print your confirmation';

/** The error panel's text (§8 "Enquiry failure"). */
export const ENQUIRY_ERROR_TEXT = 'There was an error sending your message. Please reload the page and try again.';

/** Under the §8 text: the draft is kept, so the reload it asks for brings the form back filled in. */
export const ENQUIRY_DRAFT_KEPT_TEXT = 'Your message is kept on this page: reload to send it again.';

/** On the rate-limit panel, which has its own way back to the form. */
export const ENQUIRY_DRAFT_KEPT_SHORT_TEXT = 'Your message is kept on this page.';

/** Introduces the company's phone and e-mail links on the error and rate-limit panels. */
export const REACH_US_NOW_TEXT = 'Or reach us now:';

/** The rate-limit panel's button back to the form (the draft is still in it). */
export const BACK_TO_FORM_TEXT = 'Back to the form';


/** A field's limit, stated beside it: 'Up to 200 characters'. */
export function limitText(max: number): string {
  return `Up to ${formatNumber(max)} characters`;
}

/** Share of a field's limit from which its counter shows. */
export const COUNTER_FROM = 0.8;

/** The counter of a field near its limit: '4,120 / 5,000'. */
export function counterText(length: number, max: number): string {
  return `${formatNumber(length)} / ${formatNumber(max)}`;
}

/**
 * When a refused visitor may send again, from the Retry-After seconds and the time now: 'You can send again in
 * about 12 minutes (at 15:40).' The time is the visitor's local clock in their locale's format, rounded up to the
 * minute (so trying at the time shown is never too early), the wait in whole minutes rounded up; under a minute
 * reads 'about a minute'; without a Retry-After, 'later'. `now` null: no clock time (a page the server rendered
 * cannot know the visitor's clock: 'You can send again in about 12 minutes.').
 */
export function sendAgainText(retryAfterS: number | undefined, now: Date | null = new Date()): string {
  if (retryAfterS === undefined) return 'You can send again a little later.';
  const at = new Date(Math.ceil(((now?.getTime() ?? 0) + retryAfterS * 1000) / 60_000) * 60_000);
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  const hours = Math.round(minutes / 60);
  const span = minutes === 1 ? 'about a minute' : minutes < 90 ? `about ${minutes} minutes` : `about ${hours} hours`;
  return now ? `You can send again in ${span} (at ${formatClockTime(at)}).` : `You can send again in ${span}.`;
}


