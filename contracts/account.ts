/**
 * The signed-in account as the API sees it: GET /api/me answers it for any valid bearer access token, so
 * the admin area shows an account without a staff role the access page, and a staff member only the tools their roles
 * allow. The server is the authority on roles (server/auth/verify.ts: the roles claim, ADMIN_ROLE, ADMIN_EMAILS)
 * and checks every staff request itself; the browser only hides what would be refused.
 */
import { z } from 'zod/mini';
import { STAFF_ROLES } from './staff-roles.ts';

export const accountSchema = z.object({
  /** Display name from the token (`name`, else `preferred_username`, else `email`); may be empty. */
  name: z.string(),
  /** The account's e-mail (`email`, else `preferred_username`), or null when the token names none. */
  email: z.nullable(z.string()),
  /** Whether the account is an administrator (every staff tool, the audit log). */
  isAdmin: z.boolean(),
  /** The staff roles the token carries (contracts/staff-roles.ts): what the admin area shows and offers. */
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type Account = z.infer<typeof accountSchema>;
