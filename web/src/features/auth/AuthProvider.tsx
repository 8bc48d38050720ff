/**
 * Sign-in state for the admin area (product-spec.md §4 "Sign-in state"):
 * - wraps react-oidc-context's provider around the page's UserManager; a returning redirect (code and state in
 *   the URL, at the site root) is completed and the page that started sign-in is shown at once, path, query and
 *   hash alike, in place of the root (no landing page in between);
 * - registers the access-token provider the API client uses: the API's token, renewed first when within 300 s of
 *   expiry, with a refresh token that counts as expired within 300 s of its own expiry (tokens.ts); when renewal
 *   needs interaction, the user is cleared and a logout redirect happens (§4, §8 "an interaction-required failure
 *   means the refresh token expired"). Renewal also runs when the access token nears expiry, so the page stays
 *   signed in;
 * - follows the account across tabs (§4 "Account caching works across tabs"): the display name and subject (never
 *   a token) go to localStorage; another tab that is signed out then signs in silently with the provider's
 *   session, and signing out in one tab signs out the others;
 * - logs sign-in failures to the console (§8); SignInProblem shows them to the visitor too.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthProvider as OidcProvider, useAuth } from 'react-oidc-context';
import type { User, UserManager } from 'oidc-client-ts';
import { setAccessTokenProvider } from '../../lib/access-token.ts';
import { appConfig } from '../../lib/config.ts';
import { apiAccessToken, renewTokens } from './tokens.ts';
import { ACCOUNT_HINT_KEY, getUserManager, needsInteraction } from './user-manager.ts';

/** Where a sign-in started, carried through the redirect in the OIDC state. */
export interface SigninState {
  /** Path, query and hash, e.g. '/admin/manage?x=1#top'. */
  returnTo?: string;
}

/** Where sign-in returns when the state names no page: the Product Manager. */
export const DEFAULT_RETURN_TO = '/admin/manage';

/** The current page as a return address: path, query and hash. */
export function currentPage(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * The page a sign-in returns to: `returnTo` when it is a path on this site (starts with one '/', and is not the
 * sign-in return at the root itself), else DEFAULT_RETURN_TO.
 */
export function returnTarget(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return DEFAULT_RETURN_TO;
  }
  const [path] = returnTo.split(/[?#]/, 1);
  return path === '/' ? DEFAULT_RETURN_TO : returnTo;
}

function writeHint(user: User | null | undefined): void {
  try {
    if (user) localStorage.setItem(ACCOUNT_HINT_KEY, JSON.stringify({ sub: user.profile.sub, name: displayName(user) }));
    else localStorage.removeItem(ACCOUNT_HINT_KEY);
  } catch {
    // Storage disabled: each tab signs in on its own.
  }
}

function readHint(): string | null {
  try {
    return localStorage.getItem(ACCOUNT_HINT_KEY);
  } catch {
    return null;
  }
}

/** The account's display name (§3 "Signed-in account: display name"). */
export function displayName(user: User): string {
  const p = user.profile;
  return String(p.name ?? p.preferred_username ?? p.email ?? 'Signed in');
}

/** Signs in silently with the provider's session (hidden iframe), for a tab that has no user of its own. */
function silentSignIn(manager: UserManager, why: string): void {
  manager.signinSilent({ forceIframeAuth: true }).catch((error: unknown) => {
    console.error(`Silent sign-in failed (${why})`, error);
    if (needsInteraction(error)) writeHint(null);
  });
}

/** Token source, renewal, cross-tab sharing, failure logging. Renders nothing. */
function SessionKeeper() {
  const auth = useAuth();
  const { events, isLoading, user } = auth;

  useEffect(() => {
    const settings = appConfig.auth!;
    const manager = getUserManager(settings);
    const endSession = async (why: unknown) => {
      console.error('Sign-in expired; signing out', why);
      await manager.removeUser();
      writeHint(null);
      await manager.signoutRedirect().catch((error: unknown) => console.error('Sign-out redirect failed', error));
    };
    const failed = async (what: string, error: unknown) => {
      if (needsInteraction(error)) await endSession(error);
      else console.error(what, error);
    };
    const remove = setAccessTokenProvider(async () => {
      try {
        return await apiAccessToken(manager, settings);
      } catch (error) {
        await failed('Token acquisition failed', error);
        return null;
      }
    });
    const onExpiring = () => {
      renewTokens(manager, settings).catch((error: unknown) => failed('Silent token renewal failed', error));
    };
    const onSignedOut = () => writeHint(null);
    events.addAccessTokenExpiring(onExpiring);
    events.addUserSignedOut(onSignedOut);
    return () => {
      remove();
      events.removeAccessTokenExpiring(onExpiring);
      events.removeUserSignedOut(onSignedOut);
    };
  }, [events]);

  // Another tab signed in or out.
  useEffect(() => {
    const manager = getUserManager(appConfig.auth);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCOUNT_HINT_KEY) return;
      if (event.newValue === null) void manager.removeUser();
      else void manager.getUser().then((u) => (u ? undefined : silentSignIn(manager, 'another tab signed in')));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A new tab of a signed-in account: sign in silently with the provider's session.
  useEffect(() => {
    if (isLoading || user || !readHint()) return;
    silentSignIn(getUserManager(appConfig.auth), 'new tab');
  }, [isLoading, user]);

  useEffect(() => {
    if (auth.error) console.error('Sign-in failed', auth.error);
  }, [auth.error]);

  return null;
}

/** The sign-in provider of the admin area and of the sign-in return at the site root. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const manager = getUserManager(appConfig.auth);
  const navigate = useNavigate();
  // The return at the root: the page that started sign-in replaces it in the history, before anything else shows.
  const onSigninCallback = useCallback(
    (signedIn: User | undefined) => {
      writeHint(signedIn);
      void navigate(returnTarget((signedIn?.state as SigninState | undefined)?.returnTo), { replace: true });
    },
    [navigate],
  );
  return (
    <OidcProvider userManager={manager} onSigninCallback={onSigninCallback} onRemoveUser={() => writeHint(null)}>
      <SessionKeeper />
      {children}
    </OidcProvider>
  );
}

/** Starts sign-in; the user comes back to `returnTo` (default: the current page with its query and hash). */
export function signIn(signinRedirect: ReturnType<typeof useAuth>['signinRedirect'], returnTo: string = currentPage()): void {
  const state: SigninState = { returnTo };
  // react-oidc-context reports a failure in `auth.error` (logged by SessionKeeper, shown by SignInProblem).
  void signinRedirect({ state });
}

/** Signs out: clears the local user and the cross-tab hint, then the provider's session (redirect). */
export async function signOut(auth: ReturnType<typeof useAuth>): Promise<void> {
  writeHint(null);
  const idToken = auth.user?.id_token;
  await auth.removeUser();
  await auth.signoutRedirect({ id_token_hint: idToken }).catch((error: unknown) => console.error('Sign-out failed', error));
}
