/**
 * POST /api/upload?container={vendor}&path=images&fileName={timestamp-sanitizedName} — media uploads from the
 * Product Manager (product-spec.md §7; rules in contracts/upload.ts). Catalogue editors of the container's storefront only (`app.requirePermission('catalog.edit')`, then the container:
 * 401 without a valid bearer token, 403 for a signed-in non-administrator). Multipart with one file in the
 * field `file`; answers 200 `{ "path": "images/{fileName}" }`, the path stored in the catalogue. A product's PDF
 * documents (type-test reports, certificates) go the same way with `path=documents`.
 *
 * Refusals, all in the one error shape `{ message, code, details? }`, and none leaves a blob behind:
 * - 400 VALIDATION_FAILED: container not a vendor key (radhe, therm), path not `images` or `documents`, a fileName
 *   that is not `{digits}-{sanitised name}` with an accepted extension, or whose extension is of the other folder
 *   (details name the query parameter);
 * - 400 NO_FILE: not multipart, or no file in the field `file` (an empty body counts as an empty form);
 *   400 EMPTY_FILE: a file of 0 bytes;
 * - 400 MALFORMED_MULTIPART: a multipart/form-data body busboy cannot parse — no boundary in the
 *   Content-Type, or a body that ends before its closing boundary line (cut off, or written with another
 *   boundary than its Content-Type names); `multipartProblem` maps busboy's errors;
 * - 415 UNSUPPORTED_FILE_TYPE: the bytes are not PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM in `images` (SVG
 *   included), not PDF in `documents`, whatever the name or Content-Type says; 400 FILE_EXTENSION_MISMATCH:
 *   accepted bytes under another type's extension;
 * - 413 FILE_TOO_LARGE: over UPLOAD_MAX_IMAGE_BYTES (images), UPLOAD_MAX_VIDEO_BYTES (videos) or
 *   UPLOAD_MAX_DOCUMENT_BYTES (documents);
 * - 409 FILE_EXISTS: the name is taken (uploads never overwrite; the blob store's BlobExistsError).
 *
 * Streaming: the type is sniffed from the first UPLOAD_SNIFF_BYTES bytes, then the part streams on into the blob
 * store through a byte counter that fails the write at the limit (the store then keeps nothing), so a 200 MB
 * video is never held in memory. A client that disconnects mid-upload fails the write the same way. After a
 * refusal the answer goes out at once and the rest of the request body is read and dropped, so a keep-alive
 * connection stays usable.
 */
import type { VendorKey } from '../../contracts/vendors.ts';
import { assertAllowed } from '../auth/permissions.ts';
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { pipeline } from 'node:stream/promises';
import {
  formatBytes,
  judgeUpload,
  kindsOfFolder,
  largestUploadLimit,
  sniffUploadType,
  UPLOAD_SNIFF_BYTES,
  uploadLimitFor,
  uploadQuerySchema,
  uploadResultSchema,
  type UploadResult,
} from '../../contracts/upload.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, errorResponses } from '../api/schemas.ts';
import { HttpError } from '../errors.ts';
import { BlobExistsError } from '../storage/blob-store.ts';
import { byteLimit, drainRequest, hasBoundary, malformed, multipartProblem, readHead } from '../api/multipart.ts';

/** Registers @fastify/multipart (in this plugin only) and the upload route. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const limits = app.config.uploads;
  await app.register(multipart, {
    // One file; a few small fields at most. The per-type limit is enforced while streaming (below); busboy's
    // limit is one byte above the largest, so a file cut off by busboy is also seen as too large.
    limits: {
      files: 1,
      fileSize: largestUploadLimit(limits) + 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.addHook('onResponse', drainRequest);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/upload',
    {
      // onRequest: a request without a catalogue editor's token is refused before anything else is read.
      onRequest: app.requirePermission('catalog.edit'),
      schema: {
        tags: ['media'],
        summary: 'Upload an image, a video or a PDF document',
        description:
          "multipart/form-data with the file in the field 'file' (not described as a body here: it streams into the blob store " +
          'as it arrives). The type is judged by the bytes: PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM in path=images, PDF in ' +
          'path=documents. Uploads never overwrite.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: uploadResultSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      let part: MultipartFile | undefined;
      try {
        const { container, path: folder, fileName } = request.query;
        assertAllowed(request.principal, 'catalog.edit', container as VendorKey);
        const path = `${folder}/${fileName}`;

        if (request.isMultipart() && !hasBoundary(request.headers['content-type'])) {
          throw malformed('its Content-Type names no boundary (1 to 70 characters)');
        }
        part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== 'file') {
          throw new HttpError(400, 'NO_FILE', "Send the file as multipart/form-data in the field 'file'.");
        }
        const { head, body } = await readHead(part.file, UPLOAD_SNIFF_BYTES);
        if (head.length === 0) throw new HttpError(400, 'EMPTY_FILE', 'The file is empty.');
        const verdict = judgeUpload(fileName, await sniffUploadType(head), kindsOfFolder(folder));
        if ('refusal' in verdict) {
          const status = verdict.refusal.code === 'UNSUPPORTED_FILE_TYPE' ? 415 : 400;
          throw new HttpError(status, verdict.refusal.code, verdict.refusal.message);
        }
        const { type } = verdict;
        const limit = uploadLimitFor(type.kind, limits);
        const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', `The file is larger than the ${formatBytes(limit)} limit for ${type.kind}s.`);
        const { file } = part;
        const counted = byteLimit(limit, tooLarge, () => file.truncated);
        const feeding = pipeline(body, counted);
        const storing = app.blobs.put(container, path, counted, { contentType: type.mime });
        storing.catch(() => counted.destroy()); // so `feeding` settles even if the store gave up before reading
        const [stored] = await Promise.allSettled([storing, feeding]);
        if (stored.status === 'rejected') {
          const error: unknown = stored.reason;
          if (error instanceof BlobExistsError) {
            throw new HttpError(409, 'FILE_EXISTS', `A file named ${fileName} already exists in ${container}/${folder}; upload it under a new name.`);
          }
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        request.log.info({ container, path, bytes: stored.value.size, type: type.mime }, 'media uploaded');
        const result: UploadResult = { path };
        return reply.code(200).send(result);
      } catch (error) {
        // Stop reading the part (multipart then lets go of the request; `drainRequest` drops the rest).
        part?.file.destroy();
        throw multipartProblem(error) ?? error;
      }
    },
  );
}
