/**
 * Plugin `error-handler`: the one error shape of the API, `{ message, code, details? }` (contracts/catalog.ts
 * `apiErrorSchema`; design.md "one error handler that hides 5xx details").
 *
 * - `HttpError` (server/errors.ts): its status, code, message and details, and `Retry-After` when it has one.
 * - A request its route's schema refused (server/plugins/openapi.ts): 400 VALIDATION_FAILED, `details` naming each
 *   field (server/errors.ts `schemaValidationError`).
 * - `ZodError` escaping a route: 400 VALIDATION_FAILED, `details` lists `{ path, message }` per failing field.
 * - Fastify's own 4xx errors (bad JSON, body too large, rate limit): their status, code and
 *   message.
 * - PostgreSQL refusing a text it cannot store (22P05, 22021: a NUL byte, an invalid byte sequence), also
 *   wrapped by drizzle: 400 INVALID_CHARACTER, the last line of defence behind the shared schemas' character
 *   rule (contracts/plain-text.ts).
 * - The database unreachable (connection refused, reset or terminated, shutting down or starting up, connect
 *   timeout: the one list in server/db/unavailable.ts): 503 UNAVAILABLE with `Retry-After`, logged as a warning
 *   naming only the driver's code and message ("What broke" 1, 2).
 * - Anything else: logged with the request, answered 500 INTERNAL with a generic message (no stack, no text
 *   from the error: it may name tables, paths or secrets).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import type { ApiError } from '../../contracts/catalog.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, schemaValidationError, zodDetails } from '../errors.ts';
import { databaseOutage } from '../db/unavailable.ts';
import { sqlStateOf } from '../db/sql-state.ts';

/** The message of every 5xx answer. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The message of every 503 UNAVAILABLE answer caused by the database. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable for a moment. Please try again shortly.';

/** 503 UNAVAILABLE with Retry-After DATABASE_RETRY_AFTER_S, the one answer while the database is unreachable. */
export function databaseUnavailable(): HttpError {
  return new HttpError(503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, DATABASE_RETRY_AFTER_S);
}

/** SQLSTATEs of a text PostgreSQL cannot store: 22P05 untranslatable_character, 22021 character_not_in_repertoire. */
const UNSTORABLE_TEXT = new Set(['22P05', '22021']);

/** True when `error` or one of its causes (drizzle wraps the driver's error) is an UNSTORABLE_TEXT error. */
export function isUnstorableText(error: unknown): boolean {
  return UNSTORABLE_TEXT.has(sqlStateOf(error) ?? '');
}

/** Registers the error handler on the root instance (so it covers every route). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError | Error>((thrown, request, reply) => {
      let status: number;
      let body: ApiError;
      let error = thrown;
      if (hasZodFastifySchemaValidationErrors(error)) error = schemaValidationError(error.validation, error.validationContext);
      const outage = error instanceof HttpError ? null : databaseOutage(error);
      if (outage) {
        request.log.warn({ database: outage }, 'database unavailable: answering 503');
        error = databaseUnavailable();
      }
      if (error instanceof HttpError) {
        status = error.statusCode;
        body = { message: error.message, code: error.code, details: error.details };
        if (error.retryAfterS !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterS))));
      } else if (error instanceof $ZodError) {
        // Classic ZodError and zod/mini's errors both extend core's $ZodError.
        status = 400;
        body = { message: 'Invalid request', code: 'VALIDATION_FAILED', details: zodDetails(error) };
      } else if (isUnstorableText(error)) {
        status = 400;
        body = { message: 'The request contains a character that cannot be stored.', code: 'INVALID_CHARACTER' };
      } else {
        const fastifyError = error as FastifyError;
        status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
        body =
          status < 500
            ? { message: fastifyError.message, code: fastifyError.code ?? 'BAD_REQUEST' }
            : { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' };
      }
      if (outage) {
        // Logged above, without the wrapped query's text and parameters.
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: body.code }, body.message);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);
