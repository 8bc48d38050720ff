import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';
import { categories } from './schema.ts';
import { createPostgresDatabase, describeEachDatabase } from '../test/build.ts';

const migrationJournal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describeEachDatabase('migrations', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  async function open(url?: string): Promise<DatabaseHandle> {
    const handle = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
    cleanups.push(() => handle.close());
    return handle;
  }

  it('migrates once, even when instances start together, and again is a no-op', async () => {
    let handles: DatabaseHandle[];
    if (kind === 'postgres') {
      const fresh = await createPostgresDatabase();
      cleanups.push(() => fresh.drop());
      handles = [await open(fresh.url), await open(fresh.url), await open(fresh.url)];
      await Promise.all(handles.map((h) => migrateDatabase(h)));
    } else {
      handles = [await open()];
      await migrateDatabase(handles[0]);
    }
    await migrateDatabase(handles[0]);
    const applied = await handles[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(applied) ? applied : (applied as { rows: unknown[] }).rows) as Array<{ n: number }>;
    // Each migration of the journal applied exactly once, whatever the number of instances.
    expect(rows[0].n).toBe(migrationJournal.entries.length);
    expect(await handles[0].db.select().from(categories)).toEqual([]);
    await expect(handles[0].ping()).resolves.toBeUndefined();
    expect(handles[0].kind).toBe(kind);
  });

  it('enforces the vendor check', async () => {
    const fresh = kind === 'postgres' ? await createPostgresDatabase() : null;
    if (fresh) cleanups.push(() => fresh.drop());
    const handle = await open(fresh?.url);
    await migrateDatabase(handle);
    await expect(handle.db.insert(categories).values({ vendor: 'acme', name: 'X' })).rejects.toThrow();
  });
});
