/**
 * Taking in an enquiry (product-spec.md §3, §5, §7; POST /api/contact and /api/contact/with-attachments answer with
 * what this decides). An enquiry the route has parsed (contracts/enquiry.ts `enquirySchema`) goes through, in order:
 * 1. Its storefront, by name, key or route code: else 400 on `vendor`.
 * 2. Bots, refused without telling them why: a filled honeypot (`website`), or a form sent faster than a person
 *    fills it (`fillMs` under CONTACT_MIN_FILL_MS; absent `fillMs` is an API client and passes). Answered as
 *    received, nothing stored, mailed or counted, and a warning without personal data is logged.
 * 3. The allowances (server/rate-limits/enquiry-limits.ts): when this client address has sent
 *    CONTACT_RATE_LIMIT_PER_ADDRESS or this e-mail address CONTACT_RATE_LIMIT_PER_EMAIL accepted enquiries within
 *    CONTACT_RATE_WINDOW_MS: 429 RATE_LIMITED with a message for a person and Retry-After, nothing stored. Counts
 *    are shared through Redis when REDIS_URL is set; while Redis is unreachable this instance counts in its memory,
 *    so a limiter that is down never costs a lead.
 * 4. The products it asks about (`lines`): each must be a product of that storefront, else 400 naming the line's
 *    field (`lines.2.productId`); their names are kept with the lines as they are now.
 * 5. `store`: the enquiry (with the project fields of a request for quotation and its reference and confirmation
 *    token, ./reference.ts), its lines, its attachments and its two messages (company, linking to the enquiry in the
 *    inbox, + copy to the enquirer, linking to their confirmation page) in one transaction; then the outbox is
 *    woken and the enquiry counts against both allowances.
 * Steps 1–4 are `admit`; a refused enquiry counts against nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RATE_LIMITED, type Enquiry } from '../../contracts/enquiry.ts';
import { confirmationPath } from '../../contracts/enquiry-confirmation.ts';
import { VENDORS, type Vendor } from '../../contracts/vendors.ts';
import type { Config } from '../config.ts';
import { enquiries, enquiryAttachments, enquiryLines, mailOutbox, products } from '../db/schema.ts';
import { publicProduct } from '../db/visibility.ts';
import { sqlStateOf } from '../db/sql-state.ts';
import type { Database } from '../db/types.ts';
import { fieldError, HttpError } from '../errors.ts';
import { composeEnquiryMails, type ComposedMail, type MailedLine } from '../mail/compose.ts';
import { createEnquiryLimits, rateLimitedMessage } from '../rate-limits/enquiry-limits.ts';
import { confirmationTokenHash, newConfirmationToken, newEnquiryReference } from './reference.ts';
import type { SharedStore } from '../rate-limits/shared-store.ts';
import type { StoredAttachment } from './attachments.ts';

/** Why an enquiry is taken for a bot's, or null for a person's (or an API client's). */
export function botSignal(enquiry: Pick<Enquiry, 'website' | 'fillMs'>, minFillMs: number): 'honeypot' | 'too fast' | null {
  if (enquiry.website) return 'honeypot';
  if (enquiry.fillMs != null && enquiry.fillMs < minFillMs) return 'too fast';
  return null;
}

/** The storefront an enquiry names: its name (product-spec.md §5 sends 'Radhe'), key or route code, in any case. */
export function enquiryVendor(name: string): Vendor | undefined {
  const wanted = name.toLowerCase();
  return VENDORS.find((v) => v.name.toLowerCase() === wanted || v.key === wanted || v.code === wanted);
}

/** A line as stored: what the visitor gave, the product's id in lower case and name as found, and its place. */
export type AdmittedLine = MailedLine & { position: number };

/** An enquiry past `admit`: its storefront and its lines with the products' names. */
export interface Admitted {
  vendor: Vendor;
  lines: AdmittedLine[];
}

/** Who sent the enquiry: the client's address (the allowance's key) and the request's logger. */
export interface Sender {
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * The answer to an enquiry taken in: received, with its id, reference and confirmation page's path when it was
 * stored (a bot's gets none).
 */
export interface Received {
  status: 'received';
  id?: string;
  reference?: string;
  confirmation?: string;
}

/** Takes enquiries in: see the module comment. */
export interface EnquiryIntake {
  /**
   * Steps 1–4 for a valid `enquiry`. @returns null for a bot's enquiry (answer as received, store nothing)
   * @throws HttpError 400 (vendor, a line's product) or 429 RATE_LIMITED
   */
  admit(sender: Sender, enquiry: Enquiry): Promise<Admitted | null>;
  /**
   * Step 5: stores the admitted `enquiry` as `id` with its `attachments` (already in the blob store).
   * @throws HttpError 400 on `lines` when a product was withdrawn meanwhile (nothing stored)
   */
  store(sender: Sender, id: string, enquiry: Enquiry, admitted: Admitted, attachments?: readonly StoredAttachment[]): Promise<Required<Received>>;
}

/** What the intake needs: the database, the rate-limit store, the settings it reads, and the outbox to wake. */
export interface EnquiryIntakeOptions {
  db: Database;
  rateLimitStore: SharedStore;
  config: Pick<Config, 'enquiryLimits' | 'contact' | 'mail' | 'publicUrl'>;
  /** Called once an enquiry and its messages are committed (wakes the outbox). */
  onStored: () => void;
  log: FastifyBaseLogger;
}

/** The intake of `options` (its allowances are counted in `options.rateLimitStore`). */
export function createEnquiryIntake({ db, rateLimitStore, config, onStored, log }: EnquiryIntakeOptions): EnquiryIntake {
  const limits = createEnquiryLimits(rateLimitStore, config.enquiryLimits, log);
  const mailSettings = { companyName: config.contact.companyName, enquiryTo: config.mail.enquiryTo, publicUrl: config.publicUrl };

  return {
    async admit(sender, enquiry) {
      const vendor = enquiryVendor(enquiry.vendor);
      if (!vendor) throw fieldError('vendor', 'Unknown vendor');

      const bot = botSignal(enquiry, config.enquiryLimits.minFillMs);
      if (bot) {
        sender.log.warn({ reason: bot, fillMs: enquiry.fillMs ?? null }, 'enquiry taken for a bot: answered as received, not stored');
        return null;
      }

      const allowance = await limits.check(sender.ip, enquiry.email);
      if (!allowance.allowed) {
        sender.log.warn({ usedUp: allowance.usedUp, retryAfterS: allowance.retryAfterS }, 'enquiry refused: allowance used up');
        throw new HttpError(429, RATE_LIMITED, rateLimitedMessage(allowance.retryAfterS), undefined, allowance.retryAfterS);
      }
      return { vendor, lines: await storefrontLines(db, vendor, enquiry.lines) };
    },

    async store(sender, id, enquiry, admitted, attachments = []) {
      const reference = newEnquiryReference();
      const token = newConfirmationToken();
      const confirmation = confirmationPath(admitted.vendor.code, token);
      const messages = composeEnquiryMails(enquiry, admitted.lines, {
        ...mailSettings,
        vendorName: admitted.vendor.name,
        enquiryId: id,
        reference,
        confirmationPath: confirmation,
        attachments,
      });
      const keys = { id, reference, confirmationTokenHash: confirmationTokenHash(token) };
      await insertEnquiry(db, keys, enquiry, admitted, attachments, messages).catch((error: unknown) => {
        // A product withdrawn between the check and the insert (23503 on enquiry_lines.product_id): refused on the
        // list, nothing stored (the transaction rolled back).
        if (sqlStateOf(error) === '23503' && admitted.lines.length) {
          throw fieldError('lines', 'A product on the list was withdrawn from the catalogue just now. Reload the list and send again.');
        }
        throw error;
      });
      onStored();
      await limits.record(sender.ip, enquiry.email);
      return { status: 'received', id, reference, confirmation };
    },
  };
}

/**
 * The enquiry's lines with their products' names, each product the storefront's (a list from another storefront is
 * refused, and so is a draft: server/db/visibility.ts). @throws HttpError 400 on `lines.{n}.productId` for the first line that is not
 */
async function storefrontLines(db: Database, vendor: Vendor, lines: Enquiry['lines']): Promise<AdmittedLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
  const found = productIds.length
    ? await db.select({ id: products.id, name: products.name }).from(products).where(and(inArray(products.id, productIds), eq(products.vendor, vendor.key), publicProduct))
    : [];
  const names = new Map(found.map((p) => [p.id, p.name]));
  return lines.map((line, position) => {
    const productName = names.get(line.productId.toLowerCase());
    if (!productName) {
      throw fieldError(`lines.${position}.productId`, `Line ${position + 1}: this product is not in the ${vendor.name} catalogue. Remove it from the list and send again.`);
    }
    return { ...line, productId: line.productId.toLowerCase(), productName, position };
  });
}

/** Writes the enquiry (under `keys`), its lines, its attachments and its messages in one transaction. */
async function insertEnquiry(
  db: Database,
  keys: { id: string; reference: string; confirmationTokenHash: string },
  enquiry: Enquiry,
  { vendor, lines }: Admitted,
  attachments: readonly StoredAttachment[],
  messages: readonly ComposedMail[],
): Promise<void> {
  const { id } = keys;
  await db.transaction(async (tx) => {
    await tx.insert(enquiries).values({
      ...keys,
      vendor: vendor.key,
      name: enquiry.name,
      email: enquiry.email,
      phoneNo: enquiry.phoneNo,
      option: enquiry.option,
      message: enquiry.message,
      title: enquiry.title,
      darkColor: enquiry.darkColor ?? null,
      company: enquiry.company,
      country: enquiry.country,
      projectReference: enquiry.projectReference,
      requiredBy: enquiry.requiredBy || null,
      deliveryLocation: enquiry.deliveryLocation,
      incoterm: enquiry.incoterm,
    });
    if (lines.length) await tx.insert(enquiryLines).values(lines.map((line) => lineRow(id, line)));
    if (attachments.length) await tx.insert(enquiryAttachments).values(attachments.map((file) => ({ enquiryId: id, ...file })));
    await tx.insert(mailOutbox).values(
      messages.map((m) => ({ enquiryId: id, kind: m.kind, toAddress: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html })),
    );
  });
}

/** An admitted line as its `enquiry_lines` row: a quantity without a unit counts pieces. */
function lineRow(enquiryId: string, line: AdmittedLine) {
  return {
    enquiryId,
    position: line.position,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity ?? null,
    unit: line.quantity == null ? null : (line.unit ?? 'pieces'),
    configuration: line.configuration ?? '',
    note: line.note ?? '',
  };
}
