/**
 * GET /api/Products/{id} — product-spec.md §3 and §7. Malformed GUID 400, unknown id 404. One query (by primary
 * key), and none while the answer is in the version-keyed read cache (server/catalog/read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import { guidSchema } from '../../contracts/catalog.ts';
import { validationError } from '../errors.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { loadProduct } from '../catalog/reads.ts';

/** Registers the product read route. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/Products/:id', async (request, reply) => {
    const parsed = guidSchema.safeParse(request.params.id);
    if (!parsed.success) throw validationError(parsed.error, 'Product id must be a GUID');
    const id = parsed.data.toLowerCase();
    const answer = await app.catalogCache.get(`product:${id}`, () => loadProduct(app.db, id));
    return sendAnswer(request, reply, answer);
  });
}
