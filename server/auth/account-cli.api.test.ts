/**
 * `npm run account` (server/auth/account-cli.ts): `grant` and `revoke` change one role of an embedded account and
 * keep the rest, `list` shows each account's roles, a role that is not a staff role is refused with the list of
 * roles, and the administrator of ADMIN_EMAIL keeps (or gets back) the administrator role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { parseAccountCommand, runAccountCommand, unknownRoleMessage } from './account-cli.ts';
import { ensureAdminAccount, upsertAccount } from './accounts.ts';

describe('npm run account: parsing', () => {
  it('reads grant, revoke and list', () => {
    expect(parseAccountCommand(['grant', 'asha@example.com', 'editor.therm'])).toEqual({ kind: 'grant', email: 'asha@example.com', role: 'editor.therm' });
    expect(parseAccountCommand(['revoke', 'asha@example.com', 'sales'])).toEqual({ kind: 'revoke', email: 'asha@example.com', role: 'sales' });
    expect(parseAccountCommand(['list'])).toEqual({ kind: 'list' });
  });

  it('refuses a role that is not a staff role, naming the roles there are', () => {
    expect(unknownRoleMessage('editor')).toBe('Unknown role "editor": the roles are admin, editor.radhe, editor.therm, sales.');
    expect(parseAccountCommand(['grant', 'asha@example.com', 'editor'])).toEqual({ error: unknownRoleMessage('editor') });
    expect(parseAccountCommand(['add', '--email', 'a@example.com', '--name', 'A', '--role', 'Admin'])).toEqual({ error: unknownRoleMessage('Admin') });
  });

  it('answers the usage for a missing e-mail or role, or an unknown command', () => {
    for (const argv of [['grant', 'asha@example.com'], ['revoke'], ['list', 'extra'], ['promote', 'a@example.com', 'admin'], []]) {
      expect((parseAccountCommand(argv) as { error: string }).error).toMatch(/^Usage: npm run account -- add/);
    }
  });
});

describeEachDatabase('npm run account: roles of embedded accounts', (kind) => {
  let t: TestContext;
  const rolesOf = async (email: string) => (await t.database.db.select({ roles: accounts.roles }).from(accounts).where(eq(accounts.email, email)))[0]?.roles;

  beforeAll(async () => {
    t = await build(kind);
    await upsertAccount(t.database.db, { email: 'asha@example.com', name: 'Asha Patel', password: 'a-long-password-1', roles: [] });
  });
  afterAll(() => t?.close());

  it('grants and revokes one role at a time, keeping the others', async () => {
    const db = t.database.db;
    expect(await runAccountCommand(db, { kind: 'grant', email: 'Asha@Example.com', role: 'editor.therm' })).toEqual({ code: 0, lines: ['Asha@Example.com has roles: editor.therm.'] });
    await runAccountCommand(db, { kind: 'grant', email: 'asha@example.com', role: 'sales' });
    expect(await rolesOf('asha@example.com')).toEqual(['editor.therm', 'sales']);
    expect((await runAccountCommand(db, { kind: 'grant', email: 'asha@example.com', role: 'sales' })).lines).toEqual([
      'asha@example.com already has sales. asha@example.com has roles: editor.therm, sales.',
    ]);
    expect((await runAccountCommand(db, { kind: 'revoke', email: 'asha@example.com', role: 'editor.therm' })).lines).toEqual(['asha@example.com has roles: sales.']);
    expect(await rolesOf('asha@example.com')).toEqual(['sales']);
  });

  it('says so for an unknown account (exit code 1) and changes nothing', async () => {
    expect(await runAccountCommand(t.database.db, { kind: 'grant', email: 'nobody@example.com', role: 'admin' })).toEqual({ code: 1, lines: ['No account nobody@example.com.'] });
    expect(await rolesOf('nobody@example.com')).toBeUndefined();
  });

  it("lists every account with its roles, never a password", async () => {
    const { code, lines } = await runAccountCommand(t.database.db, { kind: 'list' });
    expect(code).toBe(0);
    const admin = t.config.auth.admin.email;
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.startsWith(admin))).toMatch(/ {2}admin {2}/);
    expect(lines.find((line) => line.startsWith('asha@example.com'))).toMatch(/ {2}sales {2}Asha Patel$/);
    expect(lines.join('\n')).not.toMatch(/scrypt|\$/);
  });

  it('keeps the administrator of ADMIN_EMAIL: a revoked administrator role comes back at the next start', async () => {
    const admin = t.config.auth.admin;
    const outcome = await runAccountCommand(t.database.db, { kind: 'revoke', email: admin.email, role: 'admin' }, admin.email);
    expect(outcome.lines).toEqual([`${admin.email} has roles: none.`, 'It is ADMIN_EMAIL: the server gives it the administrator role back at its next start.']);
    await ensureAdminAccount(t.database.db, admin);
    expect(await rolesOf(admin.email)).toEqual(['admin']);
  });
});
