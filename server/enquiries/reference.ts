/**
 * An enquiry's reference and its confirmation token (contracts/enquiry-confirmation.ts): both drawn from the
 * system's cryptographic random source.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Crockford's base 32: the digits and the letters but I, L, O and U. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new reference, 'ENQ-' and two groups of four random characters (40 bits: 1.1 × 10^12 references, so two
 * enquiries meet on one with odds of about 1 in 20,000 after a million enquiries; the unique index refuses the
 * second, which then fails as a database fault would).
 */
export function newEnquiryReference(): string {
  const group = () => Array.from({ length: 4 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
  return `ENQ-${group()}-${group()}`;
}

/** A new confirmation token: 16 random bytes in base64url (22 characters). */
export function newConfirmationToken(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps of a confirmation token: its SHA-256 in hex, so the table alone opens no confirmation. */
export function confirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
