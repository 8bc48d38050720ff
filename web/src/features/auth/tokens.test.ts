import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import {
  apiAccessToken,
  apiTokenScope,
  isApiToken,
  recordedRefreshExpiry,
  REFRESH_EXPIRY_KEY,
  refreshTokenCountsExpired,
  refreshTokenExpiresAt,
  rememberRefreshExpiry,
  renewTokens,
  TOKEN_EXPIRY_MARGIN_S,
} from './tokens.ts';

const EMBEDDED = { loginScopes: 'openid profile email api', apiScopes: 'api', audience: 'https://site.example/api' };
const ENTRA = { loginScopes: 'openid profile offline_access User.Read', apiScopes: 'abcd/.default', audience: 'abcd' };
const settings = { authority: 'https://id.example', clientId: 'abcd', ...ENTRA };

/** An unsigned JWT with these claims (only its payload is read in the browser). */
function jwt(claims: Record<string, unknown>): string {
  const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

/** A user manager double: the stored user and the calls to signinSilent. */
function fakeManager(user: Partial<User> | null) {
  const renewed = { access_token: jwt({ aud: 'abcd' }), expires_in: 3600 } as User;
  const signinSilent = vi.fn(async () => renewed);
  const manager = { getUser: vi.fn(async () => user as User | null), signinSilent } as unknown as UserManager;
  return { manager, signinSilent, renewed };
}

afterEach(() => sessionStorage.clear());

describe('scopes (product-spec.md §6)', () => {
  it('asks for the API token with the OpenID login scopes plus the API scopes', () => {
    // Microsoft Entra ID: signed in for Graph's User.Read, the API's token is "{client id}/.default".
    expect(apiTokenScope(ENTRA)).toBe('openid profile offline_access abcd/.default');
    // The embedded provider: its sign-in already holds the API scope; nothing is repeated.
    expect(apiTokenScope(EMBEDDED)).toBe('openid profile email api');
  });

  it('recognises the API\'s token by its audience, not a Graph token or an opaque one', () => {
    expect(isApiToken(jwt({ aud: 'abcd' }), 'abcd')).toBe(true);
    expect(isApiToken(jwt({ aud: ['other', 'abcd'] }), 'abcd')).toBe(true);
    expect(isApiToken(jwt({ aud: '00000003-0000-0000-c000-000000000000' }), 'abcd')).toBe(false);
    expect(isApiToken('opaque-token', 'abcd')).toBe(false);
    expect(isApiToken(undefined, 'abcd')).toBe(false);
  });
});

describe('the refresh token\'s expiry (product-spec.md §9: expired within 300 s of it)', () => {
  it('reads refresh_token_expires_in from a token answer, as a number or digits', () => {
    expect(refreshTokenExpiresAt({ refresh_token: 'r', refresh_token_expires_in: 86_400 } as never, 1000)).toBe(87_400);
    expect(refreshTokenExpiresAt({ refresh_token: 'r', refresh_token_expires_in: '600' } as never, 1000)).toBe(1600);
    expect(refreshTokenExpiresAt({ refresh_token: 'r' }, 1000)).toBeUndefined();
    expect(refreshTokenExpiresAt({ refresh_token_expires_in: 600 } as never, 1000)).toBeUndefined();
  });

  it('counts the refresh token as expired from 300 s before its expiry; unknown never counts', () => {
    expect(TOKEN_EXPIRY_MARGIN_S).toBe(300);
    expect(refreshTokenCountsExpired(1301, 1000)).toBe(false);
    expect(refreshTokenCountsExpired(1300, 1000)).toBe(true);
    expect(refreshTokenCountsExpired(900, 1000)).toBe(true);
    expect(refreshTokenCountsExpired(undefined, 1000)).toBe(false);
  });

  it('is kept in session storage beside the tokens, and forgotten', () => {
    rememberRefreshExpiry(sessionStorage, 1234);
    expect(sessionStorage.getItem(REFRESH_EXPIRY_KEY)).toBe('1234');
    expect(recordedRefreshExpiry(sessionStorage)).toBe(1234);
    rememberRefreshExpiry(sessionStorage, undefined);
    expect(recordedRefreshExpiry(sessionStorage)).toBeUndefined();
  });
});

describe('renewTokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('uses the refresh token for the API scopes while it is more than 300 s from expiry', async () => {
    rememberRefreshExpiry(sessionStorage, now() + 301 + 5);
    const { manager, signinSilent } = fakeManager({ refresh_token: 'r1' });
    await renewTokens(manager, settings);
    expect(signinSilent).toHaveBeenCalledWith({ extraTokenParams: { scope: 'openid profile offline_access abcd/.default' } });
  });

  it('does not send a refresh token within 300 s of its expiry: signs in silently with the provider\'s session', async () => {
    rememberRefreshExpiry(sessionStorage, now() + 200);
    const { manager, signinSilent } = fakeManager({ refresh_token: 'r1' });
    await renewTokens(manager, settings);
    expect(signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true, scope: 'openid profile offline_access abcd/.default' });
  });

  it('signs in silently when there is no refresh token, and does nothing for nobody', async () => {
    const { manager, signinSilent } = fakeManager({});
    await renewTokens(manager, settings);
    expect(signinSilent).toHaveBeenCalledWith(expect.objectContaining({ forceIframeAuth: true }));
    const nobody = fakeManager(null);
    expect(await renewTokens(nobody.manager, settings)).toBeNull();
    expect(nobody.signinSilent).not.toHaveBeenCalled();
  });

  it('sends one request for simultaneous renewals (a used refresh token is replaced)', async () => {
    const { manager, signinSilent } = fakeManager({ refresh_token: 'r1' });
    const [a, b] = await Promise.all([renewTokens(manager, settings), renewTokens(manager, settings)]);
    expect(a).toBe(b);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    await renewTokens(manager, settings);
    expect(signinSilent).toHaveBeenCalledTimes(2);
  });
});

describe('apiAccessToken', () => {
  it('sends the API\'s own token while it is more than 300 s from expiry', async () => {
    const token = jwt({ aud: 'abcd' });
    const { manager, signinSilent } = fakeManager({ access_token: token, expires_in: 301, refresh_token: 'r' });
    expect(await apiAccessToken(manager, settings)).toBe(token);
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('renews a token within 300 s of expiry, and exchanges a token for another resource (Graph) for the API\'s', async () => {
    for (const user of [
      { access_token: jwt({ aud: 'abcd' }), expires_in: 299, refresh_token: 'r' },
      { access_token: jwt({ aud: '00000003-0000-0000-c000-000000000000' }), expires_in: 3600, refresh_token: 'r' },
    ]) {
      const { manager, signinSilent, renewed } = fakeManager(user);
      expect(await apiAccessToken(manager, settings)).toBe(renewed.access_token);
      expect(signinSilent).toHaveBeenCalledTimes(1);
    }
  });

  it('has no token for nobody', async () => {
    expect(await apiAccessToken(fakeManager(null).manager, settings)).toBeNull();
  });
});
