/**
 * Test helpers (fastify/demo's `build()`): an app on a fresh, migrated database with a temporary blob folder,
 * for `inject` tests. API suites run on PGlite always and on PostgreSQL when DATABASE_URL is set; each
 * PostgreSQL suite gets its own database (CREATE DATABASE … / DROP DATABASE), so suites never see each other.
 * With CI=true, a missing DATABASE_URL is an error: CI must test PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { createDiskBlobStore } from '../storage/disk.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { KeyValue } from '../../contracts/catalog.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds to run API suites on: always PGlite; PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI=true but DATABASE_URL is not set: CI must test PostgreSQL');
  console.warn('DATABASE_URL not set: skipping PostgreSQL (API tests run on PGlite only)');
  return ['pglite'];
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  blobs: BlobStore;
  config: Config;
  blobDir: string;
  /** Closes the app, the database, drops the PostgreSQL test database and removes temp folders. */
  close(): Promise<void>;
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds an app on a fresh migrated database of `kind`, with a temp blob folder and, optionally, a temp web
 * dist folder holding `indexHtml`. Extra environment overrides go in `env`.
 */
export async function build(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; indexHtml?: string } = {},
): Promise<TestContext> {
  const tmp = mkdtempSync(join(tmpdir(), 'api-test-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
  const webDir = join(tmp, 'web');
  if (options.indexHtml !== undefined) {
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), options.indexHtml);
    writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    WEB_DIST_DIR: webDir,
    SEED_ON_START: 'false',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgDb ? tmp : ':memory:' });
  await migrateDatabase(database);
  const blobDir = join(tmp, 'blobs');
  const blobs = createDiskBlobStore(blobDir);
  const app = await buildApp({ config, database, blobs, logger: false });
  await app.ready();
  return {
    app,
    database,
    blobs,
    config,
    blobDir,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Inserts a category directly (test fixture); returns its id. */
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

/** Inserts a product directly (test fixture); returns its id. */
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
