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

/** Key of the PostgreSQL advisory lock held while migrating, so instances starting together migrate once. */
export const MIGRATION_LOCK_KEY = 7_302_145_118;

/** An open database with its driver kind. `ping` throws when the database does not answer. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs the migrations with the driver's own migrator. */
  migrate(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` on every NOTIFY on `channel`, before the notifying statement's (or its COMMIT's)
   * promise resolves — PGlite runs in this process, so nothing can commit without this process hearing it
   * first. Resolves with the function that stops listening.
   */
  listenInProcess?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

/**
 * Opens PostgreSQL at `databaseUrl` when given (a pg Pool of 10), else PGlite in `dataDir/pglite` (the folder
 * and its parents are created first: PGlite does not create parents). `dataDir: ':memory:'` opens an
 * in-memory PGlite (tests). Does not migrate: call `migrateDatabase`.
 * @throws when PGlite cannot open its folder. PostgreSQL connects lazily: a wrong URL shows at the first query.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection (database restart) must not crash the process; the next query
    // gets a fresh connection, and /readyz reports the outage meanwhile.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      migrate: async () => {
        // Several instances may start at once (design.md "Beyond one machine"): one migrates, the others wait
        // on the advisory lock and then find nothing left to do.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
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
    listenInProcess: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

/**
 * Runs all pending migrations of server/db/migrations with the driver's own Drizzle migrator (issue 2
 * "Migrations run on start"). Safe to run concurrently on PostgreSQL (advisory lock) and idempotent.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
}
