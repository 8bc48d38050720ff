/**
 * An enquiry's confirmation — what a buyer can file after sending (issue "A buyer on a phone", "After sending"):
 * its reference (also in both mails and the inbox), and a page of its own at a secret address that shows what was
 * sent again on every reload and sends nothing.
 *
 * - The reference: 'ENQ-' and two groups of four characters of Crockford's base 32 (no I, L, O, U), drawn at
 *   random (server/enquiries/reference.ts), so it reads aloud over a phone and says nothing about how many
 *   enquiries the company gets. Enquiries stored before references existed carry 'ENQ-' and their id's 32 hex digits.
 * - The confirmation's address: /{vendorCode}/enquiry/{token}, `token` 22 characters of base64url (128 random
 *   bits, only its SHA-256 kept by the server): whoever holds the address sees the enquiry, so it is given only to
 *   the enquirer (the answer to their Send, and their copy of the mail).
 * - GET /api/contact/confirmations/{token} answers `enquiryConfirmationSchema` (404 for an unknown token).
 */
import { z } from 'zod/mini';
import type { VendorCode } from './vendors.ts';

/** A reference as drawn today: ENQ-7K4M-92QX. */
export const ENQUIRY_REFERENCE_PATTERN = /^ENQ-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A confirmation token: 16 random bytes in base64url. */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The confirmation page of `token` on storefront `code`: /in/enquiry/{token}. */
export function confirmationPath(code: VendorCode, token: string): string {
  return `/${code}/enquiry/${token}`;
}

/**
 * A product an enquiry asks about, as it was sent: its id (null once the product is deleted), its name as it was
 * then, and the quantity with its unit, configuration and note the visitor gave. The inbox shows the same
 * (contracts/enquiry-inbox.ts).
 */
export const sentLineSchema = z.object({
  productId: z.nullable(z.string()),
  productName: z.string(),
  quantity: z.nullable(z.int()),
  unit: z.nullable(z.string()),
  configuration: z.string(),
  note: z.string(),
});
export type SentLine = z.infer<typeof sentLineSchema>;

/** The project fields of a request for quotation; '' when not given, `requiredBy` YYYY-MM-DD or ''. */
export const projectFieldsSchema = z.object({
  company: z.string(),
  country: z.string(),
  projectReference: z.string(),
  requiredBy: z.string(),
  deliveryLocation: z.string(),
  incoterm: z.string(),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;

/**
 * GET /api/contact/confirmations/{token}: the enquiry as sent — its reference, storefront key, when it was
 * received (ISO 8601), the form's title, the visitor's fields, the project fields, the products with quantities,
 * and the files by name and size in bytes.
 */
export const enquiryConfirmationSchema = z.object({
  reference: z.string(),
  vendor: z.string(),
  sentAt: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  option: z.string(),
  message: z.string(),
  project: projectFieldsSchema,
  lines: z.array(sentLineSchema),
  attachments: z.array(z.object({ fileName: z.string(), size: z.number() })),
});
export type EnquiryConfirmation = z.infer<typeof enquiryConfirmationSchema>;
