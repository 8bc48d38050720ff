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
 * Every route requires an administrator's bearer access token (`app.requireAdmin`). Bodies are validated with
 * the shared zod schemas (contracts/catalog.ts): 400 VALIDATION_FAILED with field messages such as
 * 'Category name is required'. Unknown ids: 404. Moves and saves of one vendor's tree run one at a time
 * (a transaction-scoped advisory lock), so two concurrent moves can never build a cycle.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guidSchema, type CategorySummary, type Product } from '../../contracts/catalog.ts';
import { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { categories, products } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { fieldError, notFound, validationError } from '../errors.ts';
import { toCategorySummary, toProduct } from './catalog-mappers.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises writes to one vendor's tree until the transaction ends. */
async function lockVendorTree(tx: Tx, vendor: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog:${vendor}`}))`);
}

/** Checks that category `id` exists in `vendor`; @throws 400 naming `field`. */
async function assertCategoryOfVendor(tx: Tx, id: string, vendor: string, field: string): Promise<void> {
  const [row] = await tx.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, id));
  if (!row) throw fieldError(field, 'The category does not exist');
  if (row.vendor !== vendor) throw fieldError(field, 'The category belongs to another vendor');
}

/** True when `ancestorId` is `id` itself or one of the categories above `id`. */
async function isSelfOrAncestor(tx: Tx, id: string, candidateParentId: string): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive chain(id, parent_category_id) as (
      select id, parent_category_id from categories where id = ${candidateParentId}
      union
      select c.id, c.parent_category_id from categories c join chain on c.id = chain.parent_category_id
    )
    select 1 as found from chain where id = ${id} limit 1`)) as { rows: unknown[] };
  // Both drivers (PGlite, node-postgres) answer raw queries with `{ rows }`.
  return result.rows.length > 0;
}

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
    const input = parsed.data;
    return app.db.transaction(async (tx) => {
      await lockVendorTree(tx, input.vendor);
      if (input.parentCategoryId) {
        await assertCategoryOfVendor(tx, input.parentCategoryId, input.vendor, 'parentCategoryId');
      }
      const { id: _id, ...values } = input;
      if (input.id) {
        const [existing] = await tx.select().from(categories).where(eq(categories.id, input.id));
        if (existing) {
          if (existing.vendor !== input.vendor) throw fieldError('vendor', 'A category cannot move to another vendor');
          if (input.parentCategoryId && (await isSelfOrAncestor(tx, input.id, input.parentCategoryId))) {
            throw fieldError('parentCategoryId', 'A category cannot be moved under itself or one of its subcategories');
          }
          const [row] = await tx
            .update(categories)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(categories.id, input.id))
            .returning();
          return toCategorySummary(row);
        }
      }
      const [row] = await tx
        .insert(categories)
        .values({ ...values, ...(input.id ? { id: input.id } : {}) })
        .returning();
      return toCategorySummary(row);
    });
  });

  app.delete<{ Params: { id: string } }>('/api/Categories/:id', guarded, async (request, reply) => {
    const id = parseId(request.params.id, 'Category');
    const gone = await app.db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (gone.length === 0) throw notFound('Category not found');
    return reply.code(204).send();
  });

  app.post('/api/Products', guarded, async (request): Promise<Product> => {
    const parsed = productInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const input = parsed.data;
    return app.db.transaction(async (tx) => {
      await lockVendorTree(tx, input.vendor);
      if (input.categoryId) await assertCategoryOfVendor(tx, input.categoryId, input.vendor, 'categoryId');
      const { id: _id, ...values } = input;
      if (input.id) {
        const [existing] = await tx
          .select({ vendor: products.vendor })
          .from(products)
          .where(eq(products.id, input.id));
        if (existing) {
          if (existing.vendor !== input.vendor) throw fieldError('vendor', 'A product cannot move to another vendor');
          const [row] = await tx
            .update(products)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(products.id, input.id))
            .returning();
          return toProduct(row);
        }
      }
      const [row] = await tx
        .insert(products)
        .values({ ...values, ...(input.id ? { id: input.id } : {}) })
        .returning();
      return toProduct(row);
    });
  });

  app.delete<{ Params: { id: string } }>('/api/Products/:id', guarded, async (request, reply) => {
    const id = parseId(request.params.id, 'Product');
    const gone = await app.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (gone.length === 0) throw notFound('Product not found');
    return reply.code(204).send();
  });
}
