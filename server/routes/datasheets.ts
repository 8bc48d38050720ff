/**
 * GET /api/Products/{id}/datasheet — the product's datasheet PDF
 * (server/datasheets/datasheets.ts). 200 application/pdf with `Content-Disposition: attachment` and a file name from
 * the product's name, an ETag of its revision (a conditional request with it answers 304), cached by browsers and
 * proxies for 5 minutes. Malformed GUID 400, unknown product 404 'Product not found', database unavailable 503.
 *
 * GET /api/Categories/{vendor}/catalog — the storefront's catalogue PDF ("A whole-storefront catalogue
 * PDF"), the same way; an unknown vendor answers 400 'Unknown vendor'.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorKeySchema } from '../../contracts/catalog.ts';
import { bytesResponse, errorResponses, idParams } from '../api/schemas.ts';
import { productDatasheet, storefrontCatalogue, type Datasheet, type DatasheetDeps } from '../datasheets/datasheets.ts';
import { notFound } from '../errors.ts';

/** Registers the datasheet route. */
export async function datasheetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/Products/:id/datasheet',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's datasheet (PDF)",
        params: idParams('Product'),
        response: { 200: bytesResponse('application/pdf', 'The datasheet, as an attachment'), ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const sheet = await productDatasheet(deps(request), request.params.id);
      if (!sheet) throw notFound('Product not found');
      return sendPdf(request, reply, sheet);
    },
  );

  api.get(
    '/api/Categories/:vendor/catalog',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A storefront's catalogue (PDF)",
        params: z.object({ vendor: vendorKeySchema }),
        response: { 200: bytesResponse('application/pdf', 'The catalogue, as an attachment'), ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => sendPdf(request, reply, await storefrontCatalogue(deps(request), request.params.vendor)),
  );

  function deps(request: FastifyRequest): DatasheetDeps {
    return { db: app.db, blobs: app.blobs, contact: app.config.contact, publicUrl: app.config.publicUrl, log: request.log };
  }
}

/** Sends a PDF to download, with its revision as ETag (304 when the client has it) and 5 minutes of caching. */
function sendPdf(request: FastifyRequest, reply: FastifyReply, sheet: Datasheet) {
  const etag = `"${sheet.revision}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=300');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.pdf);
}
