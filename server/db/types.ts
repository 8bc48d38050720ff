/**
 * The database type shared by the PGlite and node-postgres drivers: both are drizzle PgDatabase instances
 * over the same schema, so queries are written once (design.md "one pg-core schema ... serve both").
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql…)` result, typed as `T`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
