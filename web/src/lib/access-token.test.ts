import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getAccessToken, setAccessTokenProvider } from './access-token.ts';
import { apiRequest, ApiRequestError } from './api-client.ts';

afterEach(() => {
  setAccessTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('access tokens for writes (product-spec.md §6, §7)', () => {
  it('sends the bearer token on writes with auth: true, and none on reads', async () => {
    setAccessTokenProvider(async () => 'token-123');
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/Categories', z.object({ ok: z.boolean() }), { method: 'POST', body: { name: 'x' }, auth: true });
    await apiRequest('/Categories/radhe', z.object({ ok: z.boolean() }));
    const headers = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => init.headers as Record<string, string>);
    expect(headers[0].Authorization).toBe('Bearer token-123');
    expect(headers[1].Authorization).toBeUndefined();
  });

  it('does not send a write without a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('/Products/x', z.null(), { method: 'DELETE', auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('parses 204 No Content as null', async () => {
    setAccessTokenProvider(async () => 't');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(apiRequest('/Products/x', z.null(), { method: 'DELETE', auth: true })).resolves.toBeNull();
  });

  it('logs a failed token acquisition and yields no token (§7)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setAccessTokenProvider(async () => {
      throw new Error('boom');
    });
    await expect(getAccessToken()).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Token acquisition failed', expect.any(Error));
  });

  it('removes only its own provider', async () => {
    const removeFirst = setAccessTokenProvider(async () => 'first');
    setAccessTokenProvider(async () => 'second');
    removeFirst();
    await expect(getAccessToken()).resolves.toBe('second');
  });
});
