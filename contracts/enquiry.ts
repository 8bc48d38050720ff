/**
 * The enquiry sent by the contact form — product-spec.md §3 (fields), §5 (rules and messages), §7 (POST
 * {api}/contact). One schema for the form and the server ("every rule the server applies to an enquiry
 * is checked on the field before Send, from the one schema in contracts/"): the form validates the visitor's
 * fields with `enquiryFieldsSchema`, the server the whole body with `enquirySchema`, which extends it. Beyond §5
 * (our decision, "Server-side validation rules: not shown"): the e-mail must be a well-formed address and every
 * field has a length limit (ENQUIRY_LIMITS). Also the response shapes of the admin Enquiries inbox (beyond
 * the spec) are in contracts/enquiry-inbox.ts. Written with `zod/mini` (the functional form of zod 4), because the
 * enquiry form's code loads with the first visit of a page that holds the form (docs/performance.md).
 */
import { z } from 'zod/mini';
import { DEFAULT_ENQUIRY_TITLE } from './enquiry-title.ts';
import { GUID_PATTERN } from './guid.ts';
import { formatNumber } from './number-format.ts';
import { ENQUIRY_LINE_LIMITS, QUANTITY_UNITS } from './quote-lines.ts';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';

/** The option dropdown values (shown only for vendor code 'in'); empty becomes 'N/A' (§5). */
export const ENQUIRY_OPTIONS = ['Polymer Insulators', 'Surge Arresters', 'Switchgear'] as const;
export const NO_OPTION = 'N/A';
/** One of the product lines of ENQUIRY_OPTIONS. */
export type EnquiryOption = (typeof ENQUIRY_OPTIONS)[number];

export { DEFAULT_ENQUIRY_TITLE } from './enquiry-title.ts';

/** Field length limits in characters (our decision; the form states them beside the fields). */
export const ENQUIRY_LIMITS = {
  name: 200,
  email: 254,
  phoneNo: 40,
  vendor: 100,
  message: 5000,
  title: 200,
  darkColor: 50,
  company: 200,
  country: 100,
  projectReference: 200,
  deliveryLocation: 200,
} as const;

/**
 * The trade terms a buyer may name for delivery: the 11
 * rules of Incoterms 2020 (ICC), any mode of transport first, then sea and inland waterway.
 */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The messages of the enquiry rules: §5 verbatim for the required fields, ours for the rest. */
export const ENQUIRY_MESSAGES = {
  nameRequired: 'Full Name is required.',
  emailRequired: 'Email ID is required.',
  emailInvalid: 'Enter a valid e-mail address, e.g. name@company.com',
  tooLong: (label: string, max: number) => `${label} must be at most ${formatNumber(max)} characters.`,
  requiredByInvalid: 'Enter the date as YYYY-MM-DD, e.g. 2027-03-31.',
  requiredByPast: 'Choose a date from today on.',
  incotermInvalid: `Choose one of the Incoterms 2020 terms (${INCOTERMS.join(', ')}), or none.`,
} as const;

/** The labels of the visitor's fields, as the form shows them (used in the length messages). */
export const ENQUIRY_FIELD_LABELS = {
  name: 'Full Name',
  email: 'Email ID',
  phoneNo: 'Phone',
  option: "I'm interested in",
  message: 'Message',
  company: 'Company',
  country: 'Country',
  projectReference: 'Project or tender reference',
  requiredBy: 'Required by',
  deliveryLocation: 'Delivery location',
  incoterm: 'Incoterms 2020 term',
} as const;

/**
 * Whether `date` (YYYY-MM-DD, a real calendar day) is not yet past anywhere on Earth at `now`: compared with the
 * date at UTC−12, so a buyer west of Greenwich choosing their today is never refused.
 */
export function isFutureOrToday(date: string, now = new Date()): boolean {
  const earliestToday = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
  return date >= earliestToday;
}

/** YYYY-MM-DD naming a day that exists (zod's ISO date: 2027-02-30 and 2027-02-29 are not days). */
const ISO_DAY = z.iso.date();

/** Whether `value` is YYYY-MM-DD naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  return ISO_DAY.safeParse(value).success;
}

/** Refuses the characters no stored text may hold (contracts/plain-text.ts), naming the field. */
const plain = (label: string) => z.refine<string>(isPlainText, notAllowedCharacterMessage(label));

/** An optional text within `max` characters: absent or null becomes '', and it is trimmed. */
const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(max, ENQUIRY_MESSAGES.tooLong(label, max)), plain(label))),
    z.transform((v: string | null | undefined) => (v ?? '').trim()),
  );

/**
 * The fields a visitor fills in (§5): Full Name (required; whitespace-only is empty), Email ID (required, a
 * well-formed address), Phone, the product-line option (empty becomes 'N/A') and Message, each within its limit
 * and without control characters ('Full Name contains a character that is not allowed.').
 */
export const enquiryFieldsSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, ENQUIRY_MESSAGES.nameRequired),
    z.maxLength(ENQUIRY_LIMITS.name, ENQUIRY_MESSAGES.tooLong(ENQUIRY_FIELD_LABELS.name, ENQUIRY_LIMITS.name)),
    plain(ENQUIRY_FIELD_LABELS.name),
  ),
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, ENQUIRY_MESSAGES.emailRequired),
      z.maxLength(ENQUIRY_LIMITS.email, ENQUIRY_MESSAGES.tooLong(ENQUIRY_FIELD_LABELS.email, ENQUIRY_LIMITS.email)),
      plain(ENQUIRY_FIELD_LABELS.email),
    ),
    z.email(ENQUIRY_MESSAGES.emailInvalid),
  ),
  phoneNo: optionalText(ENQUIRY_FIELD_LABELS.phoneNo, ENQUIRY_LIMITS.phoneNo),
  option: z.pipe(
    z.nullish(z.union([z.enum(ENQUIRY_OPTIONS), z.literal(NO_OPTION), z.literal('')], { error: 'Choose one of the product lines.' })),
    z.transform((v: EnquiryOption | typeof NO_OPTION | '' | null | undefined) => v || NO_OPTION),
  ),
  message: optionalText(ENQUIRY_FIELD_LABELS.message, ENQUIRY_LIMITS.message),
  // The project fields: all optional; the quote list's form shows them.
  company: optionalText(ENQUIRY_FIELD_LABELS.company, ENQUIRY_LIMITS.company),
  country: optionalText(ENQUIRY_FIELD_LABELS.country, ENQUIRY_LIMITS.country),
  projectReference: optionalText(ENQUIRY_FIELD_LABELS.projectReference, ENQUIRY_LIMITS.projectReference),
  requiredBy: z.pipe(
    z.pipe(z.nullish(z.string()), z.transform((v: string | null | undefined) => (v ?? '').trim())),
    z.string().check(
      z.refine((v: string) => v === '' || isCalendarDate(v), ENQUIRY_MESSAGES.requiredByInvalid),
      z.refine((v: string) => v === '' || !isCalendarDate(v) || isFutureOrToday(v), ENQUIRY_MESSAGES.requiredByPast),
    ),
  ),
  deliveryLocation: optionalText(ENQUIRY_FIELD_LABELS.deliveryLocation, ENQUIRY_LIMITS.deliveryLocation),
  incoterm: z.pipe(
    z.pipe(z.nullish(z.string()), z.transform((v: string | null | undefined) => (v ?? '').trim())),
    z.string().check(z.refine((v: string) => v === '' || (INCOTERMS as readonly string[]).includes(v), ENQUIRY_MESSAGES.incotermInvalid)),
  ),
});
export type EnquiryFieldsInput = z.input<typeof enquiryFieldsSchema>;

export { ENQUIRY_LINE_LIMITS, QUANTITY_UNITS };

/**
 * One product an enquiry asks about: the product's id, and optionally the quantity with its unit, the
 * configuration chosen (§2 Configurations) and a note. The server checks the product is the storefront's and
 * keeps its name as it was (server/enquiries/intake.ts).
 */
export const enquiryLineSchema = z.object({
  productId: z.string().check(z.regex(GUID_PATTERN, 'Choose a product of the catalogue.')),
  quantity: z.nullish(
    z
      .int('Enter the quantity as a whole number.')
      .check(
        z.minimum(1, 'Enter a quantity of at least 1.'),
        z.maximum(ENQUIRY_LINE_LIMITS.quantityMax, `Enter a quantity of at most ${formatNumber(ENQUIRY_LINE_LIMITS.quantityMax)}.`),
      ),
  ),
  unit: z.nullish(z.enum(QUANTITY_UNITS, { error: 'Choose pieces, sets or metres.' })),
  configuration: optionalText('Configuration', ENQUIRY_LINE_LIMITS.configuration),
  note: optionalText('Note', ENQUIRY_LINE_LIMITS.note),
});
export type EnquiryLineInput = z.input<typeof enquiryLineSchema>;

/**
 * POST /api/contact body: the visitor's fields plus vendor, title and optional darkColor (§7), and two fields
 * against bots, both optional for API clients: `website`, a honeypot that people never see and bots fill in, and
 * `fillMs`, how long the form was open before Send, in milliseconds (a form sent faster than people type is a bot).
 */
export const enquirySchema = z.extend(enquiryFieldsSchema, {
  vendor: optionalText('Vendor', ENQUIRY_LIMITS.vendor),
  title: z.pipe(optionalText('Title', ENQUIRY_LIMITS.title), z.transform((v: string) => v || DEFAULT_ENQUIRY_TITLE)),
  darkColor: z.nullish(z.string().check(z.maxLength(ENQUIRY_LIMITS.darkColor), plain('Dark colour'))),
  website: z.nullish(z.string().check(z.maxLength(500))),
  fillMs: z.nullish(z.int().check(z.minimum(0))),
  /** The products asked about: none for a general enquiry, one from a product page's dialog. */
  lines: z.pipe(
    z.nullish(z.array(enquiryLineSchema).check(z.maxLength(ENQUIRY_LINE_LIMITS.lines, `At most ${ENQUIRY_LINE_LIMITS.lines} products in one enquiry.`))),
    z.transform((v: z.output<typeof enquiryLineSchema>[] | null | undefined) => v ?? []),
  ),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/**
 * The answer to an accepted enquiry (200): its `id`, its `reference` (contracts/enquiry-confirmation.ts) and
 * `confirmation`, the path of its confirmation page (/in/enquiry/{token}); all three are absent when a bot was
 * dropped without saying so.
 */
export const enquiryReceivedSchema = z.object({
  status: z.literal('received'),
  id: z.optional(z.string()),
  reference: z.optional(z.string()),
  confirmation: z.optional(z.string()),
});

export type EnquiryReceived = z.infer<typeof enquiryReceivedSchema>;

/** The error code of a refused enquiry over the rate limits (429, with a Retry-After header in seconds). */
export const RATE_LIMITED = 'RATE_LIMITED';
