/**
 * The catalogue's history routes (docs/decisions/0013):
 *
 * - GET /api/Products/{id}/revisions, GET /api/Categories/{id}/revisions: the entity's revisions, newest first,
 *   each with its changed fields, and its current version (null when deleted). 404 for an id never seen.
 * - GET /api/revisions/deleted?vendor=: the storefront's recently deleted entities not restored since.
 * - POST /api/revisions/{id}/restore: restores the revision (server/catalog/restore.ts); 200 with what came back,
 *   409 CONFLICT when its parent is gone or its id taken.
 * - GET /api/audit?who=&vendor=&kind=&action=&from=&to=&limit=&offset=: every revision, filtered, newest first.
 *
 * The first four need 'catalog.edit' (the storefront checked by the services: 403 for an editor of the other one);
 * the audit log needs 'audit.read' (administrators). Answers are personal to staff: `Cache-Control: no-store`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  deletedListSchema,
  deletedQuerySchema,
  restoreResultSchema,
  revisionHistorySchema,
} from '../../contracts/revisions.ts';
import { BEARER_SECURITY, errorResponses, idParams } from '../api/schemas.ts';
import { actorOf } from '../auth/permissions.ts';
import { auditLog, entityHistory, recentlyDeleted } from '../catalog/history.ts';
import { restoreRevision } from '../catalog/restore.ts';

/** Registers the history, deleted list, restore and audit routes. */
export async function revisionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = { onRequest: app.requirePermission('catalog.edit') };
  const common = { tags: ['history'], security: BEARER_SECURITY };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  for (const [kind, path, what] of [['product', '/api/Products', 'Product'], ['category', '/api/Categories', 'Category']] as const) {
    api.get(
      `${path}/:id/revisions`,
      {
        ...editor,
        schema: {
          ...common,
          summary: `The revisions of a ${kind}, newest first`,
          description: 'Each with who, when, the action, the snapshots before and after, and the fields that changed; `version` is the current one (null when deleted).',
          params: idParams(what),
          response: { 200: revisionHistorySchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        noStore(reply as FastifyReply);
        return entityHistory(app.db, kind, request.params.id, actorOf(request.principal!));
      },
    );
  }

  api.get(
    '/api/revisions/deleted',
    {
      ...editor,
      schema: {
        ...common,
        summary: 'Recently deleted categories and products of a storefront',
        description: 'The last delete of each entity not restored since, newest first; a category deleted with its subtree is listed once.',
        querystring: deletedQuerySchema,
        response: { 200: deletedListSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      noStore(reply as FastifyReply);
      return { items: await recentlyDeleted(app.db, request.query.vendor, actorOf(request.principal!)) };
    },
  );

  api.post(
    '/api/revisions/:id/restore',
    {
      ...editor,
      schema: {
        ...common,
        summary: 'Restore a revision',
        description: "A delete's revision brings the entity back (a category with its subtree deleted with it); any other restores the state it produced. Stores a 'restore' revision.",
        params: idParams('Revision'),
        response: { 200: restoreResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => restoreRevision(app.db, request.params.id, actorOf(request.principal!)),
  );

  api.get(
    '/api/audit',
    {
      onRequest: app.requirePermission('audit.read'),
      schema: {
        ...common,
        summary: 'The audit log: every catalogue revision, filtered, newest first',
        description: '`who` matches part of the name or subject; `from`/`to` are ISO dates or date-times.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      noStore(reply as FastifyReply);
      return auditLog(app.db, request.query);
    },
  );
}
