/**
 * The SQLSTATE of a database error (PostgreSQL's five-character code, e.g. 23503 foreign_key_violation), looked
 * for on the error and its causes: drizzle wraps the driver's error (node-postgres or PGlite) in its own.
 */

/** The SQLSTATE of `error` or of one of its first five causes; null when none carries one. */
export function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e instanceof Object && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}
