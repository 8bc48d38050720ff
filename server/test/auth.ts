/**
 * Test helpers for protected routes: access tokens signed with the embedded provider's own ES256 key
 * (read from the test database, exactly as the provider signs), so the API's jose verification runs for real.
 * `signToken` makes crafted tokens (expired, wrong audience, …) for the refusal tests.
 */
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { loadSigningKeys } from '../auth/secrets.ts';
import type { StaffRole } from '../../contracts/staff-roles.ts';
import type { TestContext } from './build.ts';

export interface SignOptions {
  /** Overrides of the standard claims; `undefined` removes one. */
  issuer?: string;
  audience?: string;
  subject?: string;
  /** Expiry, seconds from now (negative for an expired token). Default 300. */
  expiresInS?: number;
  /** Not-before, seconds from now. */
  notBeforeS?: number;
  /** 'ES256' (the embedded key) or 'RS256'. */
  alg?: 'ES256' | 'RS256';
}

/**
 * Signs an access token with the embedded key stored in `ctx.database` (a test app's, or the database a real
 * server runs on: bench/faults/main.ts); `claims` are added to the standard ones.
 */
export async function signToken(ctx: Pick<TestContext, 'config' | 'database'>, claims: JWTPayload = {}, options: SignOptions = {}): Promise<string> {
  const { auth } = ctx.config;
  const alg = options.alg ?? 'ES256';
  const jwk = (await loadSigningKeys(ctx.database.db)).find((k) => k.alg === alg)!;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ name: 'Test User', ...claims })
    .setProtectedHeader({ alg, kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? auth.issuer)
    .setAudience(options.audience ?? auth.audience)
    .setSubject(options.subject ?? '11111111-1111-4111-8111-111111111111')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInS ?? 300));
  if (options.notBeforeS !== undefined) jwt.setNotBefore(now + options.notBeforeS);
  return jwt.sign(await importJWK(jwk, alg));
}

/** A valid access token of an administrator (`roles: ['admin']`). */
export function adminToken(ctx: TestContext): Promise<string> {
  return signToken(ctx, { roles: ['admin'], name: 'Test Admin', email: 'admin@test.example' });
}

/** A valid access token of a signed-in user who is not an administrator. */
export function userToken(ctx: TestContext): Promise<string> {
  return signToken(ctx, { roles: ['reader'], name: 'Test Reader', email: 'reader@test.example' }, { subject: '22222222-2222-4222-8222-222222222222' });
}

/**
 * A valid access token of a staff member with `roles` (contracts/staff-roles.ts), named after them and with a
 * subject of their own, so revisions and refusals can tell them apart.
 */
export function staffToken(ctx: TestContext, roles: readonly StaffRole[], name = `Test ${roles.join('+') || 'nobody'}`): Promise<string> {
  const slug = roles.join('-').replace(/[^a-z]/g, '') || 'none';
  const hex = Buffer.from(slug).toString('hex').padEnd(12, '0').slice(0, 12);
  return signToken(ctx, { roles: [...roles], name, email: `${slug}@test.example` }, { subject: `33333333-3333-4333-8333-${hex}` });
}

/** `{ authorization: 'Bearer …' }` for `inject`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
