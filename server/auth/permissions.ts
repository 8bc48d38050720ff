/**
 * The server's check of a staff request against contracts/staff-roles.ts: `assertAllowed` raises 403 FORBIDDEN
 * (the one error shape, server/errors.ts) before anything is changed or read. Routes call it once they know the
 * storefront a request concerns (for an update, the storefront of the stored entity as well as the body's).
 */
import { allows, type Actor, type StaffPermission } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { HttpError } from '../errors.ts';
import type { Principal } from './verify.ts';

export type { Actor };

/** The actor of a verified principal. */
export function actorOf(principal: Pick<Principal, 'subject' | 'name'>): Actor {
  return { subject: principal.subject, name: principal.name };
}

const REFUSALS: Record<StaffPermission, string> = {
  'catalog.edit': 'Your account may not edit this storefront’s catalogue.',
  'enquiries.work': 'Your account may not work the enquiries.',
  'audit.read': 'Only administrators may read the audit log.',
};

/**
 * Raises 403 FORBIDDEN unless `principal`'s roles allow `permission` (for every storefront in `vendors` when
 * given); @throws HttpError(403).
 */
export function assertAllowed(principal: Pick<Principal, 'roles'> | null, permission: StaffPermission, ...vendors: VendorKey[]): void {
  const roles = principal?.roles ?? [];
  const ok = vendors.length ? vendors.every((vendor) => allows(roles, permission, vendor)) : allows(roles, permission);
  if (!ok) throw new HttpError(403, 'FORBIDDEN', REFUSALS[permission]);
}
