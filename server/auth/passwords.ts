/**
 * Password hashing for the embedded provider's accounts ("stored hashed (argon2 or scrypt)"), with
 * Node's built-in scrypt: no native add-on to build.
 *
 * Format: `scrypt$N$r$p$<salt base64url>$<hash base64url>` (N = 2^15, r = 8, p = 1, 16-byte salt, 32-byte hash),
 * so the cost can be raised later and old hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes `password` with a fresh random salt; returns the encoded hash string. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when `password` matches `encoded` (constant-time comparison). A malformed hash never matches.
 * Pass `encoded` undefined to spend the same time as a real check (no account enumeration by timing).
 */
export async function verifyPassword(password: string, encoded: string | undefined): Promise<boolean> {
  const parts = (encoded ?? DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await scryptAsync(password, salt, { N, r, p });
  const match = actual.length === expected.length && timingSafeEqual(actual, expected);
  return encoded !== undefined && match;
}

/** A valid hash of a random password, checked when the e-mail is unknown so the answer takes as long. */
const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

/** A random password of 24 URL-safe characters (144 bits), for a generated administrator password. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
