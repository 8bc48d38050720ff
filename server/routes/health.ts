/**
 * GET /healthz — liveness: 200 `{ status: 'ok' }` while the process answers.
 * GET /readyz — readiness: 200 `{ status: 'ready' }` when the database answers a ping within 2 s, otherwise
 * 503 `{ status: 'unavailable' }` with Retry-After (a load balancer then stops routing to this instance). Never
 * cached. (design.md "Stack: /healthz and /readyz"; "What broke" 2.)
 * A failed ping is logged as a warning naming only the driver's error: probes come every few seconds.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseUnready } from '../plugins/database.ts';
import { DATABASE_RETRY_AFTER_S } from '../plugins/error-handler.ts';

/** How long /readyz waits for the database, in ms. */
export const READY_TIMEOUT_MS = 2_000;

/** Registers the health routes. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const healthz = {
    tags: ['health'],
    summary: 'Liveness: the process answers',
    response: { 200: z.object({ status: z.literal('ok') }) },
  };
  const readyz = {
    tags: ['health'],
    summary: 'Readiness: the database answers within 2 s (503 with Retry-After while it does not)',
    response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ status: z.literal('unavailable') }) },
  };
  api.get('/healthz', { schema: healthz }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' } as const;
  });
  api.get('/readyz', { schema: readyz }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await databaseUnready(app.database, READY_TIMEOUT_MS);
    if (!problem) return { status: 'ready' } as const;
    request.log.warn({ database: problem }, 'readiness: the database did not answer');
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ status: 'unavailable' } as const);
  });
}
