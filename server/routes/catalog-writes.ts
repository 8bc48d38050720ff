/**
 * The catalogue's write calls — product-spec.md §7, with the server rules §5 leaves "not shown" (issue 3):
 *
 * - POST /api/Categories: create or update by id (an id that does not exist yet creates the category with it);
 *   200 with the saved category. The parent must exist and belong to the same vendor; a category cannot move
 *   under itself or one of its descendants; a category keeps its vendor.
 * - DELETE /api/Categories/{id}: 204; its subcategories and their products go with it (ON DELETE CASCADE, one
 *   statement, so one transaction).
 * - POST /api/Products: create or update by id; an empty categoryId means the vendor's root; the category must
 *   exist and belong to the same vendor; a product keeps its vendor. 200 with the saved product.
 * - DELETE /api/Products/{id}: 204.
 *
 * The rules themselves live in server/catalog/writes.ts. Every route requires an administrator's bearer access
 * token (`app.requireAdmin`). Bodies are validated with
 * the shared zod schemas (contracts/catalog.ts): 400 VALIDATION_FAILED with field messages such as
 * 'Category name is required'. Unknown ids: 404. Moves and saves of one vendor's tree run one at a time
 * (a transaction-scoped advisory lock), so two concurrent moves can never build a cycle.
 */
import type { FastifyInstance } from 'fastify';
import { guidSchema, type CategorySummary, type Product } from '../../contracts/catalog.ts';
import { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { deleteCategory, deleteProduct, saveCategory, saveProduct } from '../catalog/writes.ts';
import { notFound, validationError } from '../errors.ts';

/** The lower-case GUID of a path parameter; @throws 400 '{what} id must be a GUID'. */
function parseId(raw: string, what: string): string {
  const id = guidSchema.safeParse(raw);
  if (!id.success) throw validationError(id.error, `${what} id must be a GUID`);
  return id.data.toLowerCase();
}

/** Registers the four write routes. */
export async function catalogWriteRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: app.requireAdmin };

  app.post('/api/Categories', guarded, async (request): Promise<CategorySummary> => {
    const parsed = categoryInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return saveCategory(app.db, parsed.data);
  });

  app.delete<{ Params: { id: string } }>('/api/Categories/:id', guarded, async (request, reply) => {
    const id = parseId(request.params.id, 'Category');
    if (!(await deleteCategory(app.db, id))) throw notFound('Category not found');
    return reply.code(204).send();
  });

  app.post('/api/Products', guarded, async (request): Promise<Product> => {
    const parsed = productInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return saveProduct(app.db, parsed.data);
  });

  app.delete<{ Params: { id: string } }>('/api/Products/:id', guarded, async (request, reply) => {
    const id = parseId(request.params.id, 'Product');
    if (!(await deleteProduct(app.db, id))) throw notFound('Product not found');
    return reply.code(204).send();
  });
}
