/**
 * Generated secrets of the embedded provider, kept in the database so every instance and every restart uses the
 * same ones ("keys persisted in the database … so tokens survive a restart"):
 * - 'signing-keys': a private JWK Set with one RS256 key (ID tokens, the OpenID default) and one ES256 key
 *   (access tokens);
 * - 'cookie-keys': two random 32-byte keys for the provider's signed cookies (unless OIDC_COOKIE_KEYS is set).
 * Created with INSERT … ON CONFLICT DO NOTHING and read back, so concurrent first starts agree on one value.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/types.ts';
import { authSecrets } from '../db/schema.ts';

/** A private JWK with the fields oidc-provider and jose need. */
export type PrivateJwk = JWK & { kid: string; alg: string; use: 'sig' };

/** Returns the stored value of secret `name`, creating it with `make()` when absent (race-safe). */
async function loadOrCreate<T>(db: Database, name: string, make: () => Promise<T>): Promise<T> {
  const [found] = await db.select().from(authSecrets).where(eq(authSecrets.name, name));
  if (found) return found.value as T;
  await db.insert(authSecrets).values({ name, value: await make() }).onConflictDoNothing();
  const [stored] = await db.select().from(authSecrets).where(eq(authSecrets.name, name));
  return stored.value as T;
}

async function makeKey(alg: 'RS256' | 'ES256'): Promise<PrivateJwk> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `${alg.toLowerCase()}-${randomBytes(6).toString('hex')}`, alg, use: 'sig' };
}

/** The embedded provider's private signing keys (RS256 first, then ES256). */
export async function loadSigningKeys(db: Database): Promise<PrivateJwk[]> {
  const set = await loadOrCreate(db, 'signing-keys', async () => ({ keys: [await makeKey('RS256'), await makeKey('ES256')] }));
  return set.keys;
}

/** The provider's cookie keys. */
export async function loadCookieKeys(db: Database): Promise<string[]> {
  return loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')]);
}

/** The public half of private JWKs (what /oidc/jwks publishes). */
export function publicJwks(keys: PrivateJwk[]): JWK[] {
  return keys.map(({ kty, kid, alg, use, crv, x, y, n, e }) =>
    Object.fromEntries(Object.entries({ kty, kid, alg, use, crv, x, y, n, e }).filter(([, v]) => v !== undefined)),
  );
}
