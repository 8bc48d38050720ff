/**
 * Access-token verification for every write (product-spec.md §6 "Write actions … send a bearer access
 * token"). Tokens are JWTs checked with jose against the issuer's JWKS: signature, issuer, audience, algorithm
 * allow-list (never 'none' or HMAC), exp/nbf with a small clock tolerance.
 *
 * Who is an administrator is configurable (server/config.ts AuthConfig): the `adminRoleClaim` (default
 * 'roles', as Microsoft Entra ID app roles arrive) holding `adminRole`, or an e-mail in `adminEmails`.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { staffRolesOf, type StaffRole } from '../../contracts/staff-roles.ts';
import type { AuthConfig } from '../config.ts';

/** The caller behind a verified access token. */
export interface Principal {
  /** The token's `sub`. */
  subject: string;
  /** Display name (`name`, else `preferred_username`, else `email`), possibly empty. */
  name: string;
  email: string | undefined;
  isAdmin: boolean;
  /** The staff roles the token carries (contracts/staff-roles.ts); 'admin' also when `isAdmin`. */
  roles: StaffRole[];
  claims: JWTPayload;
}

/** A token that is missing, malformed, expired, or not for us. `description` goes into WWW-Authenticate. */
export class InvalidTokenError extends Error {
  readonly description: string;
  constructor(description: string, options?: { cause?: unknown }) {
    super(description, options);
    this.name = 'InvalidTokenError';
    this.description = description;
  }
}

/** Verifies a bearer access token; @throws InvalidTokenError. */
export type AccessTokenVerifier = (token: string) => Promise<Principal>;

function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** True when the claims make the caller an administrator under `rules`. */
export function isAdministrator(claims: JWTPayload, rules: Pick<AuthConfig, 'adminRoleClaim' | 'adminRole' | 'adminEmails'>): boolean {
  if (claimValues(claims[rules.adminRoleClaim]).includes(rules.adminRole)) return true;
  const emails = [claims.email, claims.preferred_username, claims.upn].filter((v): v is string => typeof v === 'string');
  return emails.some((e) => rules.adminEmails.includes(e.toLowerCase()));
}

/**
 * A JWKS getter for an external issuer: `jwksUri` when given, else `jwks_uri` from
 * `{issuer}/.well-known/openid-configuration` (fetched once, on the first token; a failed fetch is retried on
 * the next token). Keys are cached and refetched by jose when an unknown `kid` appears.
 */
export function remoteJwks(issuer: string, jwksUri: string | undefined): JWTVerifyGetKey {
  let getter: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    if (jwksUri) return createRemoteJWKSet(new URL(jwksUri));
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OpenID discovery failed with status ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
    if (!jwks_uri) throw new Error('OpenID discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  return async (header, token) => {
    getter ??= discover().catch((error: unknown) => {
      getter = null;
      throw error;
    });
    return (await getter)(header, token);
  };
}

/** A JWKS getter for the embedded provider's own public keys (no HTTP round trip). */
export function localJwks(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/** Builds the verifier for `config` with the given key source. */
export function createAccessTokenVerifier(config: AuthConfig, keys: JWTVerifyGetKey): AccessTokenVerifier {
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: config.algorithms,
        clockTolerance: config.clockToleranceS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('The access token expired', { cause: error });
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError('The access token is invalid', { cause: error });
      throw error;
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const isAdmin = isAdministrator(payload, config);
    const claimed = claimValues(payload[config.adminRoleClaim]);
    return {
      subject: payload.sub!,
      name: str(payload.name) ?? str(payload.preferred_username) ?? str(payload.email) ?? '',
      email: str(payload.email) ?? str(payload.preferred_username),
      isAdmin,
      roles: staffRolesOf(isAdmin ? [...claimed, 'admin'] : claimed),
      claims: payload,
    };
  };
}
