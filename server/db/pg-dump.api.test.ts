/**
 * The hosted setup's database backup, exactly as docs/operations.md "Backups" tells an operator to make and
 * restore it: `pg_dump --format=custom` of a database holding the demo
 * catalogue and enquiries, `pg_restore` into a new empty database, the server's start-up migration on it (finds
 * nothing to do), and then every category, product and enquiry is served, and a catalogue write still renews the
 * catalogue version (the restored triggers work, so no instance serves a stale catalogue after a write).
 * PostgreSQL only: skipped without DATABASE_URL or without the pg_dump/pg_restore client programs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';
import { catalogVersion } from './schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { createPostgresDatabase, databaseKinds, POSTGRES_SKIPPED, type TestContext } from '../test/build.ts';
import { expectDemoDataServed, insertDemoOutbox, insertDemoRows } from '../test/demo-data.ts';

/** Why this test cannot run here, or null. */
function skipReason(): string | null {
  if (!databaseKinds().includes('postgres')) return POSTGRES_SKIPPED;
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    execFileSync('pg_restore', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'pg_dump/pg_restore not on the PATH: skipping';
  }
  return null;
}
const reason = skipReason();

(reason ? describe.skip : describe)(`pg_dump and pg_restore${reason ? ` (${reason})` : ''}`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanups.reverse()) await step();
  });

  async function open(url: string): Promise<DatabaseHandle> {
    const handle = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
    cleanups.push(() => handle.close());
    return handle;
  }

  it('restore into an empty database: every row served, migrations a no-op, the catalogue version trigger working', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'pg-dump-'));
    cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
    const live = await createPostgresDatabase();
    cleanups.push(() => live.drop());
    const source = await open(live.url);
    await migrateDatabase(source);
    await insertDemoRows(source);
    await insertDemoOutbox(source);

    const dump = join(tmp, 'site.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, live.url], { stdio: 'pipe' });
    expect(statSync(dump).size).toBeGreaterThan(0);
    const fresh = await createPostgresDatabase();
    cleanups.push(() => fresh.drop());
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${fresh.url}`, dump], { stdio: 'pipe' });

    const restored = await open(fresh.url);
    await migrateDatabase(restored);
    const applied = (await restored.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmp, DATABASE_URL: fresh.url, SEED_ON_START: 'false', SERVER_RENDER: 'false' });
    const app = await buildApp({ config, database: restored, logger: false, startOutbox: false });
    cleanups.push(() => app.close());
    await app.ready();
    await expectDemoDataServed(app, config, restored);

    const versionOf = async () => (await restored.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0].version;
    const before = await versionOf();
    const admin = bearer(await adminToken({ config, database: restored } as TestContext));
    const write = await app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'After the restore' } });
    expect(write.statusCode).toBe(200);
    expect(await versionOf()).not.toBe(before);
    const root = (await app.inject('/api/Categories/radhe')).json() as { subCategories: Array<{ name: string }> };
    expect(root.subCategories.map((c) => c.name)).toContain('After the restore');
  });
});
