/**
 * The one API client of the SPA (bulletproof-react: one client, per endpoint a fetcher + queryOptions + hook).
 *
 * Reads carry no authorization (product-spec.md §6). Writes pass `auth: true`: the request then carries
 * `Authorization: Bearer <access token>` from the registered provider (lib/access-token.ts); without a token the
 * request is not sent and fails with status 401, code 'NO_ACCESS_TOKEN'.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import type { ApiErrorDetail } from '../../../contracts/catalog.ts';
import { getAccessToken } from './access-token.ts';
import { appConfig } from './config.ts';

/**
 * An API call that failed: a non-2xx status, a network failure (status 0) or a body that is not the JSON
 * the schema expects (status of the response, `code` 'INVALID_RESPONSE').
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The `code` of the server's error body ({ message, code, details }), or a client-side code. */
  readonly code: string | undefined;
  /**
   * The failing fields the server named (`details: [{ path, message }]` of the one error shape, contracts/catalog.ts
   * apiErrorSchema); empty when it named none.
   */
  readonly details: ApiErrorDetail[];
  /** Seconds to wait before trying again, from the answer's Retry-After header (429, 503); undefined without one. */
  readonly retryAfterS: number | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    options?: { cause?: unknown; details?: ApiErrorDetail[]; retryAfterS?: number },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = options?.details ?? [];
    this.retryAfterS = options?.retryAfterS;
  }
}

/** Sends one request: `fetch` in the browser; the server render answers inside the server (server/pages/renderer.ts `injectTransport`). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const browserTransport: ApiTransport = (url, init) => fetch(url, init);

/** The transport each QueryClient's reads go through (set by `bindApiTransport`; `fetch` when none was set). */
const transports = new WeakMap<QueryClient, ApiTransport>();

/**
 * Makes the reads of `client` go through `transport`. The server render gives each request's QueryClient a
 * transport into the server itself (web/src/entry-server.tsx), so its reads never touch the network; the browser
 * sets none and uses `fetch`. Scoped to the client, so concurrent renders never share one.
 */
export function bindApiTransport(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

/** The transport for the reads of `client` (see `bindApiTransport`). */
export function apiTransportOf(client: QueryClient | undefined): ApiTransport {
  return (client && transports.get(client)) ?? browserTransport;
}

/** True when `error` is an ApiRequestError with this status (e.g. `isApiError(e, 404)`). */
export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

/**
 * TanStack Query `retry` policy for reads: a 4xx answer (bad id, not found) is final; network failures and
 * 5xx are retried twice.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON (with Content-Type application/json) unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Query parameters; undefined, null and '' values are left out; a list is sent as the parameter repeated. */
  query?: Record<string, string | number | readonly string[] | undefined | null>;
  /** Send the signed-in user's bearer access token (every write, product-spec.md §6). */
  auth?: boolean;
  /** How the request is sent (default `fetch`); reads pass their QueryClient's (`apiTransportOf`). */
  transport?: ApiTransport;
}

/** `apiBase` + path + query string. `path` starts with '/', e.g. '/Categories/radhe'. */
export function apiUrl(path: string, query?: ApiRequestOptions['query'], base: string = appConfig.apiBase): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  const qs = params.toString();
  return `${base.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The `[{ path, message }]` entries of an error body's `details`; anything else in it is left out. */
function errorDetails(details: unknown): ApiErrorDetail[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is ApiErrorDetail => typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string',
  );
}

/**
 * Seconds from `now` (ms since the epoch) until a Retry-After header value allows a retry (RFC 9110 §10.2.3: a
 * number of seconds or an HTTP date; a date in the past is 0). Undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Tue, 24 Nov 2026 15:40:00 GMT'); Date.parse would take '-5' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The ApiRequestError of a non-2xx answer: message, code and details from its `{ message, code, details }` body. */
async function errorOfResponse(response: Response): Promise<ApiRequestError> {
  const retryAfterS = parseRetryAfter(response.headers.get('Retry-After'));
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      const details = errorDetails('details' in body ? body.details : undefined);
      return new ApiRequestError(response.status, body.message, code, { details, retryAfterS });
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return new ApiRequestError(response.status, response.statusText || `Request failed with status ${response.status}`, undefined, { retryAfterS });
}

/**
 * The schema of an answer, or a function that imports it. Reads of the public pages pass a loader, so zod (about
 * 40 ms of main-thread work to evaluate on a slow phone) is not part of the JavaScript that hydrates a page; it is
 * imported, while the request is under way, by the first read the browser makes itself (docs/performance.md).
 */
export type AnswerSchema<S extends core.$ZodType> = S | (() => Promise<S>);

/**
 * Sends a request to the API and checks the JSON answer against `schema` (through its Standard Schema interface,
 * so this module imports no zod code).
 * @throws ApiRequestError on a network failure, a non-2xx status (message, code and details from the
 *   `{ message, code, details }` body, retryAfterS from Retry-After), or a body that is not valid JSON for the schema. An abort rethrows the AbortError unchanged.
 */
export async function apiRequest<S extends core.$ZodType>(
  path: string,
  answerSchema: AnswerSchema<S>,
  options: ApiRequestOptions = {},
): Promise<core.output<S>> {
  const schema = typeof answerSchema === 'function' ? answerSchema() : Promise.resolve(answerSchema);
  // Awaited below; a request that fails first must not leave its rejection unhandled.
  schema.catch(() => undefined);
  const { method = 'GET', body, headers = {}, signal, query, auth = false, transport = browserTransport } = options;
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers }, signal };
  if (auth) {
    const token = await getAccessToken();
    if (!token) throw new ApiRequestError(401, 'You need to sign in to do this.', 'NO_ACCESS_TOKEN');
    (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
  }
  if (body !== undefined) {
    if (body instanceof FormData) init.body = body;
    else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
  }

  let response: Response;
  try {
    response = await transport(apiUrl(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'Network request failed', 'NETWORK_ERROR', { cause: error });
  }

  if (!response.ok) throw await errorOfResponse(response);

  let json: unknown = null;
  try {
    // 204 No Content (DELETE, product-spec.md §7) has no body: it is parsed as null (use z.null()).
    if (response.status !== 204) json = await response.json();
  } catch (error) {
    throw new ApiRequestError(response.status, 'The server sent invalid JSON', 'INVALID_RESPONSE', { cause: error });
  }
  let loaded: S;
  try {
    loaded = await schema;
  } catch (error) {
    // The schema's chunk could not be fetched (offline, or a deploy replaced it): a network failure like any other.
    throw new ApiRequestError(0, 'Network request failed', 'NETWORK_ERROR', { cause: error });
  }
  const result = await loaded['~standard'].validate(json);
  if (result.issues) {
    throw new ApiRequestError(response.status, 'The server sent an unexpected response', 'INVALID_RESPONSE', {
      cause: result.issues,
    });
  }
  return result.value as core.output<S>;
}

/** GET `path` and parse the JSON answer with `schema` (see `apiRequest`). */
export function apiGet<S extends core.$ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  options: Pick<ApiRequestOptions, 'signal' | 'query' | 'headers' | 'transport'> = {},
): Promise<core.output<S>> {
  return apiRequest(path, schema, { ...options, method: 'GET' });
}
