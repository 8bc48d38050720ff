/**
 * `npm run account` — staff accounts of the embedded sign-in provider, in the configured database (the
 * same DATABASE_URL / DATA_DIR as the server; with PGlite, stop the server first: one process at a time).
 *
 *   npm run account -- add --email asha@example.com --name "Asha Patel" [--role editor.therm]…
 *   npm run account -- remove --email asha@example.com
 *   npm run account -- grant asha@example.com sales
 *   npm run account -- revoke asha@example.com sales
 *   npm run account -- list
 *
 * `add` creates the account or replaces its name, password and roles. The password is read from ACCOUNT_PASSWORD,
 * else from the first line of standard input (typed or piped), never from the command line (it would stay in the
 * shell history). `grant` and `revoke` change one role and keep the rest; `list` shows each account's roles. Roles
 * are the staff roles of contracts/staff-roles.ts (admin, editor.radhe, editor.therm, sales); anything else is
 * refused with the list. Without a role the account can sign in but sees "Your account (…) is not allowed to
 * manage products. Ask an administrator for access." The administrator of ADMIN_EMAIL is kept by the server
 * itself: it gets the administrator role back at every start.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { STAFF_ROLES } from '../../contracts/staff-roles.ts';
import { changeRole, listAccounts, removeAccount, upsertAccount, type AccountInput } from './accounts.ts';

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
 * adds its staff accounts (no role, editor of therm, sales: e2e/support/accounts.ts) with it before it starts.
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

const USAGE = [
  'Usage: npm run account -- add --email <e-mail> --name <name> [--role <role>]…',
  '       npm run account -- remove --email <e-mail>',
  '       npm run account -- grant <e-mail> <role>',
  '       npm run account -- revoke <e-mail> <role>',
  '       npm run account -- list',
  `Roles: ${STAFF_ROLES.join(', ')}.`,
].join('\n');

/** One command of `npm run account`, parsed. */
export type AccountCommand =
  | { kind: 'add'; email: string; name: string; roles: string[] }
  | { kind: 'remove'; email: string }
  | { kind: 'grant' | 'revoke'; email: string; role: string }
  | { kind: 'list' };

/** The message for a role that is not a staff role, naming the ones there are. */
export function unknownRoleMessage(role: string): string {
  return `Unknown role "${role}": the roles are ${STAFF_ROLES.join(', ')}.`;
}

/**
 * Parses the arguments of `npm run account` (after `--`).
 * @returns the command, or `{ error }`: the usage, or why a role was refused (not one of STAFF_ROLES).
 */
export function parseAccountCommand(argv: string[]): AccountCommand | { error: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command, ...rest] = positionals;
  const badRole = (roles: string[]) => roles.find((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  switch (command) {
    case 'list':
      return rest.length === 0 ? { kind: 'list' } : { error: USAGE };
    case 'add': {
      if (!values.email || !values.name || rest.length) return { error: USAGE };
      const roles = values.role ?? [];
      const bad = badRole(roles);
      return bad === undefined ? { kind: 'add', email: values.email, name: values.name, roles } : { error: unknownRoleMessage(bad) };
    }
    case 'remove':
      return values.email && rest.length === 0 ? { kind: 'remove', email: values.email } : { error: USAGE };
    case 'grant':
    case 'revoke': {
      const [email, role] = rest;
      if (!email || !role || rest.length > 2) return { error: USAGE };
      return badRole([role]) === undefined ? { kind: command, email, role } : { error: unknownRoleMessage(role) };
    }
    default:
      return { error: USAGE };
  }
}

/** What a command printed and its exit code. */
export interface CommandOutcome {
  code: number;
  lines: string[];
}

/**
 * Runs `remove`, `grant`, `revoke` or `list` on `db` (`add`, which reads a password, is `addAccount`).
 * `adminEmail` is ADMIN_EMAIL: revoking its administrator role says that the next start gives it back.
 */
export async function runAccountCommand(
  db: Database,
  command: Exclude<AccountCommand, { kind: 'add' }>,
  adminEmail?: string,
): Promise<CommandOutcome> {
  switch (command.kind) {
    case 'list': {
      const rows = await listAccounts(db);
      if (rows.length === 0) return { code: 0, lines: ['No accounts.'] };
      const width = Math.max(...rows.map((row) => row.email.length));
      return { code: 0, lines: rows.map((row) => `${row.email.padEnd(width)}  ${row.roles.join(', ') || '(no role)'}  ${row.name}`) };
    }
    case 'remove': {
      const removed = await removeAccount(db, command.email);
      return { code: removed ? 0 : 1, lines: [removed ? `Removed ${command.email}.` : `No account ${command.email}.`] };
    }
    case 'grant':
    case 'revoke': {
      const result = await changeRole(db, command.email, command.role, command.kind);
      if (!result) return { code: 1, lines: [`No account ${command.email}.`] };
      const now = `${command.email} has roles: ${result.roles.join(', ') || 'none'}.`;
      const lines = [result.changed ? now : `${command.email} ${command.kind === 'grant' ? 'already has' : 'does not have'} ${command.role}. ${now}`];
      if (command.kind === 'revoke' && command.role === 'admin' && adminEmail && adminEmail.toLowerCase() === command.email.trim().toLowerCase()) {
        lines.push('It is ADMIN_EMAIL: the server gives it the administrator role back at its next start.');
      }
      return { code: 0, lines };
    }
  }
}

async function main(argv: string[]): Promise<number> {
  const command = parseAccountCommand(argv);
  if ('error' in command) {
    console.error(command.error);
    return 2;
  }
  const config = loadConfig();
  if (!config.auth.embedded) console.warn('OIDC_ISSUER is set: accounts of the embedded provider are not used for sign-in.');
  if (command.kind === 'add') {
    const { email, name, roles } = command;
    const outcome = await addAccount(config, { email, name, password: await readPassword(), roles });
    console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${email} (roles: ${roles.join(', ') || 'none'}).`);
    return 0;
  }
  const outcome = await withDatabase(config, (db) => runAccountCommand(db, command, config.auth.admin.email));
  for (const line of outcome.lines) console.log(line);
  return outcome.code;
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
