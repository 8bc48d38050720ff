/**
 * POST /api/contact — the enquiry (product-spec.md §3, §5, §7): the JSON body checked with the shared schema
 * (contracts/enquiry.ts `enquirySchema`: 400 VALIDATION_FAILED naming each failing field), then taken in by
 * server/enquiries/intake.ts (storefront, bot checks, allowances, the lines' products, then stored with its two
 * messages). Answers 200 `{ status: 'received', id, reference, confirmation }` (contracts/enquiry-confirmation.ts),
 * and `{ status: 'received' }` to a bot; 429 with Retry-After when an allowance is used up.
 *
 * GET /api/contact/confirmations/{token}: the enquiry as sent, for its confirmation page (server/enquiries/
 * confirmation.ts); `no-store`, `noindex`, `no-referrer`; 404 for a token no enquiry has.
 *
 * POST /api/contact/with-attachments takes the same enquiry with drawings and specifications: a multipart/form-data
 * body whose first part is the field `enquiry` (the JSON body of POST /api/contact) and then up to 5 files in the
 * field `attachments`, each judged by its bytes and at most 25 MB (server/enquiries/attachments.ts). The enquiry is
 * admitted before any file is read; a refused file (400 or 413 on `attachments.{n}`, a sixth on `attachments`)
 * refuses the whole enquiry, and the files already stored are removed: nothing is kept.
 */
import { randomUUID } from 'node:crypto';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_FIELDS, ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES } from '../../contracts/enquiry-attachments.ts';
import { z } from 'zod';
import { enquiryReceivedSchema, enquirySchema, type Enquiry } from '../../contracts/enquiry.ts';
import { enquiryConfirmationSchema } from '../../contracts/enquiry-confirmation.ts';
import { abandonMultipart, drainRequest, hasBoundary, malformed, multipartProblem } from '../api/multipart.ts';
import { errorResponses } from '../api/schemas.ts';
import { HttpError, INVALID_BODY_MESSAGE, zodDetails } from '../errors.ts';
import { attachmentRefusal, removeAttachments, storeAttachment, type StoredAttachment } from '../enquiries/attachments.ts';
import { findConfirmation } from '../enquiries/confirmation.ts';
import { createEnquiryIntake, type Admitted, type EnquiryIntake, type Received } from '../enquiries/intake.ts';

const received = (reply: FastifyReply, body: Received) => reply.code(200).send(body);

/** Registers the contact routes. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const intake = createEnquiryIntake({
    db: app.db,
    rateLimitStore: app.rateLimitStore,
    config: app.config,
    onStored: () => app.outbox.wake(),
    log: app.log,
  });

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
    // A full quote list (50 lines with notes and configurations in any script) fits with room to spare.
    json.withTypeProvider<ZodTypeProvider>().post('/api/contact', { bodyLimit: 256 * 1024, schema }, async (request, reply) => {
      const admitted = await intake.admit(request, request.body);
      if (!admitted) return received(reply, { status: 'received' });
      return received(reply, await intake.store(request, randomUUID(), request.body, admitted));
    });

    json.withTypeProvider<ZodTypeProvider>().get(
      '/api/contact/confirmations/:token',
      {
        schema: {
          tags: ['enquiries'],
          summary: "An enquiry's confirmation",
          description:
            'The enquiry as it was sent, for its confirmation page (/{vendorCode}/enquiry/{token}): its reference, fields, products ' +
            "and files. The token is the one in the page's address, given only to the enquirer; 404 for any other.",
          params: z.object({ token: z.string().max(64) }),
          response: { 200: enquiryConfirmationSchema, ...errorResponses(404, 503) },
        },
      },
      async (request, reply) => {
        // The enquirer's own data: never kept by a cache, indexed, or named to another site.
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
        const confirmation = await findConfirmation(app.db, request.params.token);
        if (!confirmation) throw new HttpError(404, 'NOT_FOUND', 'No enquiry has this confirmation address. Check the address in the copy of your enquiry that was mailed to you.');
        return confirmation;
      },
    );
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
      (request, reply) => receiveWithAttachments(app, intake, request, reply),
    );
  });
}

/**
 * POST /api/contact/with-attachments: the `enquiry` part admitted first, then each file stored as it arrives, then
 * the enquiry stored with them. Answered before the body's end (a refusal, a bot), the rest is dropped unread and
 * the files stored so far are removed.
 */
async function receiveWithAttachments(app: FastifyInstance, intake: EnquiryIntake, request: FastifyRequest, reply: FastifyReply) {
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
        enquiry = enquiryOfPart(part);
        admitted = await intake.admit(request, enquiry);
        // A bot's enquiry: answered as received; its files are never read (dropped unread: finally below).
        if (!admitted) return received(reply, { status: 'received' });
        continue;
      }
      stored.push(await storeFilePart(app, id, stored.length, part));
    }
    if (!enquiry || !admitted) throw new HttpError(400, 'VALIDATION_FAILED', "Send the field 'enquiry' (the enquiry as JSON).", [{ path: 'enquiry', message: 'The enquiry is missing.' }]);
    const answer = await intake.store(request, id, enquiry, admitted, stored);
    done = true;
    request.log.info({ enquiryId: id, files: stored.length, bytes: stored.reduce((sum, f) => sum + f.size, 0) }, 'enquiry with attachments stored');
    return received(reply, answer);
  } catch (error) {
    throw multipartProblem(error) ?? error;
  } finally {
    if (!done) {
      abandonMultipart(request);
      if (stored.length) await removeAttachments(app.blobs, stored, request.log);
    }
  }
}

/**
 * The enquiry in the first part, the field `enquiry` (parsed already when sent as application/json, else JSON text).
 * @throws HttpError 400 VALIDATION_FAILED on `enquiry` (another part first, not JSON) or on the enquiry's fields
 */
function enquiryOfPart(part: Multipart): Enquiry {
  if (part.type !== 'field' || part.fieldname !== ATTACHMENT_FIELDS.enquiry) {
    throw new HttpError(400, 'VALIDATION_FAILED', "Send the field 'enquiry' (the enquiry as JSON) before the files.", [{ path: 'enquiry', message: 'The enquiry must come first.' }]);
  }
  let parsed: unknown = part.value;
  try {
    if (typeof part.value === 'string') parsed = JSON.parse(part.value);
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', "The field 'enquiry' is not JSON.", [{ path: 'enquiry', message: 'The enquiry must be JSON.' }]);
  }
  const checked = enquirySchema.safeParse(parsed);
  if (!checked.success) throw new HttpError(400, 'VALIDATION_FAILED', INVALID_BODY_MESSAGE, zodDetails(checked.error));
  return checked.data;
}

/**
 * Stores the file `part` as attachment `position` of enquiry `id` (server/enquiries/attachments.ts judges it).
 * @throws HttpError on `attachments` for a part that is not a file of `attachments` or one file too many, and
 *   storeAttachment's refusals; the rest of the body is then dropped by the caller
 */
async function storeFilePart(app: FastifyInstance, id: string, position: number, part: Multipart): Promise<StoredAttachment> {
  if (part.type !== 'file' || part.fieldname !== ATTACHMENT_FIELDS.file) {
    throw attachmentRefusal(null, `Send the files in the field '${ATTACHMENT_FIELDS.file}', after the enquiry.`);
  }
  if (position >= ATTACHMENT_LIMITS.files) throw attachmentRefusal(null, ATTACHMENT_MESSAGES.tooMany);
  const file = part.file;
  try {
    return await storeAttachment(app.blobs, id, position, part.filename, file, () => file.truncated);
  } catch (error) {
    file.destroy();
    throw error;
  }
}
