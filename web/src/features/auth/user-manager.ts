/**
 * The oidc-client-ts UserManager of the SPA (issue 3; product-spec.md §4 and §6): redirect sign-in and sign-out
 * returning to the site root, tokens in session storage, silent renewal (refresh token, else a same-origin
 * iframe at /silent-renew.html) when the access token is within 300 s of expiry (§9 "counts as expired within
 * 300 s of expiry"). Settings come from the runtime config (`appConfig.auth`), so one build serves the embedded
 * provider and Microsoft Entra ID alike.
 */
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { PublicConfig } from '../../../../contracts/public-config.ts';

/** product-spec.md §9: a token counts as expired within 300 s of its expiry. */
export const TOKEN_EXPIRY_MARGIN_S = 300;

/** localStorage key holding the signed-in account's display name and subject (shared across tabs; no token). */
export const ACCOUNT_HINT_KEY = 'auth:account';

/** The UserManager settings for `auth` on `origin` (e.g. 'https://www.example.com'). */
export function userManagerSettings(
  auth: NonNullable<PublicConfig['auth']>,
  origin: string,
  storage: Storage = sessionStorage,
): UserManagerSettings {
  return {
    authority: auth.authority,
    client_id: auth.clientId,
    scope: auth.loginScopes,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_EXPIRY_MARGIN_S,
    loadUserInfo: false,
    monitorSession: false,
  };
}

let shared: UserManager | null = null;

/** The page's one UserManager (created on first use). @throws Error when the runtime config has no sign-in settings. */
export function getUserManager(auth: PublicConfig['auth'], origin: string = window.location.origin): UserManager {
  if (!auth) throw new Error('Sign-in is not configured');
  shared ??= new UserManager(userManagerSettings(auth, origin));
  return shared;
}

/** True when an error means the user must interact again (expired refresh token or provider session). */
export function needsInteraction(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && ['interaction_required', 'login_required', 'consent_required', 'invalid_grant'].includes(code);
}
