import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiGet, apiRequest, ApiRequestError, parseRetryAfter } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAnswer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })),
  );
}

const answerSchema = z.object({ name: z.string() });

describe('apiGet with a schema loader (lib/api-client.ts AnswerSchema)', () => {
  it('checks the answer against the loaded schema', async () => {
    stubAnswer({ name: 'Long Rod Insulator', extra: 1 });
    await expect(apiGet('/thing', async () => answerSchema)).resolves.toEqual({ name: 'Long Rod Insulator' });

    stubAnswer({ name: 42 });
    await expect(apiGet('/thing', async () => answerSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reports the failed request, not the loader, when both fail (and leaves no unhandled rejection)', async () => {
    stubAnswer({ message: 'Unknown vendor', code: 'NOT_FOUND' }, 404);
    const error = await apiGet('/thing', () => Promise.reject(new Error('chunk failed'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Unknown vendor' });
    // An unhandled rejection would fail the run once the event loop turns.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('reports a schema that cannot be loaded as a network failure (retried like one)', async () => {
    stubAnswer({ name: 'Long Rod Insulator' });
    const error = await apiGet('/thing', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('a refused request (details and Retry-After)', () => {
  const received = z.object({ status: z.string() });
  const post = () => apiRequest('/contact', received, { method: 'POST', body: { name: 'x' } }).catch((e: unknown) => e);

  it('carries the failing fields the server named, in its order, leaving out malformed entries', async () => {
    stubAnswer(
      {
        message: 'Please check the highlighted fields.',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', message: 'Enter a valid e-mail address, e.g. name@company.com' }, { path: 'name' }, 'junk', { path: '', message: 'Too much' }],
      },
      400,
    );
    const error = await post();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', retryAfterS: undefined });
    expect((error as ApiRequestError).details).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address, e.g. name@company.com' },
      { path: '', message: 'Too much' },
    ]);
  });

  it('reads Retry-After in seconds from a 429', async () => {
    stubAnswer({ message: 'Too many enquiries from this address.', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '720' });
    expect(await post()).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterS: 720, details: [] });
  });

  it('keeps Retry-After when the body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '30' } })));
    expect(await post()).toMatchObject({ status: 503, message: 'Service Unavailable', retryAfterS: 30, details: [] });
  });
});

describe('parseRetryAfter (RFC 9110: seconds or an HTTP date)', () => {
  const now = Date.parse('2026-11-24T15:28:00Z');
  it('reads seconds, an HTTP date from now, a past date as 0, and nothing otherwise', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 15:40:00 GMT', now)).toBe(720);
    expect(parseRetryAfter('Tue, 24 Nov 2026 15:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
