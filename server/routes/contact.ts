/**
 * POST /api/contact — the enquiry (product-spec.md §3, §5, §7; issue 7; issue 16 "Every enquiry gets through").
 *
 * In order:
 * 1. Validation with the shared schema (contracts/enquiry.ts `enquirySchema`) and a known vendor: 400
 *    VALIDATION_FAILED naming each failing field in `details`. A refused enquiry counts against nothing.
 * 2. Bots, refused without telling them why: a filled honeypot (`website`), or a form sent faster than a person
 *    fills it (`fillMs` under CONTACT_MIN_FILL_MS; absent `fillMs` is an API client and passes). The answer is
 *    200 `{ status: 'received' }` as for an accepted enquiry, nothing is stored or mailed or counted, and a
 *    warning without personal data is logged.
 * 3. The allowances (server/rate-limits/enquiry-limits.ts): when this client address has sent
 *    CONTACT_RATE_LIMIT_PER_ADDRESS or this e-mail address CONTACT_RATE_LIMIT_PER_EMAIL accepted enquiries within
 *    CONTACT_RATE_WINDOW_MS: 429 RATE_LIMITED with a message for a person and `Retry-After` (whole seconds, the
 *    longest wait), nothing stored.
 * 4. The products it asks about (`lines`, issue 21): each must be a product of that storefront, else 400 naming
 *    the line's field (`lines.2.productId`); their names are kept with the lines as they are now.
 * 5. The enquiry (with the project fields of a request for quotation, issue 21), its lines and its two messages
 *    (company, linking to the enquiry in the inbox, + copy to the enquirer) stored in one transaction; then it counts
 *    against both allowances, and the answer is 200 `{ status: 'received', id }`; the outbox delivers the mail.
 * Counts are shared through Redis when REDIS_URL is set; while Redis is unreachable this instance counts in its
 * memory, so a limiter that is down never costs a lead (no 500, the enquiry is stored and mailed as always).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enquiryReceivedSchema, enquirySchema, RATE_LIMITED, type Enquiry } from '../../contracts/enquiry.ts';
import { VENDORS } from '../../contracts/vendors.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { enquiries, enquiryLines, mailOutbox, products } from '../db/schema.ts';
import { sqlStateOf } from '../db/sql-state.ts';
import { errorResponses } from '../api/schemas.ts';
import { fieldError, HttpError } from '../errors.ts';
import { composeEnquiryMails } from '../mail/compose.ts';
import { createEnquiryLimits, rateLimitedMessage } from '../rate-limits/enquiry-limits.ts';

/** Why an enquiry is taken for a bot's, or null for a person's (or an API client's). */
export function botSignal(enquiry: Pick<Enquiry, 'website' | 'fillMs'>, minFillMs: number): 'honeypot' | 'too fast' | null {
  if (enquiry.website) return 'honeypot';
  if (enquiry.fillMs != null && enquiry.fillMs < minFillMs) return 'too fast';
  return null;
}

/** Registers the contact route. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { enquiryLimits, contact, mail } = app.config;
  const limits = createEnquiryLimits(app.rateLimitStore, enquiryLimits, app.log);
  const schema = {
    tags: ['enquiries'],
    summary: 'Send an enquiry',
    description:
      'product-spec.md §7. Stored, then mailed to the company and, as a copy, to the enquirer. 429 with Retry-After when ' +
      "this address or e-mail has sent too many; 'fillMs' and 'website' are the forms' bot checks.",
    body: enquirySchema,
    response: { 200: enquiryReceivedSchema, ...errorResponses(400, 429, 503) },
  };
  // A full quote list (50 lines with notes and configurations in any script, issue 21) fits with room to spare.
  app.withTypeProvider<ZodTypeProvider>().post('/api/contact', { bodyLimit: 256 * 1024, schema }, async (request, reply) => {
    const enquiry = request.body;
    const wanted = enquiry.vendor.toLowerCase();
    const vendor = VENDORS.find((v) => v.name.toLowerCase() === wanted || v.key === wanted || v.code === wanted);
    if (!vendor) throw fieldError('vendor', 'Unknown vendor');

    const bot = botSignal(enquiry, enquiryLimits.minFillMs);
    if (bot) {
      request.log.warn({ reason: bot, fillMs: enquiry.fillMs ?? null }, 'enquiry taken for a bot: answered as received, not stored');
      return reply.code(200).send({ status: 'received' });
    }

    const allowance = await limits.check(request.ip, enquiry.email);
    if (!allowance.allowed) {
      request.log.warn({ usedUp: allowance.usedUp, retryAfterS: allowance.retryAfterS }, 'enquiry refused: allowance used up');
      throw new HttpError(429, RATE_LIMITED, rateLimitedMessage(allowance.retryAfterS), undefined, allowance.retryAfterS);
    }

    // The products asked about, each the storefront's (issue 21: "a list from another storefront … refused").
    const productIds = [...new Set(enquiry.lines.map((line) => line.productId.toLowerCase()))];
    const found = productIds.length
      ? await app.db.select({ id: products.id, name: products.name }).from(products).where(and(inArray(products.id, productIds), eq(products.vendor, vendor.key)))
      : [];
    const names = new Map(found.map((p) => [p.id, p.name]));
    const lines = enquiry.lines.map((line, position) => {
      const productName = names.get(line.productId.toLowerCase());
      if (!productName) {
        throw fieldError(`lines.${position}.productId`, `Line ${position + 1}: this product is not in the ${vendor.name} catalogue. Remove it from the list and send again.`);
      }
      return { ...line, productId: line.productId.toLowerCase(), productName, position };
    });

    const store = () => app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enquiries)
        .values({
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
        })
        .returning({ id: enquiries.id });
      if (lines.length) {
        await tx.insert(enquiryLines).values(
          lines.map((line) => ({
            enquiryId: row.id,
            position: line.position,
            productId: line.productId,
            productName: line.productName,
            quantity: line.quantity ?? null,
            unit: line.quantity == null ? null : (line.unit ?? 'pieces'),
            configuration: line.configuration,
            note: line.note,
          })),
        );
      }
      const messages = composeEnquiryMails(enquiry, lines, {
        vendorName: vendor.name,
        companyName: contact.companyName,
        enquiryTo: mail.enquiryTo,
        publicUrl: app.config.publicUrl,
        enquiryId: row.id,
      });
      await tx.insert(mailOutbox).values(
        messages.map((m) => ({ enquiryId: row.id, kind: m.kind, toAddress: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html })),
      );
      return row.id;
    });
    // A product withdrawn between the check above and the insert (23503 on enquiry_lines.product_id): refused
    // on the list, nothing stored (the transaction rolled back).
    const id = await store().catch((error: unknown) => {
      if (sqlStateOf(error) === '23503' && lines.length) {
        throw fieldError('lines', 'A product on the list was withdrawn from the catalogue just now. Reload the list and send again.');
      }
      throw error;
    });
    app.outbox.wake();
    await limits.record(request.ip, enquiry.email);
    return reply.code(200).send({ status: 'received', id });
  });
}
