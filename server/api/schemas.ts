/**
 * The pieces every API route's schema is made of (server/plugins/openapi.ts): id and vendor
 * path parameters with the messages the API answers, the error responses, byte responses (PDF, CSV), and the
 * names under which the shared shapes of contracts/ appear in the OpenAPI document.
 */
import { z } from 'zod';
import { accountSchema } from '../../contracts/account.ts';
import {
  apiErrorDetailSchema,
  apiErrorSchema,
  categoryListingSchema,
  categorySummarySchema,
  keyValueSchema,
  productSchema,
} from '../../contracts/catalog.ts';
import { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { enquiryReceivedSchema, enquirySchema } from '../../contracts/enquiry.ts';
import { enquiryDetailSchema, enquiryPageSchema } from '../../contracts/enquiry-inbox.ts';
import { GUID_PATTERN } from '../../contracts/guid.ts';
import { VENDORS } from '../../contracts/vendors.ts';

/**
 * The shared shapes, by the name the OpenAPI document gives them under `components.schemas`. A shape used in
 * requests appears a second time as the request's view of it, named with 'Input' added ('EnquiryInput': what a
 * client may send, before defaults and trimming), so no name here ends in 'Input'.
 */
const COMPONENTS: ReadonlyArray<[string, z.core.$ZodType]> = [
  ['Product', productSchema],
  ['CategorySummary', categorySummarySchema],
  ['CategoryListing', categoryListingSchema],
  ['KeyValue', keyValueSchema],
  ['CategoryWrite', categoryInputSchema],
  ['ProductWrite', productInputSchema],
  ['Enquiry', enquirySchema],
  ['EnquiryReceived', enquiryReceivedSchema],
  ['EnquiryPage', enquiryPageSchema],
  ['EnquiryDetail', enquiryDetailSchema],
  ['Account', accountSchema],
  ['ApiError', apiErrorSchema],
  ['ApiErrorDetail', apiErrorDetailSchema],
];

/** Names the shared shapes in zod's global registry, once (the OpenAPI transform reads the ids from there). */
export function registerApiComponents(): void {
  for (const [id, schema] of COMPONENTS) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}

/**
 * Path parameters `{ id }`: a GUID in any case, handed to the handler in lower case.
 * A malformed one answers 400 VALIDATION_FAILED '{what} id must be a GUID' (e.g. 'Product id must be a GUID').
 */
export function idParams(what: string) {
  const message = `${what} id must be a GUID`;
  return z.object({
    id: z
      .string({ error: message })
      .regex(GUID_PATTERN, message)
      .transform((id) => id.toLowerCase())
      .meta({ description: `The ${what.toLowerCase()}'s id (a GUID)`, example: '3f2a9c1e-8b7d-4e21-9a55-0c6f1d2e3b4a' }),
  });
}

/**
 * Path parameters `{ vendor }`: a storefront's key. Any string passes validation, so an unknown one answers
 * 404 from the handler ('Unknown vendor …'), as an unknown id does, rather than 400.
 */
/**
 * An optional `limit` query parameter: a whole number from 1 to `max` written in digits, else 400 on 'limit'
 * with "limit must be a whole number from 1 to {max}"; `description` says what it counts and its default.
 */
export function limitQuery(max: number, description: string) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .optional()
    .meta({ description });
}

export const vendorParams = z.object({
  vendor: z.string().meta({ description: `The storefront: ${VENDORS.map((v) => `'${v.key}'`).join(' or ')}`, example: VENDORS[0].key }),
});

/** What each error status of the API means, as the OpenAPI document describes it. */
const ERROR_MEANINGS = {
  400: 'The request is refused: `details` names each field and what is wrong with it',
  401: 'No valid access token: sign in',
  403: 'The account\'s roles do not allow this (code FORBIDDEN): nothing was changed',
  404: 'Not found',
  409: 'A conflict: a file of that name exists, someone saved since the editor opened it, or a restore finds its id taken or its parent gone',
  413: 'The file or body is too large',
  415: 'The file is not an accepted type (judged by its bytes)',
  429: 'Too many requests from this address or e-mail: wait the Retry-After seconds',
  503: 'A dependency (the database) is down: try again after the Retry-After seconds',
} as const;

/** HTTP statuses an API route may answer with the one error shape. */
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** A JSON response of the one error shape, described. */
function errorResponse(status: ErrorStatus) {
  return { description: ERROR_MEANINGS[status], content: { 'application/json': { schema: apiErrorSchema } } };
}

/**
 * The error responses of a route: each status answers `{ message, code, details? }` (contracts/catalog.ts
 * `apiErrorSchema`), serialised through that schema. 503 applies to every route that reads the database.
 */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, ReturnType<typeof errorResponse>>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}

/** The document's security scheme (server/plugins/openapi.ts): an OAuth 2.0 / OpenID Connect access token. */
export const BEARER_SCHEME = 'bearer';

/** The security requirement of a route that needs an access token. */
export const BEARER_SECURITY = [{ [BEARER_SCHEME]: [] }];

/** A response of bytes in `contentType` (a PDF, a CSV), documented as a binary string. */
export function bytesResponse(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } } };
}
