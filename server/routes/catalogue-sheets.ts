/**
 * Catalogue sheets over HTTP (docs/catalogue-sheets.md; the rules in server/catalog/sheets.ts):
 *
 * - GET /api/catalogue-sheets/{vendor}?category=&format=xlsx|csv: the storefront's products, or one category's
 *   subtree, as an attachment (`{vendor}-catalogue[-{category}]-{date}.{format}`, no-store).
 * - POST /api/catalogue-sheets/{vendor}/import?dryRun=true|false: multipart with the sheet in the field `file`
 *   (judged by its bytes: an XLSX workbook or CSV text; at most SHEET_LIMITS.bytes and SHEET_LIMITS.rows rows), and
 *   optionally a ZIP of the media its rows name in the field `media` (at most SHEET_LIMITS.mediaBytes; each file judged
 *   as an upload, server/catalog/sheet-media.ts; 400 MEDIA_UNREADABLE when it is not a ZIP).
 *   200 with the report (contracts/catalogue-sheets.ts) on a dry run, and on an apply that wrote every row;
 *   400 IMPORT_HAS_ERRORS with the report beside the one error shape when a row has an error (nothing written);
 *   400 SHEET_UNREADABLE / NO_FILE / EMPTY_FILE, 413 FILE_TOO_LARGE for the file as a whole.
 *
 * Catalogue editors of the storefront only: `requirePermission('catalog.edit')` before the body is read, then
 * `assertAllowed` on the storefront (403 for an editor of the other one, nothing read or changed).
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SHEET_LIMITS,
  sheetExportQuerySchema,
  sheetImportQuerySchema,
  sheetImportRefusalSchema,
  sheetImportReportSchema,
  type SheetImportRefusal,
} from '../../contracts/catalogue-sheets.ts';
import { formatBytes } from '../../contracts/upload.ts';
import { vendorByKey, type VendorKey } from '../../contracts/vendors.ts';
import { z } from 'zod';
import { BEARER_SECURITY, errorResponses, vendorParams } from '../api/schemas.ts';
import { drainRequest, hasBoundary, malformed, multipartProblem } from '../api/multipart.ts';
import { actorOf, assertAllowed } from '../auth/permissions.ts';
import { SheetFileError } from '../catalog/sheet-codec.ts';
import { SheetMediaError } from '../catalog/sheet-media.ts';
import { exportCatalogueSheet, importCatalogueSheet } from '../catalog/sheets.ts';
import { HttpError, notFound } from '../errors.ts';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A download's bytes in the OpenAPI document. */
const binary = z.string().meta({ format: 'binary' });

/** The storefront of `key`, or 404 'Unknown vendor'. */
function vendorOf(key: string): VendorKey {
  const vendor = vendorByKey(key);
  if (!vendor) throw notFound(`Unknown vendor '${key}'`);
  return vendor.key;
}

/** 413 for a sheet over its limit. */
function tooLarge(): HttpError {
  return new HttpError(413, 'FILE_TOO_LARGE', `The sheet is larger than ${formatBytes(SHEET_LIMITS.bytes)}: split it into several imports.`);
}

/** 413 for a media ZIP over its limit. */
function mediaTooLarge(): HttpError {
  return new HttpError(413, 'FILE_TOO_LARGE', `The media ZIP is larger than ${formatBytes(SHEET_LIMITS.mediaBytes)}; send the media in several imports, or upload the largest files in the Product Manager.`, [
    { path: 'media', message: `At most ${formatBytes(SHEET_LIMITS.mediaBytes)}` },
  ]);
}

/** The whole of file part `part`, at most `limit` bytes, else `refusal()`. */
async function readWhole(part: MultipartFile, limit: number, refusal: () => HttpError): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusal();
    throw error;
  }
  if (part.file.truncated || bytes.length > limit) throw refusal();
  return bytes;
}

/** Registers @fastify/multipart (in this plugin only) and the two routes. */
export async function catalogueSheetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 2, fileSize: SHEET_LIMITS.mediaBytes + 1, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 50 } });
  app.addHook('onResponse', drainRequest);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.requirePermission('catalog.edit') };
  const common = { tags: ['catalogue'], security: BEARER_SECURITY };

  api.get(
    '/api/catalogue-sheets/:vendor',
    {
      ...guarded,
      schema: {
        ...common,
        summary: "A storefront's catalogue, or one category's subtree, as an XLSX or CSV sheet (one row per product)",
        params: vendorParams,
        querystring: sheetExportQuerySchema,
        response: {
          200: { description: 'The sheet as an attachment', content: { [CONTENT_TYPES.xlsx]: { schema: binary }, 'text/csv': { schema: binary } } },
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const vendor = vendorOf(request.params.vendor);
      assertAllowed(request.principal, 'catalog.edit', vendor);
      const { bytes, fileName } = await exportCatalogueSheet(app.db, vendor, request.query.category ?? null, request.query.format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', CONTENT_TYPES[request.query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );

  api.post(
    '/api/catalogue-sheets/:vendor/import',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Import a catalogue sheet: a dry run (default) or an apply, all rows or none',
        description:
          "multipart/form-data with the XLSX or CSV file in the field 'file' (judged by its bytes), and optionally a ZIP of the media its rows name in the field 'media'. The report lists each row as " +
          `created, updated, unchanged or error, and every error with its row and column. At most ${formatBytes(SHEET_LIMITS.bytes)} and ${SHEET_LIMITS.rows} rows.`,
        consumes: ['multipart/form-data'],
        params: vendorParams,
        querystring: sheetImportQuerySchema,
        response: {
          200: sheetImportReportSchema,
          400: sheetImportRefusalSchema.or(sheetImportRefusalSchema.omit({ report: true })).meta({ description: 'A row has an error (the report beside it; nothing written), or the file is refused' }),
          ...errorResponses(401, 403, 404, 413, 503),
        },
      },
    },
    async (request, reply) => {
      let part: MultipartFile | undefined;
      try {
        const vendor = vendorOf(request.params.vendor);
        const actor = actorOf(request.principal!);
        assertAllowed(actor, 'catalog.edit', vendor);
        if (request.isMultipart() && !hasBoundary(request.headers['content-type'])) throw malformed('its Content-Type names no boundary (1 to 70 characters)');
        // The sheet in 'file', and the media ZIP in 'media' when sent; other parts are read past.
        let bytes: Buffer | undefined;
        let zip: Buffer | undefined;
        if (request.isMultipart()) {
          for await (const each of request.parts()) {
            if (each.type !== 'file') continue;
            part = each;
            if (each.fieldname === 'file') bytes = await readWhole(each, SHEET_LIMITS.bytes, tooLarge);
            else if (each.fieldname === 'media') zip = await readWhole(each, SHEET_LIMITS.mediaBytes, mediaTooLarge);
            else each.file.resume();
          }
        }
        if (!bytes) throw new HttpError(400, 'NO_FILE', "Send the sheet as multipart/form-data in the field 'file'.");
        if (bytes.length === 0) throw new HttpError(400, 'EMPTY_FILE', 'The file is empty.');
        if (zip?.length === 0) throw new HttpError(400, 'EMPTY_FILE', 'The media ZIP is empty.', [{ path: 'media', message: 'The media ZIP is empty.' }]);
        let report;
        try {
          report = await importCatalogueSheet(app.db, app.blobs, vendor, bytes, {
            dryRun: request.query.dryRun,
            actor,
            media: zip && { zip, limits: app.config.uploads },
          });
        } catch (error) {
          if (error instanceof SheetFileError) throw new HttpError(400, 'SHEET_UNREADABLE', error.message, [{ path: 'file', message: error.message }]);
          if (error instanceof SheetMediaError) throw new HttpError(400, 'MEDIA_UNREADABLE', error.message, [{ path: 'media', message: error.message }]);
          throw error;
        }
        request.log.info({ vendor, dryRun: report.dryRun, applied: report.applied, counts: report.counts }, 'catalogue sheet imported');
        if (!report.dryRun && !report.applied) {
          const count = report.errors.length;
          const refusal: SheetImportRefusal = {
            message: `Nothing was imported: the sheet has ${count} ${count === 1 ? 'error' : 'errors'}. Correct ${count === 1 ? 'it' : 'them'} and import again.`,
            code: 'IMPORT_HAS_ERRORS',
            details: report.errors.map((e) => ({ path: `row ${e.row}: ${e.column}`, message: e.message })),
            report,
          };
          return reply.code(400).send(refusal);
        }
        return reply.code(200).send(report);
      } catch (error) {
        part?.file.destroy();
        throw multipartProblem(error) ?? error;
      }
    },
  );
}
