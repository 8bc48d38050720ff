/**
 * Staff accounts of the e2e server's embedded sign-in provider besides the administrator of playwright.config.ts:
 * E2E_MEMBER can sign in but has no staff role, so it meets the access page; E2E_THERM_EDITOR edits the therm
 * catalogue only; E2E_SALES works the enquiry inbox only (e2e/staff-roles.spec.ts). Added by the e2e server
 * (server-with-smtp-peer.ts) before the site opens its database, through the same code as
 * `npm run account -- add` (server/auth/account-cli.ts); with PGlite only one process may have the database open.
 */
import type { StaffRole } from '../../contracts/staff-roles.ts';

/** A signed-in account without a staff role. */
export const E2E_MEMBER = { email: 'e2e.member@radhe-therm.example', name: 'E2E Member', password: 'e2e-member-password-1' };

/** A catalogue editor of the therm storefront only (roles ['editor.therm']). */
export const E2E_THERM_EDITOR = { email: 'e2e.therm.editor@radhe-therm.example', name: 'E2E Therm Editor', password: 'e2e-therm-editor-password-1' };

/** A member of sales: the enquiry inbox and its exports (roles ['sales']). */
export const E2E_SALES = { email: 'e2e.sales@radhe-therm.example', name: 'E2E Sales', password: 'e2e-sales-password-1' };

const ACCOUNTS: Array<[typeof E2E_MEMBER, StaffRole[]]> = [
  [E2E_MEMBER, []],
  [E2E_THERM_EDITOR, ['editor.therm']],
  [E2E_SALES, ['sales']],
];

/** Creates (or resets) these accounts in the database the environment configures. (Server code loads only here: specs import the constants.) */
export async function addE2eAccounts(): Promise<void> {
  const [{ loadConfig }, { addAccount }] = await Promise.all([import('../../server/config.ts'), import('../../server/auth/account-cli.ts')]);
  const config = loadConfig();
  for (const [account, roles] of ACCOUNTS) await addAccount(config, { ...account, roles });
}
