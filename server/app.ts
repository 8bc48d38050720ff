/**
 * buildApp(options) → a ready Fastify instance (no listen): design.md "server/app.ts".
 * Decorates the instance with `config`, `database` (handle), `db` (Drizzle) and `blobs` (blob store);
 * registers security headers, compression, ETags, the API, media, health and the SPA; one error handler that
 * answers { message, code, details? } and hides the details of 5xx errors.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import { ZodError } from 'zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Database } from './db/types.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { HttpError, zodDetails } from './errors.ts';
import { categoryRoutes } from './routes/categories.ts';
import { productRoutes } from './routes/products.ts';
import { mediaRoutes } from './routes/media.ts';
import { healthRoutes } from './routes/health.ts';
import { spaRoutes } from './routes/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    blobs: BlobStore;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  blobs: BlobStore;
  /** Fastify logger options; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the application; the caller owns `database` and closes it after `app.close()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: true,
    routerOptions: { maxParamLength: 1024 },
  });

  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('blobs', options.blobs);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, details: error.details });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: 'Invalid request', code: 'VALIDATION_FAILED', details: zodDetails(error) });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      const code = (error as { code?: string }).code ?? 'BAD_REQUEST';
      return reply.code(status).send({ message: (error as Error).message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(etag);

  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(mediaRoutes);
  await app.register(spaRoutes, { config });

  return app;
}
