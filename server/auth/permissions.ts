/**
 * The server's check of a staff request against contracts/staff-roles.ts: `assertAllowed` (server/errors.ts) raises
 * 403 FORBIDDEN (the one error shape) before anything is changed or read. Routes call it once they know the
 * storefront a request concerns (for an update, the storefront of the stored entity as well as the body's).
 */
import { allowsSomewhere, type Actor, type StaffPermission } from '../../contracts/staff-roles.ts';
import { assertAllowed, forbidden } from '../errors.ts';
import type { Principal } from './verify.ts';

export type { Actor };
export { assertAllowed };

/** The actor of a verified principal: who (subject, name) and what they may do (roles). */
export function actorOf(principal: Pick<Principal, 'subject' | 'name' | 'roles'>): Actor {
  return { subject: principal.subject, name: principal.name, roles: principal.roles };
}


/**
 * Raises 403 FORBIDDEN unless `principal`'s roles allow `permission` for at least one storefront: a route's first
 * check, before it knows which storefront the request concerns; @throws HttpError(403).
 */
export function assertAllowedSomewhere(principal: Pick<Principal, 'roles'> | null, permission: StaffPermission): void {
  if (!allowsSomewhere(principal?.roles ?? [], permission)) throw forbidden(permission);
}
