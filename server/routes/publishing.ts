/**
 * Drafts and publishing (docs/decisions/0013):
 *
 * - POST /api/Categories/{id}/publish, /unpublish and POST /api/Products/{id}/publish, /unpublish: 200 with the
 *   saved entity (its `published` set), 404 for an unknown id. Catalogue editors only
 *   (`requirePermission('catalog.edit')`, 401/403 before anything is read), and only of the row's storefront (403
 *   FORBIDDEN, nothing changed). The rules are in server/catalog/publishing.ts.
 * - `draftsQuery` and `draftsGuard`: the public read routes' `?drafts=true`, the staff view of the same reads
 *   (drafts included). It needs a catalogue editor's token (401/403); the route then checks the storefront.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySummarySchema, productSchema } from '../../contracts/catalog.ts';
import { BEARER_SECURITY, errorResponses, idParams } from '../api/schemas.ts';
import { actorOf } from '../auth/permissions.ts';
import { setCategoryPublished, setProductPublished } from '../catalog/publishing.ts';
import { notFound } from '../errors.ts';

/** The read routes' `drafts` query parameter: 'true' asks for the staff view with drafts; absent or 'false' the public one. */
export const draftsQuery = z
  .enum(['true', 'false'], { error: "drafts must be 'true' or 'false'" })
  .optional()
  .transform((value) => value === 'true')
  .meta({ description: "'true': the staff view, drafts included (needs a bearer token allowed to edit this storefront's catalogue)" });

/** An onRequest hook: when the query asks for drafts, a catalogue editor's token is required (401/403). */
export function draftsGuard(app: FastifyInstance) {
  const editor = app.requirePermission('catalog.edit');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.query as { drafts?: unknown }).drafts === 'true') await editor(request, reply);
  };
}

/** Registers the four publishing routes. */
export async function publishingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.requirePermission('catalog.edit') };
  const common = { tags: ['catalogue'], security: BEARER_SECURITY };

  for (const published of [true, false]) {
    const action = published ? 'publish' : 'unpublish';
    api.post(
      `/api/Categories/:id/${action}`,
      {
        ...guarded,
        schema: {
          ...common,
          summary: published ? 'Publish a category' : 'Unpublish a category (make it a draft)',
          description: published
            ? 'Makes the category public again; its subtree follows, except what is a draft itself.'
            : 'The category and its whole subtree leave every public read; staff still see them with ?drafts=true.',
          params: idParams('Category'),
          response: { 200: categorySummarySchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const saved = await setCategoryPublished(app.db, request.params.id, published, actorOf(request.principal!));
        if (!saved) throw notFound('Category not found');
        return saved;
      },
    );
    api.post(
      `/api/Products/:id/${action}`,
      {
        ...guarded,
        schema: {
          ...common,
          summary: published ? 'Publish a product' : 'Unpublish a product (make it a draft)',
          description: published
            ? 'Makes the product public (unless its category is a draft).'
            : 'The product leaves every public read; staff still see it with ?drafts=true.',
          params: idParams('Product'),
          response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const saved = await setProductPublished(app.db, request.params.id, published, actorOf(request.principal!));
        if (!saved) throw notFound('Product not found');
        return saved;
      },
    );
  }
}
