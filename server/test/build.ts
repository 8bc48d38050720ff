/**
 * Test helpers (fastify/demo's `build()`): an app on a fresh, migrated database with a temporary blob folder,
 * for `inject` tests, plus fixtures that insert catalogue rows directly with Drizzle.
 *
 * Every API suite runs on PGlite (in memory) and on PostgreSQL:
 * - DATABASE_URL set: each PostgreSQL suite gets its own database (`CREATE DATABASE test_<random>`, dropped
 *   with `DROP DATABASE … WITH (FORCE)` on close), so suites never see each other's rows. The role in
 *   DATABASE_URL needs CREATEDB.
 * - DATABASE_URL unset: the PostgreSQL suite is reported as skipped, named
 *   "… on postgres (DATABASE_URL not set: skipping PostgreSQL)".
 * - CI=true without DATABASE_URL: an error — CI must test PostgreSQL.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, dropDatabase } from '../db/admin.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { createBlobStore } from '../storage/configured.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { KeyValue } from '../../contracts/catalog.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The message of a skipped PostgreSQL suite. */
export const POSTGRES_SKIPPED = 'DATABASE_URL not set: skipping PostgreSQL';

let skipAnnounced = false;

function postgresAvailable(): boolean {
  if (process.env.DATABASE_URL) return true;
  if (process.env.CI === 'true') throw new Error('CI=true but DATABASE_URL is not set: CI must test PostgreSQL');
  if (!skipAnnounced) {
    // Once per test file: the default reporter does not show skipped suite names, so say it on the console.
    skipAnnounced = true;
    console.warn(`${POSTGRES_SKIPPED} (set DATABASE_URL=postgres://… to run the API tests on PostgreSQL too)`);
  }
  return false;
}

/** The database kinds available in this run: always PGlite; PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * `describe(name + ' on ' + kind, () => body(kind))` for PGlite and PostgreSQL; without DATABASE_URL the
 * PostgreSQL suite is declared with `describe.skip` and a name that says why, so the report shows it skipped.
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  describe(`${name} on pglite`, () => body('pglite'));
  if (postgresAvailable()) describe(`${name} on postgres`, () => body('postgres'));
  else describe.skip(`${name} on postgres (${POSTGRES_SKIPPED})`, () => body('postgres'));
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  blobs: BlobStore;
  config: Config;
  /** Root of the temporary blob store. */
  blobDir: string;
  /** The temporary folder holding blobs (and the web dist when `indexHtml` was given). */
  tmpDir: string;
  /** Closes the app and the database, drops the PostgreSQL test database and removes temp folders. */
  close(): Promise<void>;
}

/** Creates a fresh PostgreSQL database next to the one in DATABASE_URL (needs CREATEDB); `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const url = await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

/**
 * Builds an app on a fresh migrated database of `kind` (PGlite in memory, or a new PostgreSQL database), with a
 * temp blob folder and, when `indexHtml` is given, a temp web dist holding it plus `assets/app-1a2b3c.js`
 * and its precompressed `assets/app-1a2b3c.js.br`.
 * `env` overrides configuration variables (as in the process environment; AZURE_STORAGE_CONNECTION_STRING there
 * puts the blobs in Azure, e.g. a test's Azurite, instead of the temp folder); `logger` the app's logger options
 * (silent by default; e.g. `{ level: 'info', stream }` to read the log lines). Everything is cleaned up by
 * `close()`, and also when building fails half-way.
 */
export async function build(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; indexHtml?: string; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestContext> {
  const tmp = mkdtempSync(join(tmpdir(), 'api-test-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(tmp, { recursive: true, force: true })];
  // Every step runs even when an earlier one fails (the temp folder always goes); the first error is rethrown.
  const cleanUp = async () => {
    let first: unknown;
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        first ??= error;
      }
    }
    if (first !== undefined) throw first;
  };
  try {
    const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
    if (pgDb) cleanups.push(() => pgDb.drop());
    const webDir = join(tmp, 'web');
    if (options.indexHtml !== undefined) {
      mkdirSync(join(webDir, 'assets'), { recursive: true });
      writeFileSync(join(webDir, 'index.html'), options.indexHtml);
      writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
      // The build's precompressed copy (vite.config.ts), here with a marker instead of real brotli bytes.
      writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js.br'), 'BROTLI-COPY');
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: tmp,
      WEB_DIST_DIR: webDir,
      SEED_ON_START: 'false',
      // Pages are left to the browser unless a test asks for server rendering: whether `npm run build` has made
      // dist/ssr must not change what the API tests see.
      SERVER_RENDER: 'false',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...options.env,
    });
    // PGlite starts from the run's migrated template (server/test/pglite-template.ts) when there is one.
    const template = pgDb ? '' : inject('pgliteTemplate');
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: pgDb ? tmp : ':memory:',
      ...(template ? { startFrom: new Blob([readFileSync(template)]) } : {}),
    });
    cleanups.push(() => database.close());
    await migrateDatabase(database);
    // The disk store in the temp folder, or Azure when `env` sets AZURE_STORAGE_CONNECTION_STRING (Azurite).
    const blobs = createBlobStore(config);
    const app = await buildApp({ config, database, blobs, logger: options.logger ?? false, startOutbox: false });
    cleanups.push(() => app.close());
    await app.ready();
    return { app, database, blobs, config, blobDir: config.blobDir, tmpDir: tmp, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Inserts a category directly (test fixture; vendor defaults to 'radhe'); returns its id. */
export async function insertCategory(
  database: DatabaseHandle,
  values: { vendor?: string; name: string; description?: string; imagePath?: string; parentCategoryId?: string | null; id?: string },
): Promise<string> {
  const [row] = await database.db
    .insert(categories)
    .values({ vendor: 'radhe', ...values })
    .returning({ id: categories.id });
  return row.id;
}

/** Inserts a product directly (test fixture; vendor defaults to 'radhe', category to the root); returns its id. */
export async function insertProduct(
  database: DatabaseHandle,
  values: {
    vendor?: string;
    name: string;
    categoryId?: string | null;
    description?: string;
    imagePath?: string;
    properties?: KeyValue[];
    otherImages?: string[];
    configurations?: KeyValue[];
    id?: string;
  },
): Promise<string> {
  const [row] = await database.db
    .insert(products)
    .values({ vendor: 'radhe', ...values })
    .returning({ id: products.id });
  return row.id;
}
