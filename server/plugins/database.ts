/**
 * Plugin `database`: decorates the instance with the open database handle (`fastify.database`: driver kind,
 * ping, close) and its Drizzle database (`fastify.db`). Depends on `config`.
 *
 * When no handle is passed, the plugin opens one from the configuration (PGlite in DATA_DIR/pglite or
 * PostgreSQL at DATABASE_URL), migrates it, and closes it when the app closes. A handle passed in stays owned
 * by the caller (main.ts and the test helper close it themselves).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { databaseOutage } from '../db/unavailable.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

/** Registers `fastify.database` and `fastify.db`. Options: `{ database? }`. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: DatabaseHandle }) => {
    let handle = opts.database;
    if (!handle) {
      const opened = await openDatabase(app.config);
      try {
        await migrateDatabase(opened);
      } catch (error) {
        await opened.close();
        throw error;
      }
      app.addHook('onClose', async () => opened.close());
      handle = opened;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database', dependencies: ['config'], fastify: '5.x' },
);

/**
 * Whether the database answers a ping within `timeoutMs` (the readiness probe, design.md "Stack: /healthz and
 * /readyz"). @returns null when it did, else what went wrong as `{ code, message }` (the driver's code and message
 * of an outage, server/db/unavailable.ts; never query text), safe to log
 */
export async function databaseUnready(handle: DatabaseHandle, timeoutMs: number): Promise<{ code: string | undefined; message: string } | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database ping took over ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return null;
  } catch (error) {
    return databaseOutage(error) ?? { code: undefined, message: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
