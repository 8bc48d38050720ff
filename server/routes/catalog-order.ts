/**
 * The catalogue's order calls (docs/decisions/0013; the rules in server/catalog/order.ts):
 *
 * - PUT /api/Categories/{id}/order `{ categoryIds }` or `{ productIds }`: the category's subcategories or products
 *   in their new order; 200 `{ ids }`. The list must be exactly the current children (409 CONFLICT "The list
 *   changed since you opened it; reload" otherwise, nothing changed).
 * - PUT /api/Categories/root/{vendor}/order: the same for a storefront's top level.
 * - POST /api/Products/{id}/move `{ categoryId }`: 200 with the product, at the end of its new category.
 * - POST /api/Categories/{id}/move `{ parentCategoryId }`: 200 with the category, at the end of its new parent.
 *
 * Every route needs a token whose roles may edit a catalogue (`app.requirePermission('catalog.edit')`, before the
 * body is read); the storefront of the rows is checked by the rules (403 FORBIDDEN for an editor of the other one).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categorySummarySchema, productSchema } from '../../contracts/catalog.ts';
import { categoryMoveSchema, orderAnswerSchema, orderInputSchema, productMoveSchema } from '../../contracts/catalog-order.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { BEARER_SECURITY, errorResponses, idParams, vendorParams } from '../api/schemas.ts';
import { moveCategory, moveProduct, reorderChildren } from '../catalog/order.ts';
import { notFound } from '../errors.ts';
import { actorOf } from '../auth/permissions.ts';

/** Registers the four order routes. */
export async function catalogOrderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.requirePermission('catalog.edit') };
  const common = { tags: ['catalogue'], security: BEARER_SECURITY };
  const stale = errorResponses(409)[409]!;
  const orderResponses = {
    200: orderAnswerSchema,
    ...errorResponses(400, 401, 403, 404, 503),
    409: { ...stale, description: 'The list is not the current children: reload' },
  };

  api.put(
    '/api/Categories/:id/order',
    {
      ...guarded,
      schema: {
        ...common,
        summary: "Set the order of a category's subcategories or products",
        description: 'The list must be exactly the current children of that kind; otherwise 409 and nothing changes.',
        params: idParams('Category'),
        body: orderInputSchema,
        response: orderResponses,
      },
    },
    async (request) => ({ ids: await reorderChildren(app.db, { categoryId: request.params.id }, request.body, actorOf(request.principal!)) }),
  );

  api.put(
    '/api/Categories/root/:vendor/order',
    {
      ...guarded,
      schema: {
        ...common,
        summary: "Set the order of a storefront's top-level categories or products",
        description: 'The list must be exactly the current top-level rows of that kind; otherwise 409 and nothing changes.',
        params: vendorParams,
        body: orderInputSchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const vendor = vendorByKey(request.params.vendor);
      if (!vendor) throw notFound(`Unknown vendor '${request.params.vendor}'`);
      return { ids: await reorderChildren(app.db, { vendor: vendor.key }, request.body, actorOf(request.principal!)) };
    },
  );

  api.post(
    '/api/Products/:id/move',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Move a product to another category',
        description: "To a category of the same storefront (null: its top level), at the end; its specifications must fit the new category's attributes.",
        params: idParams('Product'),
        body: productMoveSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => moveProduct(app.db, request.params.id, request.body.categoryId, actorOf(request.principal!)),
  );

  api.post(
    '/api/Categories/:id/move',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Move a category to another parent',
        description: 'Under a category of the same storefront (null: its top level), not itself or one of its subcategories, at the end.',
        params: idParams('Category'),
        body: categoryMoveSchema,
        response: { 200: categorySummarySchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => moveCategory(app.db, request.params.id, request.body.parentCategoryId, actorOf(request.principal!)),
  );
}
