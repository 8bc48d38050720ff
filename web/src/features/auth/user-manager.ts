/**
 * The oidc-client-ts UserManager of the SPA (product-spec.md §4 and §6): redirect sign-in and
 * sign-out returning to the site root, the login scopes at sign-in, tokens in session storage, and renewal driven
 * by the page (tokens.ts `renewTokens`, when the access token is within 300 s of expiry: §9) instead of the
 * library's automatic renewal, which would ask for the login scopes and ignore the refresh token's expiry.
 * Settings come from the runtime config (`appConfig.auth`), so one build serves the embedded provider and
 * Microsoft Entra ID alike.
 */
import { UserManager, WebStorageStateStore, type SigninResponse, type User, type UserManagerSettings } from 'oidc-client-ts';
import { nowS, rememberRefreshExpiry, refreshTokenExpiresAt, TOKEN_EXPIRY_MARGIN_S, type AuthSettings } from './tokens.ts';

export { TOKEN_EXPIRY_MARGIN_S };

/** localStorage key holding the signed-in account's display name and subject (shared across tabs; no token). */
export const ACCOUNT_HINT_KEY = 'auth:account';

/** The UserManager settings for `auth` on `origin` (e.g. 'https://www.example.com'). */
export function userManagerSettings(auth: AuthSettings, origin: string, storage: Storage = sessionStorage): UserManagerSettings {
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
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_EXPIRY_MARGIN_S,
    loadUserInfo: false,
    monitorSession: false,
  };
}

/**
 * The UserManager, plus the refresh token's expiry: when a sign-in ends (a redirect's return or a silent iframe),
 * the token answer's `refresh_token_expires_in` is recorded in `storage` (tokens.ts explains why and how it is
 * used); it is forgotten with the user.
 */
export class SiteUserManager extends UserManager {
  readonly #storage: Storage;

  constructor(settings: UserManagerSettings, storage: Storage) {
    super(settings);
    this.#storage = storage;
    this.events.addUserUnloaded(() => rememberRefreshExpiry(this.#storage, undefined));
  }

  protected override async _buildUser(signinResponse: SigninResponse, verifySub?: string): Promise<User> {
    const user = await super._buildUser(signinResponse, verifySub);
    rememberRefreshExpiry(this.#storage, refreshTokenExpiresAt(signinResponse, nowS()));
    return user;
  }
}

let shared: SiteUserManager | null = null;

/** The page's one UserManager (created on first use). @throws Error when the runtime config has no sign-in settings. */
export function getUserManager(auth: AuthSettings | undefined, origin: string = window.location.origin): SiteUserManager {
  if (!auth) throw new Error('Sign-in is not configured');
  shared ??= new SiteUserManager(userManagerSettings(auth, origin), sessionStorage);
  return shared;
}

/** True when an error means the user must interact again (expired refresh token or provider session). */
export function needsInteraction(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && ['interaction_required', 'login_required', 'consent_required', 'invalid_grant'].includes(code);
}
