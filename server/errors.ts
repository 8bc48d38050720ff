/**
 * The one error shape of the API: { message, code, details? } (contracts/catalog.ts apiErrorSchema;
 * design.md "one error handler"). Routes throw `HttpError`; the app's error handler turns everything else
 * into 400 (validation) or 500 (details hidden).
 */
import type { $ZodError as ZodError } from 'zod/v4/core';
import type { ApiErrorDetail } from '../contracts/catalog.ts';
import { allows, STAFF_REFUSALS, type StaffPermission, type StaffRole } from '../contracts/staff-roles.ts';
import type { VendorKey } from '../contracts/vendors.ts';

/** An error with an HTTP status and a machine-readable code, safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: ApiErrorDetail[];
  /** Seconds after which the client may try again; sent as the Retry-After header (429, 503). */
  readonly retryAfterS?: number;
  constructor(statusCode: number, code: string, message: string, details?: ApiErrorDetail[], retryAfterS?: number) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.retryAfterS = retryAfterS;
  }
}

/** 404 with code NOT_FOUND. */
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

/** Maps zod issues to `[{ path: 'field.path', message }]`, in the schema's order ('' is the whole request). */
export function zodDetails(error: ZodError): ApiErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** 400 VALIDATION_FAILED naming one field: `fieldError('name', 'Category name is required')`. */
export function fieldError(path: string, message: string, summary = message): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', summary, [{ path, message }]);
}

/** The summary of a refused request body: the details name each field (the forms show them on the fields). */
export const INVALID_BODY_MESSAGE = 'Please check the highlighted fields.';

/** One issue of a route schema's refusal, as fastify-type-provider-zod hands it to the error handler. */
export interface SchemaIssue {
  /** JSON pointer of the field in the part refused: '/email', '/properties/0/key', '/' for the whole part. */
  instancePath: string;
  message?: string;
}

/**
 * 400 VALIDATION_FAILED from a route schema's refusal (server/plugins/openapi.ts): `details` gives each issue's
 * dotted path and message; the summary is INVALID_BODY_MESSAGE for a body, and the first issue's own message for
 * path parameters and the query ('Product id must be a GUID', 'limit must be a whole number from 1 to 200').
 */
export function schemaValidationError(issues: readonly SchemaIssue[], part: string | undefined): HttpError {
  const details = issues.map((issue) => ({ path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: issue.message ?? 'Invalid value' }));
  const summary = part === 'body' ? INVALID_BODY_MESSAGE : (details[0]?.message ?? 'Invalid request');
  return new HttpError(400, 'VALIDATION_FAILED', summary, details);
}

/** The 403 FORBIDDEN of a staff request its roles do not allow (contracts/staff-roles.ts `STAFF_REFUSALS`). */
export function forbidden(permission: StaffPermission): HttpError {
  return new HttpError(403, 'FORBIDDEN', STAFF_REFUSALS[permission]);
}

/**
 * Raises 403 FORBIDDEN unless `who`'s roles allow `permission` (for every storefront in `vendors` when given), before
 * anything is read or changed; used by routes and by the services that learn the storefront from a stored row.
 * @throws HttpError(403).
 */
export function assertAllowed(who: { roles: readonly StaffRole[] } | null, permission: StaffPermission, ...vendors: VendorKey[]): void {
  const roles = who?.roles ?? [];
  const ok = vendors.length ? vendors.every((vendor) => allows(roles, permission, vendor)) : allows(roles, permission);
  if (!ok) throw forbidden(permission);
}
