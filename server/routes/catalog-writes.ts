/**
 * The catalogue's write calls — product-spec.md §7, with the server rules §5 leaves "not shown":
 *
 * - POST /api/Categories: create or update by id (an id that does not exist yet creates the category with it);
 *   200 with the saved category. The parent must exist and belong to the same vendor; a category cannot move
 *   under itself or one of its descendants; a category keeps its vendor.
 * - DELETE /api/Categories/{id}: 204; its subcategories and their products go with it (ON DELETE CASCADE, one
 *   statement, so one transaction).
 * - POST /api/Products: create or update by id; an empty categoryId means the vendor's root; the category must
 *   exist and belong to the same vendor; a product keeps its vendor. 200 with the saved product. Its `documents`
 *   must be PDFs already uploaded to the vendor's `documents/` folder; their sizes are read from the blob
 *   store (server/catalog/documents.ts: 400 on 'documents.{i}.path' for a missing file, 503 when the store fails).
 * - DELETE /api/Products/{id}: 204.
 *
 * Every write stores its revisions in the same transaction (server/catalog/revisions.ts). A save carrying the
 * `version` the editor opened is refused with 409 CONFLICT when someone saved since (nothing changed); without
 * one it is last-write-wins. Saves answer the entity with its new `version`.
 *
 * The rules themselves live in server/catalog/writes.ts. Every route requires an administrator's bearer access
 * token whose roles may edit a catalogue (`app.requirePermission('catalog.edit')`, checked before the body is read;
 * the storefront of the body and of the stored row are checked by the writes: 403 for an editor of the other one). Bodies are validated, through the route schemas, with
 * the shared zod schemas (contracts/catalog.ts): 400 VALIDATION_FAILED with field messages such as
 * 'Category name is required'. Unknown ids: 404. Moves and saves of one vendor's tree run one at a time
 * (a transaction-scoped advisory lock), so two concurrent moves can never build a cycle.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySummarySchema, productSchema } from '../../contracts/catalog.ts';
import { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { BEARER_SECURITY, errorResponses, idParams } from '../api/schemas.ts';
import { deleteCategory, deleteProduct, saveCategory, saveProduct } from '../catalog/writes.ts';
import { notFound } from '../errors.ts';
import { actorOf, type Actor } from '../auth/permissions.ts';
import { measureDocuments } from '../catalog/documents.ts';

/** The answer of a delete: no content (documented; the handler sends no payload, so nothing is serialised). */
const deleted = z.null().meta({ description: 'Deleted: no content' });

/** Registers the four write routes. */
export async function catalogWriteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a request without a catalogue editor's token is refused before its body is read or validated.
  const guarded = { onRequest: app.requirePermission('catalog.edit') };
  const common = { tags: ['catalogue'], security: BEARER_SECURITY };

  api.post(
    '/api/Categories',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Create or update a category',
        description: 'By id: an id that does not exist yet creates the category with it. The parent must be of the same vendor and not the category itself or one of its descendants.',
        body: categoryInputSchema,
        response: { 200: categorySummarySchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => saveCategory(app.db, request.body, actorOf(request.principal!)),
  );

  /** DELETE {path}/{id}: 204, or 404 '{what} not found'. */
  function deleteRoute(what: 'Category' | 'Product', path: string, summary: string, remove: (db: typeof app.db, id: string, actor: Actor) => Promise<boolean>) {
    api.delete(
      `${path}/:id`,
      {
        ...guarded,
        schema: { ...common, summary, params: idParams(what), response: { 204: deleted, ...errorResponses(400, 401, 403, 404, 503) } },
      },
      async (request, reply) => {
        if (!(await remove(app.db, request.params.id, actorOf(request.principal!)))) throw notFound(`${what} not found`);
        // No payload at all (not null): nothing to serialise, no ETag on a 204.
        return (reply as FastifyReply).code(204).send();
      },
    );
  }

  deleteRoute('Category', '/api/Categories', 'Delete a category with its subcategories and their products', deleteCategory);

  api.post(
    '/api/Products',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Create or update a product',
        description: "By id. An empty categoryId is the vendor's root; the category must be of the same vendor.",
        body: productInputSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { documents, ...product } = request.body;
      return saveProduct(app.db, { ...product, ...(documents && { documents: await measureDocuments(app.blobs, product.vendor, documents) }) }, actorOf(request.principal!));
    },
  );

  deleteRoute('Product', '/api/Products', 'Delete a product', deleteProduct);
}
