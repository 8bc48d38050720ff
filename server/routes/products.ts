/**
 * GET /api/Products/{id} — product-spec.md §3 and §7. Malformed GUID 400, unknown id 404. One query (by primary
 * key), and none while the answer is in the version-keyed read cache (catalog-cache.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guidSchema, type Product } from '../../contracts/catalog.ts';
import { products } from '../db/schema.ts';
import { notFound, validationError } from '../errors.ts';
import { sendAnswer } from './catalog-cache.ts';
import { toProduct } from './catalog-mappers.ts';

/** Registers the product read route. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/Products/:id', async (request, reply) => {
    const parsed = guidSchema.safeParse(request.params.id);
    if (!parsed.success) throw validationError(parsed.error, 'Product id must be a GUID');
    const id = parsed.data.toLowerCase();
    const answer = await app.catalogCache.get(`product:${id}`, async (): Promise<Product> => {
      const [row] = await app.db.select().from(products).where(eq(products.id, id));
      if (!row) throw notFound('Product not found');
      return toProduct(row);
    });
    return sendAnswer(request, reply, answer);
  });
}
