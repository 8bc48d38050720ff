/**
 * GET /api/Products/{id}/datasheet — the product's datasheet PDF (issue 21 "Datasheets and the catalogue PDF";
 * server/datasheets/datasheets.ts). 200 application/pdf with `Content-Disposition: attachment` and a file name from
 * the product's name, an ETag of its revision (a conditional request with it answers 304), cached by browsers and
 * proxies for 5 minutes. Malformed GUID 400, unknown product 404 'Product not found', database unavailable 503.
 *
 * GET /api/Categories/{vendor}/catalog — the storefront's catalogue PDF (issue 21 "A whole-storefront catalogue
 * PDF"), the same way; unknown vendor 400 as for the listing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guidSchema, vendorKeySchema } from '../../contracts/catalog.ts';
import { productDatasheet, storefrontCatalogue, type Datasheet, type DatasheetDeps } from '../datasheets/datasheets.ts';
import { notFound, validationError } from '../errors.ts';

/** Registers the datasheet route. */
export async function datasheetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/Products/:id/datasheet', async (request, reply) => {
    const parsed = guidSchema.safeParse(request.params.id);
    if (!parsed.success) throw validationError(parsed.error, 'Product id must be a GUID');
    const sheet = await productDatasheet(deps(request), parsed.data.toLowerCase());
    if (!sheet) throw notFound('Product not found');
    return sendPdf(request, reply, sheet);
  });

  app.get<{ Params: { vendor: string } }>('/api/Categories/:vendor/catalog', async (request, reply) => {
    const parsed = vendorKeySchema.safeParse(request.params.vendor);
    if (!parsed.success) throw validationError(parsed.error, 'Unknown vendor');
    return sendPdf(request, reply, await storefrontCatalogue(deps(request), parsed.data));
  });

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
