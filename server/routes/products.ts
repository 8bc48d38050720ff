/**
 * GET /api/Products/{id} — product-spec.md §3 and §7. Malformed GUID 400, unknown id 404, and so is a draft (or a
 * product under a draft category) unless `?drafts=true` comes with a token allowed to edit its storefront (else 401/403). One query (by primary
 * key), and none while the answer is in the version-keyed read cache (server/catalog/read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productSchema } from '../../contracts/catalog.ts';
import { errorResponses, idParams } from '../api/schemas.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { loadProduct } from '../catalog/reads.ts';
import { assertAllowed, actorOf } from '../auth/permissions.ts';
import { draftsGuard, draftsQuery } from './publishing.ts';

/** Registers the product read route. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['catalogue'],
    summary: 'A product',
    description: 'product-spec.md §3 and §7. 304 when If-None-Match holds the current ETag.',
    params: idParams('Product'),
    querystring: z.object({ drafts: draftsQuery }),
    response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 503) },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/Products/:id', { schema, onRequest: draftsGuard(app) }, async (request, reply) => {
    const { id } = request.params;
    if (request.query.drafts) {
      const product = await loadProduct(app.db, id, 'staff');
      assertAllowed(actorOf(request.principal!), 'catalog.edit', product.vendor);
      return product;
    }
    const answer = await app.catalogCache.get(`product:${id}`, () => loadProduct(app.db, id));
    return sendAnswer(request, reply, answer);
  });
}
