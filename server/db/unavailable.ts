/**
 * Which errors mean "the database cannot be reached right now" ("What broke" 1 and 2): the one list that
 * the error handler (server/plugins/error-handler.ts) answers as unavailable, the readiness probe reports and the
 * mail outbox waits out. This module only recognises them: what a client is told is the HTTP layer's choice.
 *
 * An error counts when it, its `cause` chain (Drizzle wraps driver errors in DrizzleQueryError), or one of an
 * AggregateError's `errors` (Node's connect to a host with several addresses) carries:
 * - a socket error code: ECONNREFUSED, ECONNRESET, ETIMEDOUT, EPIPE, EHOSTUNREACH, ENETUNREACH, ENOTFOUND,
 *   EAI_AGAIN (database down, restarting, failed over, or its host unreachable);
 * - a PostgreSQL SQLSTATE of class 08 (connection exception), 57P01 admin_shutdown (pg_terminate_backend, a
 *   fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery), 53300
 *   too_many_connections, or 57014 query_canceled (statement_timeout, client.ts: the database is too slow to
 *   answer);
 * - one of node-postgres's own messages for a lost or never-made connection, which carry no code: the connection
 *   terminated (unexpectedly), the client no longer queryable after a connection error, the pool's connect
 *   timeout (connectionTimeoutMillis, client.ts).
 * Everything else (constraint violations, syntax errors, bugs) is not an outage.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres (pg, pg-pool) messages of lost connections; they have no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function matches(error: object): error is { code?: string; message?: string } {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * The error, in `error` or what it wraps (see the module comment), saying that the database cannot be reached
 * now — as `{ code, message }`, which never holds query text or parameters (safe to log) — or null.
 * @param error anything thrown
 */
export function databaseOutage(error: unknown): { code: string | undefined; message: string } | null {
  const queue: unknown[] = [error];
  // Bounded: a cause chain could be cyclic.
  for (let seen = 0; queue.length > 0 && seen < 20; seen += 1) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null) continue;
    if (matches(next)) return { code: typeof next.code === 'string' ? next.code : undefined, message: String(next.message ?? '') };
    const { cause, errors } = next as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

/** True when `error` means the database cannot be reached now (`databaseOutage` found one). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseOutage(error) !== null;
}
