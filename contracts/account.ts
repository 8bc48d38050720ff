/**
 * The signed-in account as the API sees it: GET /api/me answers it for any valid bearer access token, so
 * the admin area shows an account that is not an administrator the access page instead of a Product Manager whose
 * writes would fail. The server is the authority on who is an administrator (server/auth/verify.ts
 * `isAdministrator`: ADMIN_ROLE_CLAIM / ADMIN_ROLE / ADMIN_EMAILS); the browser never applies that rule itself.
 */
import { z } from 'zod/mini';

export const accountSchema = z.object({
  /** Display name from the token (`name`, else `preferred_username`, else `email`); may be empty. */
  name: z.string(),
  /** The account's e-mail (`email`, else `preferred_username`), or null when the token names none. */
  email: z.nullable(z.string()),
  /** Whether the account may manage products and read the enquiry inbox. */
  isAdmin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
