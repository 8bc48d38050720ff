/**
 * Vitest global setup of the API tests: one migrated PGlite database, dumped once per run to a tarball that every
 * test's in-memory PGlite starts from (server/test/build.ts), instead of each creating an empty cluster and
 * migrating it. On this project's 2-core CI machine a new PGlite takes about 3 s and its migrations 0.3 s; one
 * started from the dump takes 0.75 s, for each of the suites' 65 PGlite databases. Each test still runs
 * `migrateDatabase` (finding nothing to do), so a dump that missed a migration could not hide it. The path reaches
 * the tests as `inject('pgliteTemplate')`; the file is removed when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball (`dumpDataDir`), or '' when none was made. */
    pgliteTemplate: string;
  }
}

/** Migrates a fresh in-memory PGlite, dumps its data folder to a temp file and provides its path; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const database = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(database), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await database.dumpDataDir('none');
    const path = join(folder, 'migrated.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', path);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
