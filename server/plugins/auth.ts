/**
 * Plugin `auth` (product-spec.md §6): who may write.
 *
 * - `fastify.verifyAccessToken(token)` → Principal, verifying a JWT access token with jose (server/auth/verify.ts)
 *   against the external issuer's JWKS (OIDC_ISSUER) or the embedded provider's own keys.
 * - `fastify.requireSignIn`: an onRequest hook for routes any signed-in account may use (GET /api/me). No or malformed
 *   bearer token, or a token that fails verification → 401 with `WWW-Authenticate: Bearer …` (RFC 6750 §3).
 *   Sets `request.principal`.
 * - `fastify.requireStaff`: an onRequest hook for staff routes: `requireSignIn`, then a token that carries no staff
 *   role (contracts/staff-roles.ts) → 403.
 * - `fastify.requirePermission(permission)`: an onRequest hook: `requireStaff`, then 403 unless the roles allow
 *   `permission` (for 'catalog.edit': in at least one storefront; the route checks the storefront it touches with
 *   server/auth/permissions.ts `assertAllowed` once it knows it).
 * - Without OIDC_ISSUER: mounts the embedded OpenID provider at /oidc (server/auth/embedded-provider.ts), makes
 *   sure the administrator account exists and prints a generated password on the first start.
 * Depends on `config`, `database`, and the rate-limit plugin (login attempts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureAdminAccount } from '../auth/accounts.ts';
import { createEmbeddedProvider, mountEmbeddedProvider } from '../auth/embedded-provider.ts';
import { loadCookieKeys, loadSigningKeys, publicJwks } from '../auth/secrets.ts';
import {
  createAccessTokenVerifier,
  InvalidTokenError,
  localJwks,
  remoteJwks,
  type AccessTokenVerifier,
  type Principal,
} from '../auth/verify.ts';
import { HttpError } from '../errors.ts';
import { assertAllowedSomewhere } from '../auth/permissions.ts';
import type { StaffPermission } from '../../contracts/staff-roles.ts';

declare module 'fastify' {
  interface FastifyInstance {
    verifyAccessToken: AccessTokenVerifier;
    requireSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requirePermission: (permission: StaffPermission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The bearer token of an Authorization header, or null (RFC 6750 §2.1; the scheme is case-insensitive). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

/** Registers the verifier, `requireSignIn`, `requireStaff`, `requirePermission` and, without an external issuer, the embedded provider. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { auth } = app.config;
    let verify: AccessTokenVerifier;
    if (auth.embedded) {
      const signing = await loadSigningKeys(app.db);
      const cookies = auth.cookieKeys ?? (await loadCookieKeys(app.db));
      const generated = await ensureAdminAccount(app.db, auth.admin);
      if (generated) {
        // Printed once, on the start that created the account; only its hash is stored.
        console.log(
          `\nEmbedded sign-in: administrator ${auth.admin.email} was created with the password\n\n    ${generated}\n\n` +
            'Keep it now: it is stored only as a hash. Set ADMIN_PASSWORD to choose your own.\n',
        );
      }
      const provider = createEmbeddedProvider(app.config, app.db, { signing, cookies });
      await mountEmbeddedProvider(app, provider, app.db);
      verify = createAccessTokenVerifier(auth, localJwks({ keys: publicJwks(signing) }));
    } else {
      verify = createAccessTokenVerifier(auth, remoteJwks(auth.issuer, auth.jwksUri));
    }

    app.decorate('verifyAccessToken', verify);
    app.decorateRequest('principal', null);
    const requireSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const challenge = (error?: string, description?: string) =>
        reply.header(
          'www-authenticate',
          `Bearer realm="api"${error ? `, error="${error}", error_description="${description}"` : ''}`,
        );
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        challenge();
        throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to do this.');
      }
      try {
        request.principal = await verify(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        challenge('invalid_token', error.description);
        throw new HttpError(401, 'INVALID_TOKEN', `${error.description}. Sign in again.`);
      }
    };
    app.decorate('requireSignIn', requireSignIn);
    const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
      await requireSignIn(request, reply);
      if (request.principal!.roles.length === 0) {
        reply.header('www-authenticate', 'Bearer realm="api", error="insufficient_scope"');
        throw new HttpError(403, 'FORBIDDEN', 'This account has no staff role: an administrator can give it one (docs/operations.md).');
      }
    };
    app.decorate('requireStaff', requireStaff);
    app.decorate('requirePermission', (permission: StaffPermission) => async (request: FastifyRequest, reply: FastifyReply) => {
      await requireStaff(request, reply);
      try {
        assertAllowedSomewhere(request.principal, permission);
      } catch (error) {
        reply.header('www-authenticate', 'Bearer realm="api", error="insufficient_scope"');
        throw error;
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'database'], fastify: '5.x' },
);
