/**
 * The admin Enquiries inbox ("list newest first with vendor, product, status, and a detail view; CSV
 * export" — beyond the spec, because an enquiry whose mail failed is otherwise invisible; "Working the
 * enquiries": status, assignee, notes, history, filters, XLSX). Sales and administrators only (`app.requirePermission('enquiries.work')`:
 * 401 without a valid bearer token, 403 for an account without the sales or admin role); answers carry
 * `Cache-Control: no-store` (personal data). Reads are server/enquiries/inbox.ts, writes workflow.ts, downloads
 * exports.ts.
 *
 * - GET /api/enquiries?status=&vendor=&from=&to=&q=&limit=&offset= → EnquiryPage: the enquiries matching the
 *   filters (contracts/enquiry-inbox.ts enquiryFilterSchema), newest first, each with its mail summary, status and
 *   assignee. 400 for a bad filter, limit (1–100) or offset (≥ 0).
 * - GET /api/enquiries/{id} → EnquiryDetail: the message text, project fields, lines, each mail's status and the
 *   history. 400 for a malformed id, 404 for an unknown one.
 * - PATCH /api/enquiries/{id} {status?, assigneeId?} → the EnquiryDetail after the change (each change in the
 *   history); POST /api/enquiries/{id}/notes {note} → 201 with the EnquiryDetail.
 * - GET /api/enquiries.csv and /api/enquiries.xlsx with the same filters → every matching enquiry as a download,
 *   streamed in batches (CSV cells that a spreadsheet would run as formulas are prefixed with ', OWASP).
 * - GET /api/enquiries/{id}/attachments/{position} → a file sent with the enquiry, as a download (its type as its
 *   bytes showed, `nosniff`, never cached); 404 when there is none.
 * - GET /api/staff → the staff who have signed in (the assignee choices).
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_LIMITS } from '../../contracts/enquiry-attachments.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enquiryDetailSchema,
  enquiryFilterSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryPageSchema,
  enquiryUpdateSchema,
  staffListSchema,
  type EnquiryDetail,
  type EnquiryPage,
  type StaffList,
} from '../../contracts/enquiry-inbox.ts';
import { BEARER_SECURITY, bytesResponse, errorResponses, idParams } from '../api/schemas.ts';
import { enquiriesCsv, enquiriesXlsx } from '../enquiries/exports.ts';
import { ENQUIRY_FILES_CONTAINER, FILES_RETRY_AFTER_S } from '../enquiries/attachments.ts';
import { attachmentOf, enquiryDetail, inboxCount, inboxRows, toSummary } from '../enquiries/inbox.ts';
import { addNote, listStaff, recordStaff, updateEnquiry } from '../enquiries/workflow.ts';
import { HttpError, notFound } from '../errors.ts';

/** The MIME type of an XLSX workbook. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a download named `enquiries-{today}.{extension}` (no-store). */
function download(reply: FastifyReply, body: NodeJS.ReadableStream, contentType: string, extension: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="enquiries-${day}.${extension}"`)
    .send(body);
}

/** Registers the inbox routes (see the module comment). */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a request without an administrator's token is refused before anything else is looked at.
  const admin = { onRequest: app.requirePermission('enquiries.work') };
  const common = { tags: ['enquiries'], security: BEARER_SECURITY };
  /** The detail of `id` after a write, or 404 (deleted meanwhile). */
  const detailOrNotFound = async (id: string): Promise<EnquiryDetail> => {
    const detail = await enquiryDetail(app.db, id);
    if (!detail) throw notFound('Enquiry not found');
    return detail;
  };

  api.get(
    '/api/enquiries',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'The inbox: a page of the enquiries matching the filters, newest first',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryPageSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply): Promise<EnquiryPage> => {
      const { limit, offset, ...filter } = request.query;
      const [rows, total] = await Promise.all([inboxRows(app.db, filter, { limit, offset }), inboxCount(app.db, filter)]);
      reply.header('cache-control', 'no-store');
      return { items: rows.map(toSummary), total, limit, offset };
    },
  );

  api.get(
    '/api/enquiries.csv',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'The enquiries matching the filters as a CSV download (UTF-8 with BOM)',
        querystring: enquiryFilterSchema,
        response: { 200: bytesResponse('text/csv', 'The enquiries, newest first, as an attachment'), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const csv = enquiriesCsv(app.db, request.query, (error) => request.log.error({ err: error }, 'enquiries CSV export failed'));
      return download(reply, csv, 'text/csv; charset=utf-8', 'csv');
    },
  );

  api.get(
    '/api/enquiries.xlsx',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'The enquiries matching the filters as an XLSX workbook',
        querystring: enquiryFilterSchema,
        response: { 200: bytesResponse(XLSX_TYPE, 'The enquiries, newest first, as an attachment'), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const xlsx = enquiriesXlsx(app.db, request.query, (error) => request.log.error({ err: error }, 'enquiries XLSX export failed'));
      return download(reply, xlsx, XLSX_TYPE, 'xlsx');
    },
  );

  api.get(
    '/api/enquiries/:id',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'One enquiry with its message, lines, the state of each of its mails and its history',
        params: idParams('Enquiry'),
        response: { 200: enquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply): Promise<EnquiryDetail> => {
      const detail = await detailOrNotFound(request.params.id.toLowerCase());
      reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  api.get(
    '/api/enquiries/:id/attachments/:position',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Download a file sent with an enquiry (a drawing or specification)',
        params: idParams('Enquiry').extend({ position: z.coerce.number().int().min(0).max(ATTACHMENT_LIMITS.files - 1) }),
        response: { 200: bytesResponse('application/octet-stream', 'The file as sent, as an attachment'), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const file = await attachmentOf(app.db, request.params.id.toLowerCase(), request.params.position);
      // A store that cannot be read is a 503 the inbox can say and retry, not a 500.
      const blob = file ? await app.blobs.get(ENQUIRY_FILES_CONTAINER, file.blobPath).catch((error: unknown) => {
        request.log.warn({ err: error }, 'blob store unavailable: attachment not served');
        throw new HttpError(503, 'FILES_UNAVAILABLE', 'The file cannot be read just now. Download it again in a minute.', undefined, FILES_RETRY_AFTER_S);
      }) : null;
      if (!file || !blob) throw notFound('Attachment not found');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .header('content-length', String(blob.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(blob.stream);
    },
  );

  api.patch(
    '/api/enquiries/:id',
    {
      ...admin,
      schema: {
        ...common,
        summary: "Change an enquiry's status or assignee (recorded in its history)",
        params: idParams('Enquiry'),
        body: enquiryUpdateSchema,
        response: { 200: enquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply): Promise<EnquiryDetail> => {
      const id = request.params.id.toLowerCase();
      const author = await recordStaff(app.db, request.principal!);
      await updateEnquiry(app.db, id, request.body, author);
      reply.header('cache-control', 'no-store');
      return detailOrNotFound(id);
    },
  );

  api.post(
    '/api/enquiries/:id/notes',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Add an internal note to an enquiry',
        params: idParams('Enquiry'),
        body: enquiryNoteSchema,
        response: { 201: enquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const author = await recordStaff(app.db, request.principal!);
      await addNote(app.db, id, request.body.note, author);
      return reply.code(201).header('cache-control', 'no-store').send(await detailOrNotFound(id));
    },
  );

  api.get(
    '/api/staff',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'The staff who have signed in: who an enquiry can be assigned to',
        response: { 200: staffListSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (_request, reply): Promise<StaffList> => {
      reply.header('cache-control', 'no-store');
      return { items: await listStaff(app.db) };
    },
  );
}
