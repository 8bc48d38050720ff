/**
 * Accounts of the embedded OpenID provider. The administrator comes from ADMIN_EMAIL / ADMIN_NAME /
 * ADMIN_PASSWORD; without ADMIN_PASSWORD (allowed outside production only, server/config.ts) a random password
 * is generated once, stored hashed and returned so the caller can print it on that first start.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

/** The role that makes an account an administrator (the `roles` claim of its tokens). */
export const ADMIN_ROLE = 'admin';

/**
 * Creates or updates the administrator account. With a configured password, the stored hash is replaced when
 * the password no longer verifies (so changing ADMIN_PASSWORD takes effect on restart). Without one, an
 * existing account is left alone and a new one gets a generated password.
 * @returns the generated password when one was made (print it once), else null.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { email: string; name: string; password: string | undefined },
  role: string = ADMIN_ROLE,
): Promise<string | null> {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (existing) {
    const roles = existing.roles.includes(role) ? existing.roles : [...existing.roles, role];
    const changes: Partial<AccountRow> = {};
    if (roles !== existing.roles) changes.roles = roles;
    if (existing.name !== admin.name) changes.name = admin.name;
    if (admin.password && !(await verifyPassword(admin.password, existing.passwordHash))) {
      changes.passwordHash = await hashPassword(admin.password);
    }
    if (Object.keys(changes).length > 0) {
      await db.update(accounts).set({ ...changes, updatedAt: new Date() }).where(eq(accounts.id, existing.id));
    }
    return null;
  }
  const generated = admin.password ? null : generatePassword();
  const inserted = await db
    .insert(accounts)
    .values({ email, name: admin.name, passwordHash: await hashPassword(admin.password ?? generated!), roles: [role] })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  // Another instance created it at the same moment: its password (generated there) stands.
  return inserted.length > 0 ? generated : null;
}

/** An account to create or update with `upsertAccount`. */
export interface AccountInput {
  email: string;
  name: string;
  /** At least 12 characters (as ADMIN_PASSWORD); stored only as a scrypt hash. */
  password: string;
  /** The `roles` claim of the account's tokens; ['admin'] makes an administrator under the default ADMIN_ROLE. */
  roles: string[];
}

/** The shortest password `upsertAccount` accepts (as ADMIN_PASSWORD in server/config.ts). */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Creates the account with this e-mail (case-insensitive), or replaces the name, password and roles of the one that
 * exists (staff accounts besides the administrator, e.g. one without the administrator role). Used by
 * `npm run account` (server/auth/account-cli.ts).
 * @returns 'created' or 'updated'
 * @throws Error when the e-mail is not an address or the password is shorter than MIN_PASSWORD_LENGTH
 */
export async function upsertAccount(db: Database, input: AccountInput): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const values = { name: input.name.trim() || email, passwordHash: await hashPassword(input.password), roles: input.roles };
  const [row] = await db
    .insert(accounts)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: accounts.email, set: { ...values, updatedAt: new Date() } })
    .returning({ createdAt: accounts.createdAt, updatedAt: accounts.updatedAt });
  return row.createdAt.getTime() === row.updatedAt.getTime() ? 'created' : 'updated';
}

/**
 * Deletes the account with this e-mail; true when one existed. Its sign-ins end at their next token refresh (access
 * tokens already issued run out within the hour).
 */
export async function removeAccount(db: Database, email: string): Promise<boolean> {
  const removed = await db.delete(accounts).where(eq(accounts.email, email.trim().toLowerCase())).returning({ id: accounts.id });
  return removed.length > 0;
}

/**
 * The account whose e-mail and password match, or null. Unknown e-mails cost the same time as wrong passwords
 * (no account enumeration).
 */
export async function authenticate(db: Database, email: string, password: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(password, row?.passwordHash);
  return ok && row ? row : null;
}

/** The account with this id (the OpenID `sub`), or null. */
export async function findAccountById(db: Database, id: string): Promise<AccountRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

/** One account as `npm run account -- list` shows it. */
export interface AccountListing {
  email: string;
  name: string;
  roles: string[];
}

/** Every account, by e-mail, with its name and roles (never its password hash). */
export async function listAccounts(db: Database): Promise<AccountListing[]> {
  return db.select({ email: accounts.email, name: accounts.name, roles: accounts.roles }).from(accounts).orderBy(accounts.email);
}

/**
 * Adds (`grant`) or removes (`revoke`) one role of the account with this e-mail, keeping its other roles and its
 * password; its next access token carries the change (docs/decisions/0013, `npm run account -- grant|revoke`).
 * The caller checks the role against STAFF_ROLES (contracts/staff-roles.ts).
 * @returns the account's roles afterwards and whether they changed, or null when there is no such account.
 */
export async function changeRole(
  db: Database,
  email: string,
  role: string,
  change: 'grant' | 'revoke',
): Promise<{ roles: string[]; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: accounts.id, roles: accounts.roles }).from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).for('update');
    if (!row) return null;
    const has = row.roles.includes(role);
    if (change === 'grant' ? has : !has) return { roles: row.roles, changed: false };
    const roles = change === 'grant' ? [...row.roles, role] : row.roles.filter((r) => r !== role);
    await tx.update(accounts).set({ roles, updatedAt: new Date() }).where(eq(accounts.id, row.id));
    return { roles, changed: true };
  });
}
