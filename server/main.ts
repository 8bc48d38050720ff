/**
 * Starts the site: configuration from the environment, database (migrated), blob store, demo catalogue on
 * first start (SEED_ON_START), then listen on HOST:PORT. SIGINT/SIGTERM close the server, then the database.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoCatalog } from './db/seed/index.ts';
import { createDiskBlobStore } from './storage/disk.ts';

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

const database = await openDatabase(config);
await migrateDatabase(database);
const blobs = createDiskBlobStore(config.blobDir);
const app = await buildApp({ config, database, blobs });

if (config.seedOnStart) {
  const result = await seedDemoCatalog(database.db, blobs, app.log);
  app.log.info(result, result.skipped ? 'demo catalogue already present' : 'demo catalogue loaded');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`site ready at http://localhost:${config.port} (${database.kind}, blobs in ${config.blobDir})`);
