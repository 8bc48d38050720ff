/**
 * The admin Enquiries inbox (beyond the spec): the delivery states of
 * an enquiry's mails and the answers of GET /api/enquiries, GET /api/enquiries/{id} and GET /api/enquiries.csv,
 * administrators only. The enquiry a visitor sends is in contracts/enquiry.ts.
 */
import { z } from 'zod';
import { vendorKeySchema } from './catalog.ts';
import { projectFieldsSchema, sentLineSchema, type ProjectFields, type SentLine } from './enquiry-confirmation.ts';
import { GUID_PATTERN } from './guid.ts';
import { formatNumber } from './number-format.ts';
import { VENDORS } from './vendors.ts';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';

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

/**
 * Where sales has got with an enquiry, in the order
 * an enquiry usually moves; any status may follow any other (a lost tender comes back, spam was a mistake).
 */
export const ENQUIRY_STATUSES = ['new', 'in-progress', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** How the inbox names each status. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Page size of GET /api/enquiries: default and maximum. */
export const ENQUIRY_PAGE = { default: 25, max: 100 } as const;
/** Longest text filter (`q`) of the inbox, in characters. */
export const ENQUIRY_SEARCH_MAX = 200;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ENQUIRY_PAGE.max}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';
const DAY_MESSAGE = 'Enter the date as YYYY-MM-DD.';
/** An optional query value: absent or empty is no filter. */
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const dayQuery = optionalQuery(z.iso.date(DAY_MESSAGE));
const TZ_MESSAGE = 'tz must be whole minutes east of UTC, from -840 to 840';

/**
 * The inbox's filters, shared by GET /api/enquiries and
 * both exports: `status` (one of ENQUIRY_STATUSES), `vendor` (a vendor key), `from` and `to` (days, YYYY-MM-DD,
 * inclusive, in the time zone `tz` — minutes east of UTC, 330 in India, default 0 — so they match the times the
 * inbox shows), `q` (words found in the reference, name, e-mail, phone, company, project reference, title or message;
 * case and accents as typed, at most ENQUIRY_SEARCH_MAX characters). Empty values are no filter.
 */
export const enquiryFilterSchema = z.object({
  status: optionalQuery(z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })),
  vendor: optionalQuery(z.enum(VENDORS.map((v) => v.key) as ['radhe', 'therm'], 'vendor must be radhe or therm')),
  from: dayQuery,
  to: dayQuery,
  tz: optionalQuery(z.coerce.number({ error: TZ_MESSAGE }).int(TZ_MESSAGE).min(-840, TZ_MESSAGE).max(840, TZ_MESSAGE)),
  q: optionalQuery(z.string().trim().max(ENQUIRY_SEARCH_MAX, `q must be at most ${ENQUIRY_SEARCH_MAX} characters`)),
});
export type EnquiryFilter = z.infer<typeof enquiryFilterSchema>;

/** Query of GET /api/enquiries: the filters, `limit` (1–100, default 25) and `offset` (≥ 0, default 0). */
export const enquiryListQuerySchema = enquiryFilterSchema.extend({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(ENQUIRY_PAGE.max, LIMIT_MESSAGE)
    .default(ENQUIRY_PAGE.default),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** A member of staff who has signed in (an assignee, the author of a change): id and name as last seen. */
export const staffMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The mail summary of one enquiry: its status and how many of its messages were sent. */
export const enquiryMailSummarySchema = z.object({
  status: z.enum(ENQUIRY_MAIL_STATES),
  sent: z.number().int(),
  total: z.number().int(),
});

/** One row of the inbox. `vendor` is the vendor key; `createdAt` an ISO 8601 time. */
export const enquirySummarySchema = z.object({
  id: z.string(),
  /** What the enquirer calls it (contracts/enquiry-confirmation.ts): ENQ-7K4M-92QX. */
  reference: z.string(),
  vendor: vendorKeySchema,
  name: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  option: z.string(),
  title: z.string(),
  company: z.string(),
  createdAt: z.string(),
  mail: enquiryMailSummarySchema,
  status: z.enum(ENQUIRY_STATUSES),
  assignee: staffMemberSchema.nullable(),
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

/** A product the enquiry asks about, as sent (contracts/enquiry-confirmation.ts `sentLineSchema`). */
export const enquiryLineSchema = sentLineSchema;
export type EnquiryLine = SentLine;

/**
 * One entry of an enquiry's history: a status change or an assignment (`from` → `to`: statuses, or
 * staff names as they were; null is none) or an internal note (`note`), with its author's name and time (ISO 8601).
 */
export const enquiryEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['status', 'assignee', 'note']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  author: z.string(),
  at: z.string(),
});
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;

/** The project fields of a request for quotation (contracts/enquiry-confirmation.ts `projectFieldsSchema`). */
export const enquiryProjectSchema = projectFieldsSchema;
export type EnquiryProject = ProjectFields;

/**
 * A file sent with the enquiry: its place (GET /api/enquiries/{id}/attachments/{position} downloads it),
 * the name it was sent with, its type as its bytes showed, and its size in bytes.
 */
export const enquiryAttachmentSchema = z.object({
  position: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type EnquiryAttachment = z.infer<typeof enquiryAttachmentSchema>;

/**
 * GET /api/enquiries/{id}: the enquiry with its message text, project fields, attachments, the products it asks about, each
 * mail's state and its history, oldest first.
 */
export const enquiryDetailSchema = enquirySummarySchema.extend({
  message: z.string(),
  darkColor: z.string().nullable(),
  project: enquiryProjectSchema,
  lines: z.array(enquiryLineSchema),
  attachments: z.array(enquiryAttachmentSchema),
  messages: z.array(enquiryMessageSchema),
  history: z.array(enquiryEventSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

/** Longest internal note, in characters. */
export const ENQUIRY_NOTE_MAX = 5000;

/**
 * PATCH /api/enquiries/{id}: the new status and/or assignee (a staff id, or null for nobody). Each change that
 * differs from the enquiry's present value is written with a history entry; an unknown assignee is a 400 on
 * `assigneeId`.
 */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: 'Choose one of the statuses.' }).optional(),
    assigneeId: z.string().regex(GUID_PATTERN, 'Choose a member of staff.').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, { message: 'Give a status or an assignee to change.' });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** POST /api/enquiries/{id}/notes: an internal note (plain text, 1–ENQUIRY_NOTE_MAX characters after trimming). */
export const enquiryNoteSchema = z.object({
  note: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(ENQUIRY_NOTE_MAX, `A note must be at most ${formatNumber(ENQUIRY_NOTE_MAX)} characters.`)
    .refine(isPlainText, notAllowedCharacterMessage('The note')),
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/** GET /api/staff: everyone who has signed in, by name (the assignee choices). */
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;
