/**
 * The one error shape of the API: { message, code, details? } (contracts/catalog.ts apiErrorSchema;
 * design.md "one error handler"). Routes throw `HttpError`; the app's error handler turns everything else
 * into 400 (validation) or 500 (details hidden).
 */
import type { $ZodError as ZodError } from 'zod/v4/core';

/** An error with an HTTP status and a machine-readable code, safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: Record<string, string[]>;
  constructor(statusCode: number, code: string, message: string, details?: Record<string, string[]>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/** 404 with code NOT_FOUND. */
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

/** Maps zod issues to { 'field.path': [messages] } ('' for the root). */
export function zodDetails(error: ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    (details[key] ??= []).push(issue.message);
  }
  return details;
}

/** 400 VALIDATION_FAILED from a ZodError, with field messages in `details`. */
export function validationError(error: ZodError, message = 'Invalid request'): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, zodDetails(error));
}
