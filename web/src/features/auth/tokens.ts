/**
 * The API's access token and its renewal (product-spec.md §6 "Login scope is User.Read, and an API scope
 * is the app client id with .default", §9 "Refresh token counts as expired within 300 s of expiry", §4, §7).
 *
 * Scopes. The sign-in asks for the login scopes (`auth.loginScopes`). The token sent with writes must be the API's:
 * a JWT whose `aud` is `auth.audience`. Microsoft Entra ID issues an access token for one resource at a time, so
 * after signing in for Microsoft Graph's `User.Read` the SPA asks for the API's token with the refresh token, which
 * Entra ID issues for every resource the user consented to (what MSAL's acquireTokenSilent does). The embedded
 * provider's sign-in asks for its API scope already, so its first token is the API's and no second request is made.
 *
 * The refresh token's expiry. oidc-client-ts keeps no expiry for the refresh token. The token answer says it in
 * `refresh_token_expires_in` (seconds): Microsoft Entra ID sends it for single-page apps (24 hours, counted from the
 * sign-in and not extended when the token is used), and the embedded provider sends it too (14 days from the
 * sign-in, not extended either; server/auth/embedded-provider.ts). user-manager.ts records it, when a sign-in (a
 * redirect or a silent iframe) ends, as an epoch time next to the tokens in session storage. A refresh does not
 * move it: those providers carry the first token's end over to its successors. An issuer that says nothing leaves
 * it unknown, and its refresh token is used until the issuer refuses it.
 *
 * Within 300 s of that expiry the refresh token counts as expired (§9) and is not sent; the page signs in silently
 * with the provider's session instead (a hidden iframe), as MSAL does. When that needs the user (no provider
 * session), the error is an interaction-required one: the caller clears the user and redirects to logout (§4, §8).
 */
import { decodeJwt } from 'jose';
import type { User, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '../../../../contracts/public-config.ts';

/** product-spec.md §9: a token counts as expired within 300 s of its expiry (access and refresh token alike). */
export const TOKEN_EXPIRY_MARGIN_S = 300;

/** Storage key of the refresh token's expiry (epoch seconds), beside the tokens in session storage. */
export const REFRESH_EXPIRY_KEY = 'auth:refresh-expires-at';

/** The sign-in settings of the runtime config. */
export type AuthSettings = NonNullable<PublicConfig['auth']>;

/** Scopes of OpenID Connect itself (they name no resource, so they go with any resource's scopes). */
const OPENID_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

/** The current time in epoch seconds. */
export function nowS(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The scope of a request for the API's token: the OpenID scopes among the login scopes (so the answer carries an ID
 * token and, with `offline_access`, a refresh token) plus the API scopes, once each, space-separated.
 * E.g. Entra ID: 'openid profile offline_access' + '{client id}/.default'.
 */
export function apiTokenScope(auth: Pick<AuthSettings, 'loginScopes' | 'apiScopes'>): string {
  const login = auth.loginScopes.split(' ').filter((s) => OPENID_SCOPES.has(s));
  return [...new Set([...login, ...auth.apiScopes.split(' ')])].filter(Boolean).join(' ');
}

/**
 * True when `accessToken` is a JWT for the API: its `aud` is (or lists) `audience`. Tokens for other resources
 * (Microsoft Graph's after an Entra ID sign-in; they may not even be JWTs) are not. Only the audience is read;
 * the server verifies the token itself.
 */
export function isApiToken(accessToken: string | undefined, audience: string): boolean {
  if (!accessToken) return false;
  try {
    const { aud } = decodeJwt(accessToken);
    return Array.isArray(aud) ? aud.includes(audience) : aud === audience;
  } catch {
    return false;
  }
}

/**
 * When the refresh token of a token answer expires, in epoch seconds: `now` + its `refresh_token_expires_in`
 * (a number, or a string of digits as some servers send), or undefined when the answer has no refresh token or
 * does not say.
 */
export function refreshTokenExpiresAt(answer: { refresh_token?: string }, now: number = nowS()): number | undefined {
  const seconds = Number((answer as { refresh_token_expires_in?: unknown }).refresh_token_expires_in);
  if (!answer.refresh_token || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return now + Math.floor(seconds);
}

/** §9: true when a refresh token expiring at `expiresAt` (epoch s) is within 300 s of it or past; false when unknown. */
export function refreshTokenCountsExpired(expiresAt: number | undefined, now: number = nowS()): boolean {
  return expiresAt !== undefined && expiresAt - now <= TOKEN_EXPIRY_MARGIN_S;
}

/** Records (or, with undefined, forgets) the refresh token's expiry in `storage`. Storage failures are ignored. */
export function rememberRefreshExpiry(storage: Storage, expiresAt: number | undefined): void {
  try {
    if (expiresAt === undefined) storage.removeItem(REFRESH_EXPIRY_KEY);
    else storage.setItem(REFRESH_EXPIRY_KEY, String(expiresAt));
  } catch {
    // Storage disabled: the expiry stays unknown and the refresh token is used until the issuer refuses it.
  }
}

/** The recorded refresh-token expiry (epoch s), or undefined. */
export function recordedRefreshExpiry(storage: Storage): number | undefined {
  try {
    const value = Number(storage.getItem(REFRESH_EXPIRY_KEY) ?? NaN);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const renewals = new WeakMap<UserManager, Promise<User | null>>();

/**
 * Gets a fresh API token set into the user manager, one request at a time per page (a used refresh token is
 * replaced: two requests with the same one would be a replay, which revokes the sign-in):
 * - with the refresh token, for the API scopes, unless it counts as expired (§9);
 * - else silently through the provider's session (hidden iframe), for the API scopes.
 * @returns the new user, or null when nobody is signed in
 * @throws the provider's error; `needsInteraction(error)` tells when the user must sign in again
 */
export function renewTokens(manager: UserManager, auth: AuthSettings, storage: Storage = sessionStorage): Promise<User | null> {
  const running = renewals.get(manager);
  if (running) return running;
  const renewal = (async () => {
    const user = await manager.getUser();
    if (!user) return null;
    const scope = apiTokenScope(auth);
    if (user.refresh_token && !refreshTokenCountsExpired(recordedRefreshExpiry(storage))) {
      // oidc-client-ts sends the user's own scope on a refresh unless the extra token parameters name one.
      return manager.signinSilent({ extraTokenParams: { scope } });
    }
    return manager.signinSilent({ forceIframeAuth: true, scope });
  })().finally(() => renewals.delete(manager));
  renewals.set(manager, renewal);
  return renewal;
}

/**
 * The access token to send to the API: the user's own when it is the API's and more than 300 s from expiry (§9),
 * else a renewed one (`renewTokens`).
 * @returns the token, or null when nobody is signed in
 * @throws as `renewTokens`
 */
export async function apiAccessToken(manager: UserManager, auth: AuthSettings, storage: Storage = sessionStorage): Promise<string | null> {
  const user = await manager.getUser();
  if (!user) return null;
  if (isApiToken(user.access_token, auth.audience) && (user.expires_in ?? 0) > TOKEN_EXPIRY_MARGIN_S) return user.access_token;
  const renewed = await renewTokens(manager, auth, storage);
  return renewed?.access_token ?? null;
}
