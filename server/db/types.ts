/**
 * The database type shared by the PGlite and node-postgres drivers: both are drizzle PgDatabase instances
 * over the same schema, so queries are written once (design.md "one pg-core schema ... serve both").
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
