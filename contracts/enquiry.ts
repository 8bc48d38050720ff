/**
 * The enquiry sent by the contact form — product-spec.md §3 (fields), §5 (rules and messages), §7 (POST
 * {api}/contact). One schema for the form and the server (issue 16: "every rule the server applies to an enquiry
 * is checked on the field before Send, from the one schema in contracts/"): the form validates the visitor's
 * fields with `enquiryFieldsSchema`, the server the whole body with `enquirySchema`, which extends it. Beyond §5
 * (our decision, "Server-side validation rules: not shown"): the e-mail must be a well-formed address and every
 * field has a length limit (ENQUIRY_LIMITS). Also the response shapes of the admin Enquiries inbox (issue 7, beyond
 * the spec): GET /api/enquiries, /api/enquiries/{id}.
 */
import { z } from 'zod';
import { vendorKeySchema } from './catalog.ts';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';

/** The option dropdown values (shown only for vendor code 'in'); empty becomes 'N/A' (§5). */
export const ENQUIRY_OPTIONS = ['Polymer Insulators', 'Surge Arresters', 'Switchgear'] as const;
export const NO_OPTION = 'N/A';

/** Default form title (§5). */
export const DEFAULT_ENQUIRY_TITLE = "What's On Your Mind?";

/** Field length limits in characters (our decision; the form states them beside the fields). */
export const ENQUIRY_LIMITS = { name: 200, email: 254, phoneNo: 40, vendor: 100, message: 5000, title: 200, darkColor: 50 } as const;

/** The messages of the enquiry rules: §5 verbatim for the required fields, ours for the rest. */
export const ENQUIRY_MESSAGES = {
  nameRequired: 'Full Name is required.',
  emailRequired: 'Email ID is required.',
  emailInvalid: 'Enter a valid e-mail address, e.g. name@company.com',
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
} as const;

/** The labels of the visitor's fields, as the form shows them (used in the length messages). */
export const ENQUIRY_FIELD_LABELS = { name: 'Full Name', email: 'Email ID', phoneNo: 'Phone', option: "I'm interested in", message: 'Message' } as const;

/** Refuses the characters no stored text may hold (contracts/plain-text.ts; issue 18), naming the field. */
const plain = (label: string) => [isPlainText, notAllowedCharacterMessage(label)] as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, ENQUIRY_MESSAGES.tooLong(label, max))
    .refine(...plain(label))
    .nullish()
    .transform((v) => (v ?? '').trim());

/**
 * The fields a visitor fills in (§5): Full Name (required; whitespace-only is empty), Email ID (required, a
 * well-formed address), Phone, the product-line option (empty becomes 'N/A') and Message, each within its limit
 * and without control characters (issue 18: 'Full Name contains a character that is not allowed.').
 */
export const enquiryFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ENQUIRY_MESSAGES.nameRequired)
    .max(ENQUIRY_LIMITS.name, ENQUIRY_MESSAGES.tooLong(ENQUIRY_FIELD_LABELS.name, ENQUIRY_LIMITS.name))
    .refine(...plain(ENQUIRY_FIELD_LABELS.name)),
  email: z
    .string()
    .trim()
    .min(1, ENQUIRY_MESSAGES.emailRequired)
    .max(ENQUIRY_LIMITS.email, ENQUIRY_MESSAGES.tooLong(ENQUIRY_FIELD_LABELS.email, ENQUIRY_LIMITS.email))
    .refine(...plain(ENQUIRY_FIELD_LABELS.email))
    .pipe(z.email(ENQUIRY_MESSAGES.emailInvalid)),
  phoneNo: optionalText(ENQUIRY_FIELD_LABELS.phoneNo, ENQUIRY_LIMITS.phoneNo),
  option: z
    .union([z.enum(ENQUIRY_OPTIONS), z.literal(NO_OPTION), z.literal('')], { error: 'Choose one of the product lines.' })
    .nullish()
    .transform((v) => v || NO_OPTION),
  message: optionalText(ENQUIRY_FIELD_LABELS.message, ENQUIRY_LIMITS.message),
});
export type EnquiryFieldsInput = z.input<typeof enquiryFieldsSchema>;

/**
 * POST /api/contact body: the visitor's fields plus vendor, title and optional darkColor (§7), and two fields
 * against bots, both optional for API clients: `website`, a honeypot that people never see and bots fill in, and
 * `fillMs`, how long the form was open before Send, in milliseconds (a form sent faster than people type is a bot).
 */
export const enquirySchema = enquiryFieldsSchema.extend({
  vendor: optionalText('Vendor', ENQUIRY_LIMITS.vendor),
  title: optionalText('Title', ENQUIRY_LIMITS.title).transform((v) => v || DEFAULT_ENQUIRY_TITLE),
  darkColor: z.string().max(ENQUIRY_LIMITS.darkColor).refine(...plain('Dark colour')).nullish(),
  website: z.string().max(500).nullish(),
  fillMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The answer to an accepted enquiry (200). `id` is absent when a bot was dropped without saying so. */
export const enquiryReceivedSchema = z.object({ status: z.literal('received'), id: z.string().optional() });

/** The error code of a refused enquiry over the rate limits (429, with a Retry-After header in seconds). */
export const RATE_LIMITED = 'RATE_LIMITED';

/*
 * The admin Enquiries inbox (issue 7 "an Enquiries page in the admin area"): GET /api/enquiries,
 * GET /api/enquiries/{id} and GET /api/enquiries.csv, administrators only.
 */

/** Delivery state of one message of the mail outbox (server/mail/outbox.ts). */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The inbox's one word for an enquiry's mails: failed when any failed for good, sent when all went, else queued. */
export const ENQUIRY_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type EnquiryMailState = (typeof ENQUIRY_MAIL_STATES)[number];

/** Counts of an enquiry's messages by outcome. */
export interface MailCounts {
  total: number;
  sent: number;
  failed: number;
}

/** The summary state of an enquiry's messages from their counts (see ENQUIRY_MAIL_STATES). */
export function enquiryMailState({ total, sent, failed }: MailCounts): EnquiryMailState {
  if (failed > 0) return 'failed';
  return total > 0 && sent === total ? 'sent' : 'queued';
}

/** Page size of GET /api/enquiries: default and maximum. */
export const ENQUIRY_PAGE = { default: 25, max: 100 } as const;

/** Query of GET /api/enquiries: `limit` (1–100, default 25) and `offset` (≥ 0, default 0). */
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ENQUIRY_PAGE.max}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';
export const enquiryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(ENQUIRY_PAGE.max, LIMIT_MESSAGE)
    .default(ENQUIRY_PAGE.default),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** The mail summary of one enquiry: its status and how many of its messages were sent. */
export const enquiryMailSummarySchema = z.object({
  status: z.enum(ENQUIRY_MAIL_STATES),
  sent: z.number().int(),
  total: z.number().int(),
});

/** One row of the inbox. `vendor` is the vendor key; `createdAt` an ISO 8601 time. */
export const enquirySummarySchema = z.object({
  id: z.string(),
  vendor: vendorKeySchema,
  name: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  option: z.string(),
  title: z.string(),
  createdAt: z.string(),
  mail: enquiryMailSummarySchema,
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

/** GET /api/enquiries: one page, newest first, and the number of all enquiries. */
export const enquiryPageSchema = z.object({
  items: z.array(enquirySummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

/** One message of an enquiry with its delivery state; times are ISO 8601, `lastError` the relay's last answer. */
export const enquiryMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['enquiry', 'enquiry-copy']),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

/** GET /api/enquiries/{id}: the enquiry with its message text and each mail's state. */
export const enquiryDetailSchema = enquirySummarySchema.extend({
  message: z.string(),
  darkColor: z.string().nullable(),
  messages: z.array(enquiryMessageSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;
