/**
 * GET /api/Products/{id} — product-spec.md §3 and §7. Malformed GUID 400, unknown id 404. One query.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guidSchema, type Product } from '../../contracts/catalog.ts';
import { products } from '../db/schema.ts';
import { notFound, validationError } from '../errors.ts';
import { toProduct } from './catalog-mappers.ts';

/** Registers the product read route. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/Products/:id', async (request, reply): Promise<Product> => {
    const id = guidSchema.safeParse(request.params.id);
    if (!id.success) throw validationError(id.error, 'Product id must be a GUID');
    const [row] = await app.db.select().from(products).where(eq(products.id, id.data.toLowerCase()));
    if (!row) throw notFound('Product not found');
    reply.header('cache-control', 'no-cache');
    return toProduct(row);
  });
}
