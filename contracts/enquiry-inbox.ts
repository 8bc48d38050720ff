/**
 * The admin Enquiries inbox (issue 7 "an Enquiries page in the admin area", beyond the spec): the delivery states of
 * an enquiry's mails and the answers of GET /api/enquiries, GET /api/enquiries/{id} and GET /api/enquiries.csv,
 * administrators only. The enquiry a visitor sends is in contracts/enquiry.ts.
 */
import { z } from 'zod';
import { vendorKeySchema } from './catalog.ts';

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

/**
 * A product the enquiry asks about (issue 21): its id (null once the product is deleted), its name as it was when
 * sent, and the quantity with its unit, configuration and note the visitor gave.
 */
export const enquiryLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  configuration: z.string(),
  note: z.string(),
});
export type EnquiryLine = z.infer<typeof enquiryLineSchema>;

/** GET /api/enquiries/{id}: the enquiry with its message text, the products it asks about and each mail's state. */
export const enquiryDetailSchema = enquirySummarySchema.extend({
  message: z.string(),
  darkColor: z.string().nullable(),
  lines: z.array(enquiryLineSchema),
  messages: z.array(enquiryMessageSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;
