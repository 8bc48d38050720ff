import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { databaseOutage, isDatabaseUnavailable } from './unavailable.ts';

/** A PostgreSQL error as node-postgres raises it (DatabaseError with a SQLSTATE). */
function pgError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

/** A Node socket error (`connect ECONNREFUSED …`). */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
}

/** Drizzle's wrapper, whose message holds the query and its parameters. */
const wrapped = (cause: Error) => new DrizzleQueryError('insert into enquiries (email) values ($1)', ['asha@utility.example'], cause);

describe('which errors mean the database is unreachable', () => {
  it.each([
    ['refused (stopped)', socketError('ECONNREFUSED')],
    ['reset', socketError('ECONNRESET')],
    ['host unreachable', socketError('EHOSTUNREACH')],
    ['pg_terminate_backend or a fast shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['starting up or in recovery (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['statement_timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['the connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['the client connect timeout', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Drizzle wraps driver errors: the cause is what counts.
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('finds a refused connect among the addresses Node tried (AggregateError)', () => {
    const error = Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], ''), { code: undefined });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint "accounts_email_unique"')],
    ['a check violation', pgError('23514', 'new row for relation "categories" violates check constraint')],
    ['a missing table', pgError('42P01', 'relation "secret_table" does not exist')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'boom'],
  ])('leaves %s a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(typeof error === 'string' ? error : wrapped(error))).toBe(false);
  });

  it('describes the outage by the driver error only, never the query or its parameters', () => {
    const outage = databaseOutage(wrapped(pgError('57P01', 'terminating connection due to administrator command')));
    expect(outage).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(outage)).not.toContain('asha@');
  });

  it('stops on a cyclic cause chain', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
