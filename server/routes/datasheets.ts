/**
 * GET /api/Products/{id}/datasheet — the product's datasheet PDF (issue 21 "Datasheets and the catalogue PDF";
 * server/datasheets/datasheets.ts). 200 application/pdf with `Content-Disposition: attachment` and a file name from
 * the product's name, an ETag of its revision (a conditional request with it answers 304), cached by browsers and
 * proxies for 5 minutes. Malformed GUID 400, unknown product 404 'Product not found', database unavailable 503.
 */
import type { FastifyInstance } from 'fastify';
import { guidSchema } from '../../contracts/catalog.ts';
import { productDatasheet } from '../datasheets/datasheets.ts';
import { notFound, validationError } from '../errors.ts';

/** Registers the datasheet route. */
export async function datasheetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/Products/:id/datasheet', async (request, reply) => {
    const parsed = guidSchema.safeParse(request.params.id);
    if (!parsed.success) throw validationError(parsed.error, 'Product id must be a GUID');
    const sheet = await productDatasheet(
      { db: app.db, blobs: app.blobs, contact: app.config.contact, publicUrl: app.config.publicUrl, log: request.log },
      parsed.data.toLowerCase(),
    );
    if (!sheet) throw notFound('Product not found');
    const etag = `"${sheet.revision}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
      .send(sheet.pdf);
  });
}
