/** GET /healthz (the process answers) and GET /readyz (the database answers a ping; 503 otherwise). */
import type { FastifyInstance } from 'fastify';

/** Registers the health routes. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
