/**
 * Opens the catalogue database: PGlite in DATA_DIR/pglite by default, PostgreSQL when DATABASE_URL is set
 * (design.md "Data"). Both are Drizzle databases over the same schema, migrated by the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Database } from './types.ts';

/** Folder of the generated SQL migrations (drizzle-kit, `npm run db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An open database with its driver kind. `ping` throws when the database does not answer. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs the migrations with the driver's own migrator. */
  migrate(): Promise<void>;
}

/**
 * Opens PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir/pglite` (the folder is created;
 * PGlite does not create parents). `dataDir: ':memory:'` opens an in-memory PGlite (tests).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    };
  }
  let client: PGlite;
  if (options.dataDir === ':memory:') {
    client = new PGlite();
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const native = drizzlePglite(client, { schema });
  return {
    db: native as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await native.execute(sql`select 1`);
    },
    close: () => client.close(),
    migrate: () => migratePglite(native, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/** Runs all pending migrations (on start, design.md "Migrations run on start"). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
}
