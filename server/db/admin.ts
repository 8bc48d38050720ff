/**
 * Creating and dropping whole PostgreSQL databases next to the one in an admin URL — for the API tests (one
 * database per suite, server/test/build.ts) and the benchmark (bench/site.ts). The role needs CREATEDB.
 */
import pg from 'pg';

/** Runs one statement on its own connection to the server of `adminUrl`. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` (a plain identifier) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(adminUrl, name);
}

/** Drops database `name` if it exists, closing its connections first. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
