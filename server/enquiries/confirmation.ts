/**
 * An enquiry's confirmation page's data (contracts/enquiry-confirmation.ts): the enquiry as it was sent, found by
 * the token in the page's address (only its SHA-256 is kept, ./reference.ts). Nothing of the company's side (status,
 * assignee, notes, mail state) is in it: the page is the enquirer's.
 */
import { asc, eq } from 'drizzle-orm';
import { CONFIRMATION_TOKEN_PATTERN, type EnquiryConfirmation, type ProjectFields, type SentLine } from '../../contracts/enquiry-confirmation.ts';
import { enquiries, enquiryAttachments, enquiryLines, type EnquiryRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { confirmationTokenHash } from './reference.ts';

/** The confirmation of `token`, or null when no enquiry has it (or it is not a token at all). */
export async function findConfirmation(db: Database, token: string): Promise<EnquiryConfirmation | null> {
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return null;
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.confirmationTokenHash, confirmationTokenHash(token)));
  if (!enquiry) return null;
  const [lines, attachments] = await Promise.all([
    db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, enquiry.id)).orderBy(asc(enquiryLines.position)),
    db
      .select({ fileName: enquiryAttachments.fileName, size: enquiryAttachments.size })
      .from(enquiryAttachments)
      .where(eq(enquiryAttachments.enquiryId, enquiry.id))
      .orderBy(asc(enquiryAttachments.position)),
  ]);
  return {
    reference: enquiry.reference,
    vendor: enquiry.vendor,
    sentAt: enquiry.createdAt.toISOString(),
    title: enquiry.title,
    name: enquiry.name,
    email: enquiry.email,
    phoneNo: enquiry.phoneNo,
    option: enquiry.option,
    message: enquiry.message,
    project: projectOf(enquiry),
    lines: lines.map(sentLineOf),
    attachments,
  };
}

/** The project fields of a stored enquiry (`requiredBy` '' when not given). */
export function projectOf(enquiry: EnquiryRow): ProjectFields {
  const { company, country, projectReference, requiredBy, deliveryLocation, incoterm } = enquiry;
  return { company, country, projectReference, requiredBy: requiredBy ?? '', deliveryLocation, incoterm };
}

/** A stored line as sent. */
export function sentLineOf({ productId, productName, quantity, unit, configuration, note }: typeof enquiryLines.$inferSelect): SentLine {
  return { productId, productName, quantity, unit, configuration, note };
}
