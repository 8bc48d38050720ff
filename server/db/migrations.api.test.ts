/**
 * Migrations never lose data, on PGlite and PostgreSQL: a database is
 * migrated one migration at a time, from the first to the last, through the app's own migrator (a shortened copy
 * of the drizzle journal per step). As soon as a table exists it is filled with raw SQL valid at that step — the
 * demo catalogue and enquiries at 0000, their outbox messages at 0001, an account and sign-in state at 0002 — and
 * every row is snapshotted. After the last migration every snapshotted row is still there with the same values,
 * and the app finds every category, product and enquiry through its API.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';
import { planDemoCatalog } from '../demo/seed/index.ts';
import { createPostgresDatabase, describeEachDatabase } from '../test/build.ts';
import { DEMO_ENQUIRIES, expectDemoDataServed, insertDemoOutbox, insertDemoRows } from '../test/demo-data.ts';

interface JournalEntry {
  idx: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };

/** A migrations folder holding the journal's first `count` migrations only. */
function migrationsUpTo(root: string, count: number): string {
  const folder = join(root, `upto-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Rows of a raw query on either driver. */
async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every row of `table` as JSON objects keyed by `key` (all columns at this step, values as PostgreSQL prints them). */
async function snapshot(database: DatabaseHandle, table: string, key: string): Promise<Map<string, Record<string, unknown>>> {
  const found = await rows<{ row: Record<string, unknown> | string }>(database, sql.raw(`select to_jsonb(t) as row from ${table} t`));
  const map = new Map<string, Record<string, unknown>>();
  for (const { row } of found) {
    const value = typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row;
    map.set(key.split(',').map((k) => String(value[k])).join('/'), value);
  }
  return map;
}

/** What each migration step adds, run right after migration `idx` is applied (only on tables that exist then). */
const FILL: Record<number, (database: DatabaseHandle) => Promise<void>> = {
  0: insertDemoRows,
  1: insertDemoOutbox,
  2: async (database) => {
    await database.db.execute(sql`insert into accounts (email, name, password_hash, roles)
      values ('admin@radhe-therm.example', 'Site Administrator', 'scrypt$16384$8$1$c2FsdA$aGFzaA', '["admin"]'::jsonb)`);
    await database.db.execute(sql`insert into auth_secrets (name, value) values ('cookie-keys', '["k1","k2"]'::jsonb)`);
    await database.db.execute(sql`insert into oidc_payloads (type, id, payload, grant_id, expires_at)
      values ('Session', 'session-1', '{"accountId":"a"}'::jsonb, 'grant-1', '2030-01-01T00:00:00Z')`);
  },
};

/** Tables with their keys, as they appear (the migration that creates them). */
const TABLES: Array<{ from: number; table: string; key: string }> = [
  { from: 0, table: 'categories', key: 'id' },
  { from: 0, table: 'products', key: 'id' },
  { from: 0, table: 'enquiries', key: 'id' },
  { from: 1, table: 'mail_outbox', key: 'id' },
  { from: 2, table: 'accounts', key: 'id' },
  { from: 2, table: 'auth_secrets', key: 'name' },
  { from: 2, table: 'oidc_payloads', key: 'type,id' },
];

describeEachDatabase('migrations keep every row', (kind) => {
  let root: string;
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | null = null;
  /** Each table's rows as they were right after they were written, keyed by primary key. */
  const before = new Map<string, Map<string, Record<string, unknown>>>();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'migrations-'));
    const fresh = kind === 'postgres' ? await createPostgresDatabase() : null;
    drop = fresh ? fresh.drop : null;
    database = await openDatabase({ databaseUrl: fresh?.url, dataDir: ':memory:' });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('migrates a filled database from the first migration to the last, one at a time, losing and changing nothing', async () => {
    expect(journal.entries.length).toBeGreaterThan(1);
    for (let count = 1; count <= journal.entries.length; count += 1) {
      await migrateDatabase(database, migrationsUpTo(root, count));
      const idx = count - 1;
      const [{ applied }] = await rows<{ applied: number }>(database, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      expect(applied).toBe(count);
      await FILL[idx]?.(database);
      for (const t of TABLES.filter((t) => t.from === idx)) before.set(t.table, await snapshot(database, t.table, t.key));
    }
    const plan = planDemoCatalog();
    expect(before.get('categories')!.size).toBe(plan.categories.length);
    expect(before.get('products')!.size).toBe(plan.products.length);
    expect(before.get('enquiries')!.size).toBe(DEMO_ENQUIRIES.length);
    expect(before.get('mail_outbox')!.size).toBe(DEMO_ENQUIRIES.length * 2);

    for (const { table, key } of TABLES) {
      const after = await snapshot(database, table, key);
      const was = before.get(table)!;
      expect([...after.keys()].sort(), table).toEqual([...was.keys()].sort());
      // Every column a row had keeps its value (a later migration may add columns).
      for (const [id, row] of was) expect(after.get(id), `${table} ${id}`).toMatchObject(row);
    }
  });

  it('serves every category, product and enquiry of the migrated database through the API', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: root, SEED_ON_START: 'false', SERVER_RENDER: 'false' });
    const app: FastifyInstance = await buildApp({ config, database, logger: false, startOutbox: false });
    try {
      await app.ready();
      await expectDemoDataServed(app, config, database);
    } finally {
      await app.close();
    }
  });
});
