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
import { VENDORS, type VendorKey } from './vendors.ts';

/** Every staff role the site knows; other values in the claim are ignored. */
export const STAFF_ROLES = ['admin', 'editor.radhe', 'editor.therm', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff request does: edit a storefront's catalogue, work the enquiries, read the audit log. */
export type StaffPermission = 'catalog.edit' | 'enquiries.work' | 'audit.read';

/** Why a staff request was refused: the 403's message, and what the admin area says beside what it hides. */
export const STAFF_REFUSALS: Record<StaffPermission, string> = {
  'catalog.edit': 'Your account may not edit this storefront’s catalogue.',
  'enquiries.work': 'Your account may not work the enquiries.',
  'audit.read': 'Only administrators may read the audit log.',
};

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

/**
 * Who does a staff write: the access token's subject and display name (kept by the revision history and the audit
 * log) and its staff roles (what the write may touch, checked where the storefront is known).
 */
export interface Actor {
  subject: string;
  name: string;
  roles: StaffRole[];
}

/** True when `roles` allow `permission` for at least one storefront (the admin area's and the routes' first check). */
export function allowsSomewhere(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return permission === 'catalog.edit' ? VENDORS.some(({ key }) => allows(roles, permission, key)) : allows(roles, permission);
}
