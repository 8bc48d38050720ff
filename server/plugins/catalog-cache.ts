/**
 * Plugin `catalog-cache`: decorates the instance with its catalogue read cache (`fastify.catalogCache`,
 * server/catalog/read-cache.ts), sized by CATALOG_CACHE_MB. On PostgreSQL it is keyed by the
 * `catalog_version` row (one shared version query per event-loop turn); on PGlite it listens to the trigger's
 * NOTIFY in-process and makes no version query. Depends on `config` and `database`.
 */
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogVersion } from '../db/schema.ts';
import { CatalogReadCache } from '../catalog/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogReadCache;
  }
}

/** Registers `fastify.catalogCache`. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance) => {
    const { database } = app;
    if (database.listenInProcess && app.config.catalogCacheBytes > 0) {
      const cache = new CatalogReadCache(null, app.config.catalogCacheBytes);
      const stop = await database.listenInProcess('catalog_version', () => cache.changed());
      app.addHook('onClose', async () => {
        // When the app opened the database itself, the database plugin's onClose may have closed it already.
        await stop().catch(() => {});
      });
      app.decorate('catalogCache', cache);
      return;
    }
    // A named prepared statement: PostgreSQL plans it once per pooled connection.
    const query = app.db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1))
      .prepare('catalog_version_read');
    const readVersion = async () => (await query.execute())[0]?.version ?? null;
    app.decorate('catalogCache', new CatalogReadCache(readVersion, app.config.catalogCacheBytes));
  },
  { name: 'catalog-cache', dependencies: ['config', 'database'], fastify: '5.x' },
);
