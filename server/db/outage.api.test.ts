/**
 * The database failing under the running app (issue 18 "What broke" 1 and 2), on a real PostgreSQL:
 * - a connection terminated while a catalogue write's transaction holds it (pg_terminate_backend, as a failover
 *   or a restart does) answers 503 UNAVAILABLE, leaves no partial row, and the process lives;
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { categories } from './schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, databaseKinds, POSTGRES_SKIPPED, type TestContext } from '../test/build.ts';

/** Errors that reached the process's `uncaughtException` while a test ran (an unhandled 'error' event lands there). */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);

/** Polls `probe` every 20 ms until it returns a value other than undefined, for at most `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

onPostgres(`a terminated connection on postgres${databaseKinds().includes('postgres') ? '' : ` (${POSTGRES_SKIPPED})`}`, () => {
  let t: TestContext;
  let admin: Record<string, string>;
  let other: pg.Client;

  beforeAll(async () => {
    t = await build('postgres');
    admin = bearer(await adminToken(t));
    other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    process.on('uncaughtException', onUncaught);
  });
  afterEach(() => {
    expect(uncaught, 'errors that would have brought the process down').toEqual([]);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await other?.end();
    await t?.close();
  });

  it('inside a catalogue write answers 503 UNAVAILABLE, writes nothing, and the next write succeeds', async () => {
    // Hold the lock the write's transaction takes first (catalog-writes.ts lockVendorTree), so the transaction
    // is open and waiting on its connection when that connection is terminated.
    await other.query('select pg_advisory_lock(hashtext($1))', ['catalog:radhe']);
    const write = t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'Held' } });
    const pid = await waitFor(async () => {
      const { rows } = await other.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
           and query like '%pg_advisory_xact_lock%'`,
      );
      return rows[0]?.pid;
    });
    await other.query('select pg_terminate_backend($1)', [pid]);
    const res = await write;
    await other.query('select pg_advisory_unlock(hashtext($1))', ['catalog:radhe']);

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/database/i), code: 'UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/Categories', headers: admin, payload: { vendor: 'radhe', name: 'After' } });
    expect(again.statusCode).toBe(200);
    const names = (await t.database.db.select({ name: categories.name }).from(categories)).map((r) => r.name);
    expect(names).toEqual(['After']);
  });
});
