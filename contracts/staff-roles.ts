/**
 * Staff roles and what each may do: one table read by the server (every staff read and write is checked with
 * `allows`) and by the admin area (which shows only what the account may do).
 *
 * Roles arrive in the access token's roles claim (AuthConfig.adminRoleClaim, default 'roles': Microsoft Entra ID
 * app roles, the embedded provider's accounts.roles). The role values are what an Entra ID app role's "Value" holds:
 * - `admin`: everything, plus the audit log and accounts (the configured ADMIN_ROLE and ADMIN_EMAILS also give it);
 * - `editor.radhe`, `editor.therm`: the catalogue of one storefront (categories, products, media, drafts, import);
 * - `sales`: the enquiry inbox and its exports.
 */
import type { VendorKey } from './vendors.ts';

/** Every staff role the site knows; other values in the claim are ignored. */
export const STAFF_ROLES = ['admin', 'editor.radhe', 'editor.therm', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff request does: edit a storefront's catalogue, work the enquiries, read the audit log. */
export type StaffPermission = 'catalog.edit' | 'enquiries.work' | 'audit.read';

/** The roles among `values` that the site knows, in STAFF_ROLES order, without repeats. */
export function staffRolesOf(values: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => values.includes(role));
}

/**
 * True when `roles` allow `permission`; 'catalog.edit' needs the storefront `vendor` (an editor of radhe may not
 * touch therm). Administrators may do everything.
 */
export function allows(roles: readonly StaffRole[], permission: StaffPermission, vendor?: VendorKey): boolean {
  if (roles.includes('admin')) return true;
  switch (permission) {
    case 'catalog.edit':
      return vendor !== undefined && roles.includes(`editor.${vendor}`);
    case 'enquiries.work':
      return roles.includes('sales');
    case 'audit.read':
      return false;
  }
}

/** Who did a staff write, as the revision history and audit log keep it: the access token's subject and display name. */
export interface Actor {
  subject: string;
  name: string;
}
