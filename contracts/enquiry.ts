/**
 * The enquiry sent by the contact form — product-spec.md §3 (fields), §5 (rules and messages), §7 (POST
 * {api}/contact). Shared by the form and the server; the server additionally checks the e-mail syntax and
 * length limits (our decision: "Server-side validation rules: not shown").
 */
import { z } from 'zod';

/** The option dropdown values (shown only for vendor code 'in'); empty becomes 'N/A' (§5). */
export const ENQUIRY_OPTIONS = ['Polymer Insulators', 'Surge Arresters', 'Switchgear'] as const;
export const NO_OPTION = 'N/A';

/** Default form title (§5). */
export const DEFAULT_ENQUIRY_TITLE = "What's On Your Mind?";

/** Field length limits (our decision). */
export const ENQUIRY_LIMITS = { name: 200, email: 254, phoneNo: 40, vendor: 100, message: 5000, title: 200, darkColor: 50 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ?? '').trim());

/** The form's own rules (§5): a trimmed name and a present e-mail. */
export const enquiryFormSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required.').max(ENQUIRY_LIMITS.name, `Must be at most ${ENQUIRY_LIMITS.name} characters`),
  email: z.string().trim().min(1, 'Email ID is required.').max(ENQUIRY_LIMITS.email, `Must be at most ${ENQUIRY_LIMITS.email} characters`),
  phoneNo: optionalText(ENQUIRY_LIMITS.phoneNo),
  option: optionalText(40).transform((v) => v || NO_OPTION),
  message: optionalText(ENQUIRY_LIMITS.message),
});

/**
 * POST /api/contact body: the form fields plus vendor, title and optional darkColor (§7), and `website`, a
 * honeypot field that people never see and bots fill in.
 */
export const enquirySchema = enquiryFormSchema.extend({
  email: z
    .string()
    .trim()
    .min(1, 'Email ID is required.')
    .max(ENQUIRY_LIMITS.email, `Must be at most ${ENQUIRY_LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address.')),
  option: z
    .union([z.enum(ENQUIRY_OPTIONS), z.literal(NO_OPTION), z.literal('')])
    .nullish()
    .transform((v) => v || NO_OPTION),
  vendor: optionalText(ENQUIRY_LIMITS.vendor),
  title: optionalText(ENQUIRY_LIMITS.title).transform((v) => v || DEFAULT_ENQUIRY_TITLE),
  darkColor: z.string().max(ENQUIRY_LIMITS.darkColor).nullish(),
  website: z.string().max(500).nullish(),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
