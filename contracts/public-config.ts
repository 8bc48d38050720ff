/**
 * The runtime configuration the server injects into index.html for the browser (design.md: "index.html
 * carries the runtime config"). This is the whitelist of what the browser may see: nothing secret goes here.
 */
import { z } from 'zod/mini';

/** Company contact record — product-spec.md §3 (plus four production-site address strings). */
export const companyContactSchema = z.object({
  companyName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  productionSites: z.array(z.string()),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const publicConfigSchema = z.object({
  /** Base of the JSON API, e.g. '/api'. */
  apiBase: z.string(),
  /** Base of blob media, e.g. '/media'; an image URL is mediaBase + '/' + folder + '/' + path. */
  mediaBase: z.string(),
  /** Lifetime of the browser's localStorage read cache in ms (5 minutes by default, §9). */
  cacheLifetimeMs: z.optional(z.int().check(z.positive())),
  /**
   * The site's public origin (PUBLIC_URL, no trailing slash), for the absolute URLs of canonical links, Open Graph
   * and JSON-LD; absent, they are made from the page's own origin.
   */
  siteUrl: z.optional(z.string()),
  /** Where the footer logo links to (product-spec.md §2 "The logo links to a configurable target"). */
  logoHref: z.string(),
  contact: companyContactSchema,
  /**
   * Upload size limits in bytes (UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_DOCUMENT_BYTES), so the
   * Product Manager's pickers state the limits the server applies; absent: contracts/upload.ts
   * DEFAULT_UPLOAD_LIMITS.
   */
  uploads: z.optional(
    z.object({ imageBytes: z.int().check(z.positive()), videoBytes: z.int().check(z.positive()), documentBytes: z.int().check(z.positive()) }),
  ),
  /**
   * Sign-in settings of the SPA (product-spec.md §6): the OpenID issuer, the client id, the scopes
   * of the sign-in (`loginScopes`, space-separated), the scopes of the API's access token (`apiScopes`), and the
   * audience (`aud`) the API's tokens carry, by which the SPA knows whether the token it holds is the API's.
   * `signInOrigin` is the one origin whose pages can sign in, when the server knows it: the embedded provider
   * returns to PUBLIC_URL's origin only, so the admin area opened at another origin says so instead of failing
   * (web/src/features/auth/sign-in-here.ts). Absent with an external issuer, whose registered return addresses the
   * server does not know.
   */
  auth: z.optional(
    z.object({
      authority: z.string(),
      clientId: z.string(),
      loginScopes: z.string(),
      apiScopes: z.string(),
      audience: z.string(),
      signInOrigin: z.optional(z.string()),
    }),
  ),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

