import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiGet, ApiRequestError } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAnswer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
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
