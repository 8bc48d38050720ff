/**
 * Starts the site (`node server/main.ts`): configuration from the environment (exit 1 with the list of
 * problems when invalid), database opened and migrated, blob store, the demo catalogue on start when
 * SEED_ON_START (idempotent: skipped when already present), then listen on HOST:PORT.
 * SIGINT/SIGTERM close the server (in-flight requests finish), then the database, then exit 0.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.ts';
import { createBlobStore, describeBlobStore } from './storage/configured.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let database: DatabaseHandle;
try {
  database = await openDatabase(config);
  await migrateDatabase(database);
} catch (error) {
  console.error(`Could not open or migrate the database (${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`}):`, error);
  process.exit(1);
}

const blobs = createBlobStore(config);
const app = await buildApp({ config, database, blobs });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: shutting down`);
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while closing the server');
    code = 1;
  }
  try {
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while closing the database');
    code = 1;
  }
  process.exit(code);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  if (config.seedOnStart) {
    // Imported only when needed, so SEED_ON_START=false starts without loading the seed (and its images).
    const { seedDemoCatalog } = await import('./demo/seed/index.ts');
    const result = await seedDemoCatalog(database.db, blobs, app.log);
    app.log.info(result, result.skipped ? 'demo catalogue already present' : 'demo catalogue loaded');
  }
  // The storefronts' marketing media are site content, not demo data: always make sure they are there.
  const { ensureMarketingMedia } = await import('./demo/seed/marketing.ts');
  const marketing = await ensureMarketingMedia(blobs);
  if (marketing > 0) app.log.info(`marketing media: ${marketing} images drawn`);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(
  `site ready at http://localhost:${port} (database: ${database.kind}, blobs: ${describeBlobStore(config)}, web: ${config.webDistDir})`,
);
