/**
 * What the signed-in staff member may do, for the admin area (docs/decisions/0013): the
 * account's roles as GET /api/me answered them (features/auth RequireStaff provides them), and `may`, built on
 * contracts/staff-roles.ts `allows`, so the admin area shows only the tools and storefronts the server would accept
 * and says in one short line why something is hidden. The server still checks every staff request itself.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { allows, allowsSomewhere, STAFF_REFUSALS, type StaffPermission, type StaffRole } from '../../../contracts/staff-roles.ts';
import type { VendorKey } from '../../../contracts/vendors.ts';

export interface StaffAccess {
  /** The account's staff roles (contracts/staff-roles.ts), in STAFF_ROLES order. */
  roles: readonly StaffRole[];
  /**
   * True when the roles allow `permission`; for 'catalog.edit' in storefront `vendor`, or without one in at least
   * one storefront (is the Product Manager any use to this account).
   */
  may: (permission: StaffPermission, vendor?: VendorKey) => boolean;
}

const StaffAccessContext = createContext<StaffAccess | null>(null);

/** The access of an account with `roles`. */
export function staffAccessOf(roles: readonly StaffRole[]): StaffAccess {
  return {
    roles,
    may: (permission, vendor) => (vendor === undefined ? allowsSomewhere(roles, permission) : allows(roles, permission, vendor)),
  };
}

/**
 * Provides the access of an account with `roles` to the admin area below; null while the roles are not known (the
 * tree keeps its shape either way, so nothing below is remounted when they arrive).
 */
export function StaffAccessProvider({ roles, children }: { roles: readonly StaffRole[] | null; children: ReactNode }) {
  const access = useMemo(() => (roles ? staffAccessOf(roles) : null), [roles]);
  return <StaffAccessContext.Provider value={access}>{children}</StaffAccessContext.Provider>;
}

/** The signed-in staff member's access. @throws Error outside StaffAccessProvider (a page rendered without the admin layout). */
export function useStaffAccess(): StaffAccess {
  const access = useContext(StaffAccessContext);
  if (!access) throw new Error('useStaffAccess needs a StaffAccessProvider (the admin layout gives one)');
  return access;
}

/** The access when known (signed in and checked), else null: the admin menu shows every entry until then. */
export function useKnownStaffAccess(): StaffAccess | null {
  return useContext(StaffAccessContext);
}

/** The roles as the admin area names them: 'editor.therm, sales', or 'none'. */
export function rolesText(roles: readonly StaffRole[]): string {
  return roles.join(', ') || 'none';
}

/** The line that stands in for the Product Manager for an account that edits no storefront. */
export function managerHiddenText(roles: readonly StaffRole[]): string {
  return `The Product Manager is for catalogue editors and administrators; your roles: ${rolesText(roles)}.`;
}

/** The line that stands in for the enquiry inbox for an account without the sales or admin role. */
export function inboxHiddenText(roles: readonly StaffRole[]): string {
  return `The enquiry inbox is for sales and administrators; your roles: ${rolesText(roles)}.`;
}

/** The line that stands in for the audit log for an account without the admin role. */
export function auditHiddenText(roles: readonly StaffRole[]): string {
  return `The audit log is for administrators; your roles: ${rolesText(roles)}.`;
}

/** What the Product Manager says when the address names a storefront the account may not edit. */
export function storefrontRefusedText(roles: readonly StaffRole[]): string {
  return `${STAFF_REFUSALS['catalog.edit']} Your roles: ${rolesText(roles)}.`;
}
