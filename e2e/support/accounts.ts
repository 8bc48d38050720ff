/**
 * Staff accounts of the e2e server's embedded sign-in provider besides the administrator of playwright.config.ts
 *: E2E_MEMBER can sign in but has no administrator role, so it meets the access page. Added by the e2e
 * server (server-with-smtp-peer.ts) before the site opens its database, through the same code as
 * `npm run account -- add` (server/auth/account-cli.ts); with PGlite only one process may have the database open.
 */
/** A signed-in account without the administrator role. */
export const E2E_MEMBER = { email: 'e2e.member@radhe-therm.example', name: 'E2E Member', password: 'e2e-member-password-1' };

/** Creates (or resets) E2E_MEMBER in the database the environment configures. (Server code loads only here: specs import the constant.) */
export async function addE2eAccounts(): Promise<void> {
  const [{ loadConfig }, { addAccount }] = await Promise.all([import('../../server/config.ts'), import('../../server/auth/account-cli.ts')]);
  await addAccount(loadConfig(), { ...E2E_MEMBER, roles: [] });
}
