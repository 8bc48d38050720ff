/**
 * Opens the catalogue database: PGlite in DATA_DIR/pglite by default, PostgreSQL when DATABASE_URL is set
 * (design.md "Data"). Both are Drizzle databases over the same schema, migrated by the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Database } from './types.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The PostgreSQL extensions PGlite loads with every database it opens: pg_trgm for misspelt searches (migration
 * 0004, docs/decisions/0009). Every `new PGlite` of the project passes these, so a dump made or restored by
 * server/db/backup.ts can be opened too.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Folder of the generated SQL migrations (drizzle-kit, `npm run db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the PostgreSQL advisory lock held while migrating, so instances starting together migrate once. */
export const MIGRATION_LOCK_KEY = 7_302_145_118;

/**
 * node-postgres pool settings ("What broke" 2: queries fail fast while the database is down, and serve
 * again within 2 s of its return; docs/operations.md "What we tested" has the figures):
 * - `connectionTimeoutMillis`: a connect that gets no answer (host gone, a failover's new address not yet
 *   routed) fails after 2 s instead of waiting for the operating system's TCP timeout, so requests fail as an
 *   outage (server/db/unavailable.ts) instead of hanging and piling up in the pool's queue. A refused connect fails at once anyway.
 * - `idleTimeoutMillis`: idle connections are closed after 10 s, so few stale ones are left to fail after an
 *   outage (each that does is dropped by the pool and replaced on the next query).
 * - `keepAlive`: TCP keep-alive probes after 10 s idle, so a connection whose peer vanished without closing it
 *   is noticed instead of hanging a query forever.
 * - `statement_timeout` (server side, 15 s): a statement that runs or waits on a lock longer is cancelled
 *   (57014, an outage to server/db/unavailable.ts) — no page or API call of this site needs a fraction of that; migrations lift it.
 * - `idle_in_transaction_session_timeout` (server side, 30 s): a transaction left open by a process that hangs
 *   or lost its network is ended by the database, releasing its locks (catalogue writes take a per-vendor lock).
 * No client-side `query_timeout`: node-postgres would give up on the query but leave it running on a connection
 * that returns to the pool; the two server-side limits end it properly.
 */
export const POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 2_000,
  idleTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/** Logs a pooled connection's error (stderr): the query it carried, if any, fails with the same error. */
function logConnectionError(error: Error): void {
  const code = (error as { code?: string }).code;
  console.error(`PostgreSQL connection lost${code ? ` (${code})` : ''}: ${error.message}`);
}

/**
 * A Drizzle database over `pool` whose transactions run on a client checked out here and always released — and
 * destroyed when its connection failed. drizzle-orm 0.45's own node-postgres `transaction()` sends BEGIN before
 * its try/finally, so a connection lost just then (a restart, pg_terminate_backend, a dead idle connection handed
 * out) left the client checked out for good: the pool shrank by one each time, and `pool.end()` never returned
 * (drizzle-orm issues 6023, 6241, open). On one client, Drizzle's transaction leaves releasing to us.
 */
export function drizzleOverPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const transaction = (async (run, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await (drizzlePg(client, { schema }) as unknown as Database).transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }) as Database['transaction'];
  return Object.assign(db, { transaction });
}

/** An open database with its driver kind. `ping` throws when the database does not answer. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs the migrations of `migrationsFolder` (default MIGRATIONS_FOLDER) with the driver's own migrator. */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * PGlite only: calls `onNotify` on every NOTIFY on `channel`, before the notifying statement's (or its COMMIT's)
   * promise resolves — PGlite runs in this process, so nothing can commit without this process hearing it
   * first. Resolves with the function that stops listening.
   */
  listenInProcess?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

/**
 * Opens PostgreSQL at `databaseUrl` when given (a pg Pool, POOL_SETTINGS), else PGlite in `dataDir/pglite` (the folder
 * and its parents are created first: PGlite does not create parents). `dataDir: ':memory:'` opens an
 * in-memory PGlite (tests); `startFrom` starts it from a data folder dumped by PGlite's `dumpDataDir` (a tarball,
 * e.g. an already migrated database: server/test/pglite-template.ts) instead of an empty one. Does not migrate: call
 * `migrateDatabase`.
 * @throws when PGlite cannot open its folder. PostgreSQL connects lazily: a wrong URL shows at the first query.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; startFrom?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...POOL_SETTINGS });
    // A client losing its connection (pg_terminate_backend, a failover, a restart) emits 'error'. The pool
    // listens on idle clients only (its 'error' event); a client checked out for a transaction has no listener
    // of its own, and an 'error' event nobody listens to brings the whole process down ("What broke"
    // 1). So every client gets one as it connects: the query in flight fails with the error (an outage to
    // server/db/unavailable.ts), the client is dropped when released, and the next query gets a fresh connection.
    pool.on('connect', (client) => {
      let logged = false;
      // `on`, not `once`: a dying connection may emit twice (the server's error, then the socket's end).
      client.on('error', (error) => {
        if (!logged) logConnectionError(error);
        logged = true;
      });
    });
    // The pool re-emits an idle client's error here after dropping the client; the client's own listener above
    // has logged it already. Without a listener this event too would bring the process down.
    pool.on('error', () => {});
    const db = drizzleOverPool(pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
        // Several instances may start at once (design.md "Beyond one machine"): one migrates, the others wait
        // on the advisory lock and then find nothing left to do.
        const client = await pool.connect();
        try {
          // Waiting for another instance's migration, or migrating a large table, may take longer than a
          // request's statement_timeout (POOL_SETTINGS): lifted for this session, restored after.
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
            await client.query('reset statement_timeout');
          }
        } finally {
          client.release();
        }
      },
    };
  }
  let client: PGlite;
  if (options.dataDir === ':memory:') {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
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
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(native, { migrationsFolder }),
    listenInProcess: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

/**
 * Runs all pending migrations of server/db/migrations with the driver's own Drizzle migrator
 * ("Migrations run on start"). Safe to run concurrently on PostgreSQL (advisory lock) and idempotent.
 * `migrationsFolder` replaces the folder (a test migrating step by step through a shortened journal).
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder?: string): Promise<void> {
  await handle.migrate(migrationsFolder);
}
