/**
 * `npm run account` — staff accounts of the embedded sign-in provider, in the configured database (the
 * same DATABASE_URL / DATA_DIR as the server; with PGlite, stop the server first: one process at a time).
 *
 *   npm run account -- add --email asha@example.com --name "Asha Patel" [--role admin]…
 *   npm run account -- remove --email asha@example.com
 *
 * `add` creates the account or replaces its name, password and roles. The password is read from ACCOUNT_PASSWORD,
 * else from the first line of standard input (typed or piped), never from the command line (it would stay in the
 * shell history). Without `--role admin` the account can sign in but sees "Your account (…) is not allowed to
 * manage products. Ask an administrator for access." The administrator of ADMIN_EMAIL is kept by the server itself.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { removeAccount, upsertAccount, type AccountInput } from './accounts.ts';

/** Opens the configured database, migrates it, runs `work` on it and closes it again. */
async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Creates or updates `account` in the database of `config` (what `npm run account -- add` does). The e2e server
 * adds its staff account without the administrator role with it before it starts.
 * @returns 'created' or 'updated'. @throws Error for a bad e-mail or a short password (accounts.ts `upsertAccount`).
 */
export function addAccount(config: Config, account: AccountInput): Promise<'created' | 'updated'> {
  return withDatabase(config, (db) => upsertAccount(db, account));
}

async function readPassword(): Promise<string> {
  if (process.env.ACCOUNT_PASSWORD) return process.env.ACCOUNT_PASSWORD;
  const lines = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stdout : undefined });
  try {
    return (await lines.question(process.stdin.isTTY ? 'Password (12 characters or more): ' : '')).trim();
  } finally {
    lines.close();
  }
}

const USAGE = 'Usage: npm run account -- add --email <e-mail> --name <name> [--role <role>]…\n       npm run account -- remove --email <e-mail>';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command] = positionals;
  if (!values.email || (command !== 'add' && command !== 'remove') || (command === 'add' && !values.name)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.auth.embedded) console.warn('OIDC_ISSUER is set: accounts of the embedded provider are not used for sign-in.');
  if (command === 'remove') {
    const removed = await withDatabase(config, (db) => removeAccount(db, values.email!));
    console.log(removed ? `Removed ${values.email}.` : `No account ${values.email}.`);
    return removed ? 0 : 1;
  }
  const roles = values.role ?? [];
  const outcome = await addAccount(config, { email: values.email, name: values.name!, password: await readPassword(), roles });
  console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${values.email} (roles: ${roles.join(', ') || 'none'}).`);
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
