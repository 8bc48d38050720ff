/**
 * GET /api/Products/{id} — product-spec.md §3 and §7. Malformed GUID 400, unknown id 404. One query (by primary
 * key), and none while the answer is in the version-keyed read cache (server/catalog/read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productSchema } from '../../contracts/catalog.ts';
import { errorResponses, idParams } from '../api/schemas.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { loadProduct } from '../catalog/reads.ts';

/** Registers the product read route. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['catalogue'],
    summary: 'A product',
    description: 'product-spec.md §3 and §7. 304 when If-None-Match holds the current ETag.',
    params: idParams('Product'),
    response: { 200: productSchema, ...errorResponses(400, 404, 503) },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/Products/:id', { schema }, async (request, reply) => {
    const { id } = request.params;
    const answer = await app.catalogCache.get(`product:${id}`, () => loadProduct(app.db, id));
    return sendAnswer(request, reply, answer);
  });
}
