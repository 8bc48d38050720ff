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
 *
 * POST /api/contact/with-attachments (issue 21) takes the same enquiry with drawings and specifications: a
 * multipart/form-data body whose first part is the field `enquiry` (the JSON body of POST /api/contact) and then up to
 * 5 files in the field `attachments`, each judged by its bytes and at most 25 MB (server/enquiries/attachments.ts).
 * Steps 1–4 run on the `enquiry` part before any file is read; a refused file (400 or 413 on `attachments.{n}`, a
 * sixth on `attachments`) refuses the whole enquiry, and the files already stored are removed: nothing is kept.
 * Counts are shared through Redis when REDIS_URL is set; while Redis is unreachable this instance counts in its
 * memory, so a limiter that is down never costs a lead (no 500, the enquiry is stored and mailed as always).
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_FIELDS, ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES } from '../../contracts/enquiry-attachments.ts';
import { enquiryReceivedSchema, enquirySchema, RATE_LIMITED, type Enquiry } from '../../contracts/enquiry.ts';
import { VENDORS, type Vendor } from '../../contracts/vendors.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { enquiries, enquiryAttachments, enquiryLines, mailOutbox, products } from '../db/schema.ts';
import { sqlStateOf } from '../db/sql-state.ts';
import { abandonMultipart, drainRequest, hasBoundary, malformed, multipartProblem } from '../api/multipart.ts';
import { errorResponses } from '../api/schemas.ts';
import { fieldError, HttpError, INVALID_BODY_MESSAGE, zodDetails } from '../errors.ts';
import { attachmentRefusal, removeAttachments, storeAttachment, type StoredAttachment } from '../enquiries/attachments.ts';
import { composeEnquiryMails, type MailedLine } from '../mail/compose.ts';
import { createEnquiryLimits, rateLimitedMessage } from '../rate-limits/enquiry-limits.ts';

/** Why an enquiry is taken for a bot's, or null for a person's (or an API client's). */
export function botSignal(enquiry: Pick<Enquiry, 'website' | 'fillMs'>, minFillMs: number): 'honeypot' | 'too fast' | null {
  if (enquiry.website) return 'honeypot';
  if (enquiry.fillMs != null && enquiry.fillMs < minFillMs) return 'too fast';
  return null;
}

/** An enquiry past steps 1–4: its storefront and its lines with the products' names. */
interface Admitted {
  vendor: Vendor;
  lines: (MailedLine & { position: number })[];
}

/** Registers the contact routes. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { enquiryLimits, contact, mail } = app.config;
  const limits = createEnquiryLimits(app.rateLimitStore, enquiryLimits, app.log);

  /**
   * Steps 1–4 of the module comment for a valid `enquiry`: its storefront, the bot checks, the allowances and its
   * lines' products. @returns null for a bot's enquiry (answer as received, store nothing)
   * @throws HttpError 400 (vendor, a line's product) or 429
   */
  async function admit(request: FastifyRequest, enquiry: Enquiry): Promise<Admitted | null> {
    const wanted = enquiry.vendor.toLowerCase();
    const vendor = VENDORS.find((v) => v.name.toLowerCase() === wanted || v.key === wanted || v.code === wanted);
    if (!vendor) throw fieldError('vendor', 'Unknown vendor');

    const bot = botSignal(enquiry, enquiryLimits.minFillMs);
    if (bot) {
      request.log.warn({ reason: bot, fillMs: enquiry.fillMs ?? null }, 'enquiry taken for a bot: answered as received, not stored');
      return null;
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
    return { vendor, lines };
  }

  /**
   * Step 5: stores the enquiry as `id` with its lines, attachments and two messages in one transaction, wakes the
   * outbox and counts it against the allowances. @returns the answer's body
   */
  async function store(request: FastifyRequest, id: string, enquiry: Enquiry, { vendor, lines }: Admitted, attachments: readonly StoredAttachment[] = []) {
    const write = () =>
      app.db.transaction(async (tx) => {
        await tx.insert(enquiries).values({
          id,
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
        if (lines.length) {
          await tx.insert(enquiryLines).values(
            lines.map((line) => ({
              enquiryId: id,
              position: line.position,
              productId: line.productId,
              productName: line.productName,
              quantity: line.quantity ?? null,
              unit: line.quantity == null ? null : (line.unit ?? 'pieces'),
              configuration: line.configuration ?? '',
              note: line.note ?? '',
            })),
          );
        }
        if (attachments.length) await tx.insert(enquiryAttachments).values(attachments.map((file) => ({ enquiryId: id, ...file })));
        const messages = composeEnquiryMails(enquiry, lines, {
          vendorName: vendor.name,
          companyName: contact.companyName,
          enquiryTo: mail.enquiryTo,
          publicUrl: app.config.publicUrl,
          enquiryId: id,
          attachments,
        });
        await tx.insert(mailOutbox).values(
          messages.map((m) => ({ enquiryId: id, kind: m.kind, toAddress: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html })),
        );
      });
    // A product withdrawn between the check and the insert (23503 on enquiry_lines.product_id): refused on the
    // list, nothing stored (the transaction rolled back).
    await write().catch((error: unknown) => {
      if (sqlStateOf(error) === '23503' && lines.length) {
        throw fieldError('lines', 'A product on the list was withdrawn from the catalogue just now. Reload the list and send again.');
      }
      throw error;
    });
    app.outbox.wake();
    await limits.record(request.ip, enquiry.email);
    return { status: 'received' as const, id };
  }

  const received = (reply: FastifyReply, body: { status: 'received'; id?: string }) => reply.code(200).send(body);

  await app.register(async (json) => {
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
    json.withTypeProvider<ZodTypeProvider>().post('/api/contact', { bodyLimit: 256 * 1024, schema }, async (request, reply) => {
      const admitted = await admit(request, request.body);
      if (!admitted) return received(reply, { status: 'received' });
      return received(reply, await store(request, randomUUID(), request.body, admitted));
    });
  });

  await app.register(async (withFiles) => {
    await withFiles.register(multipart, {
      // The enquiry's JSON and one file more than allowed (so a sixth is seen and refused by name); busboy's size
      // limit is one byte above ours, so a file cut off by busboy is seen as too large.
      limits: { fields: 1, fieldSize: 256 * 1024, files: ATTACHMENT_LIMITS.files + 1, fileSize: ATTACHMENT_LIMITS.bytes + 1, parts: ATTACHMENT_LIMITS.files + 2, headerPairs: 50 },
    });
    withFiles.addHook('onResponse', drainRequest);
    withFiles.withTypeProvider<ZodTypeProvider>().post(
      '/api/contact/with-attachments',
      {
        schema: {
          tags: ['enquiries'],
          summary: 'Send an enquiry with drawings and specifications',
          description:
            "multipart/form-data: first the field 'enquiry' holding the JSON body of POST /api/contact, then up to 5 files in the field " +
            "'attachments' (PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP judged by their bytes, 25 MB each). Refusals name " +
            "'attachments.{n}'; a refused file refuses the enquiry and nothing is kept.",
          consumes: ['multipart/form-data'],
          response: { 200: enquiryReceivedSchema, ...errorResponses(400, 413, 429, 503) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, 'NO_FILE', "Send the enquiry as multipart/form-data: the field 'enquiry', then the files in 'attachments'.");
        if (!hasBoundary(request.headers['content-type'])) throw malformed('its Content-Type names no boundary (1 to 70 characters)');
        const id = randomUUID();
        const stored: StoredAttachment[] = [];
        let enquiry: Enquiry | null = null;
        let admitted: Admitted | null = null;
        let done = false;
        try {
          for await (const part of request.parts()) {
            if (!enquiry) {
              if (part.type !== 'field' || part.fieldname !== ATTACHMENT_FIELDS.enquiry) {
                throw new HttpError(400, 'VALIDATION_FAILED', "Send the field 'enquiry' (the enquiry as JSON) before the files.", [{ path: 'enquiry', message: 'The enquiry must come first.' }]);
              }
              // A part sent as application/json arrives parsed already (@fastify/multipart); a plain field as text.
              let parsed: unknown = part.value;
              try {
                if (typeof part.value === 'string') parsed = JSON.parse(part.value);
              } catch {
                throw new HttpError(400, 'VALIDATION_FAILED', "The field 'enquiry' is not JSON.", [{ path: 'enquiry', message: 'The enquiry must be JSON.' }]);
              }
              const checked = enquirySchema.safeParse(parsed);
              if (!checked.success) throw new HttpError(400, 'VALIDATION_FAILED', INVALID_BODY_MESSAGE, zodDetails(checked.error));
              enquiry = checked.data;
              admitted = await admit(request, enquiry);
              // A bot's enquiry: answered as received; its files are never read (dropped unread: finally below).
              if (!admitted) return received(reply, { status: 'received' });
              continue;
            }
            if (part.type !== 'file' || part.fieldname !== ATTACHMENT_FIELDS.file) {
              throw attachmentRefusal(null, `Send the files in the field '${ATTACHMENT_FIELDS.file}', after the enquiry.`);
            }
            // The rest of the body is dropped by abandonMultipart (finally below).
            if (stored.length >= ATTACHMENT_LIMITS.files) throw attachmentRefusal(null, ATTACHMENT_MESSAGES.tooMany);
            const file = part.file;
            try {
              stored.push(await storeAttachment(app.blobs, id, stored.length, part.filename, file, () => file.truncated));
            } catch (error) {
              file.destroy();
              throw error;
            }
          }
          if (!enquiry || !admitted) throw new HttpError(400, 'VALIDATION_FAILED', "Send the field 'enquiry' (the enquiry as JSON).", [{ path: 'enquiry', message: 'The enquiry is missing.' }]);
          const answer = await store(request, id, enquiry, admitted, stored);
          done = true;
          request.log.info({ enquiryId: id, files: stored.length, bytes: stored.reduce((sum, f) => sum + f.size, 0) }, 'enquiry with attachments stored');
          return received(reply, answer);
        } catch (error) {
          throw multipartProblem(error) ?? error;
        } finally {
          if (!done) {
            // Answered before the body's end: the rest is dropped unread, and what was stored goes.
            abandonMultipart(request);
            if (stored.length) await removeAttachments(app.blobs, stored, request.log);
          }
        }
      },
    );
  });
}
