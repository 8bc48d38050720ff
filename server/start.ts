/**
 * Runs the site (called by server/main.ts once the configuration is valid and telemetry, when configured, has
 * started): database opened and migrated, blob store, the demo catalogue on start when SEED_ON_START (idempotent:
 * skipped when already present; loaded by one instance when several start together), then listen on HOST:PORT.
 * SIGINT/SIGTERM: /readyz answers 503 'draining' for SHUTDOWN_DRAIN_MS while requests are still served (a load
 * balancer's health check takes the instance out), then the server stops listening and closes (in-flight requests
 * finish), then the database, then telemetry is flushed (2 s at most); exit 0. Exits 1 when the database cannot be opened or
 * the start fails.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.ts';
import { createBlobStore, describeBlobStore } from './storage/configured.ts';
import type { Telemetry } from './telemetry/sdk.ts';

/** How long the shutdown waits for telemetry to be sent, in ms. */
const TELEMETRY_FLUSH_MS = 2_000;

export async function startSite(config: Config, telemetry: Telemetry | null): Promise<void> {
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
    app.draining = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info(`${signal} received: draining for ${config.shutdownDrainMs} ms (/readyz answers 503), then shutting down`);
      await delay(config.shutdownDrainMs);
    } else app.log.info(`${signal} received: shutting down`);
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
    // Spans and metrics still buffered are sent before the process ends, for at most TELEMETRY_FLUSH_MS: with the
    // collector down the SDK retries for about 10 s (measured), which would hold up every rolling restart.
    if (telemetry) {
      const flushed = await Promise.race([
        telemetry.shutdown().then(
          () => true,
          (error: unknown) => (app.log.warn({ err: error }, 'telemetry could not be flushed'), true),
        ),
        delay(TELEMETRY_FLUSH_MS, false),
      ]);
      if (!flushed) app.log.warn(`telemetry not flushed within ${TELEMETRY_FLUSH_MS} ms: the collector does not answer; what was buffered is dropped`);
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
  // The address visitors use: PUBLIC_URL when set (behind a proxy the port is not theirs), else this machine's port.
  const url = config.publicUrlSet ? config.publicUrl : `http://localhost:${port}`;
  app.log.info(
    `site ready at ${url} (database: ${database.kind}, blobs: ${describeBlobStore(config)}, web: ${config.webDistDir}${telemetry ? ', telemetry: OTLP' : ''})`,
  );
}
