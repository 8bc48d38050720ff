/**
 * GET /healthz — liveness: 200 `{ status: 'ok' }` while the process answers.
 * GET /readyz — readiness: 200 `{ status: 'ready' }` when the database answers a ping within 2 s, otherwise
 * 503 `{ status: 'unavailable' }` with Retry-After (a load balancer then stops routing to this instance); 503
 * `{ status: 'draining' }` once shutdown has begun (server/main.ts, SHUTDOWN_DRAIN_MS), while the instance still
 * serves what it is sent. Never cached. (design.md "Stack: /healthz and /readyz"; "What broke" 2.)
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
    summary: 'Readiness: the database answers within 2 s (503 with Retry-After while it does not; 503 draining once shutting down)',
    response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ status: z.enum(['unavailable', 'draining']) }) },
  };
  // Probes come every few seconds from every balancer: their requests are logged only when something is wrong (a
  // warning), and not traced (server/telemetry/sdk.ts).
  api.get('/healthz', { schema: healthz, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' } as const;
  });
  api.get('/readyz', { schema: readyz, logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'draining' } as const);
    const problem = await databaseUnready(app.database, READY_TIMEOUT_MS);
    if (!problem) return { status: 'ready' } as const;
    request.log.warn({ url: request.url, database: problem }, 'readiness: the database did not answer');
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ status: 'unavailable' } as const);
  });
}
