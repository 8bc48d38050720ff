/**
 * Sign-in state for the admin area (issue 3; product-spec.md §4 "Sign-in state"):
 * - wraps react-oidc-context's provider around the page's UserManager; a returning redirect (code and state in
 *   the URL) is completed and the user goes back to the page that started sign-in;
 * - registers the access-token provider the API client uses for writes: a token within 300 s of expiry is
 *   renewed first; when renewal needs interaction (refresh token expired), the user is cleared and a logout
 *   redirect happens (§8 "an interaction-required failure means the refresh token expired");
 * - shares the account across tabs: the display name and subject (never a token) go to localStorage; another
 *   tab then signs in silently, and signing out in one tab signs out the others;
 * - logs sign-in failures to the console (§8).
 */
import { useEffect, type ReactNode } from 'react';
import { AuthProvider as OidcProvider, useAuth } from 'react-oidc-context';
import type { User } from 'oidc-client-ts';
import { setAccessTokenProvider } from '../../lib/access-token.ts';
import { appConfig } from '../../lib/config.ts';
import { ACCOUNT_HINT_KEY, getUserManager, needsInteraction, TOKEN_EXPIRY_MARGIN_S } from './user-manager.ts';

/** Where a sign-in started, carried through the redirect in the OIDC state. */
export interface SigninState {
  returnTo?: string;
}

function writeHint(user: User | null | undefined): void {
  try {
    if (user) localStorage.setItem(ACCOUNT_HINT_KEY, JSON.stringify({ sub: user.profile.sub, name: displayName(user) }));
    else localStorage.removeItem(ACCOUNT_HINT_KEY);
  } catch {
    // Storage disabled: each tab signs in on its own.
  }
}

/** The account's display name (§3 "Signed-in account: display name"). */
export function displayName(user: User): string {
  const p = user.profile;
  return String(p.name ?? p.preferred_username ?? p.email ?? 'Signed in');
}

function onSigninCallback(user: User | undefined): void {
  writeHint(user);
  const returnTo = (user?.state as SigninState | undefined)?.returnTo;
  const target = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : window.location.pathname;
  window.history.replaceState({}, document.title, target);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Token source, silent renewal failures, cross-tab sharing. Renders nothing. */
function SessionKeeper() {
  const auth = useAuth();
  const { events, isLoading, user } = auth;

  useEffect(() => {
    const manager = getUserManager(appConfig.auth);
    const endSession = async (why: unknown) => {
      console.error('Sign-in expired; signing out', why);
      await manager.removeUser();
      writeHint(null);
      await manager.signoutRedirect().catch((error: unknown) => console.error('Sign-out redirect failed', error));
    };
    const remove = setAccessTokenProvider(async () => {
      let current = await manager.getUser();
      if (!current) return null;
      if ((current.expires_in ?? 0) <= TOKEN_EXPIRY_MARGIN_S) {
        try {
          current = await manager.signinSilent();
        } catch (error) {
          if (needsInteraction(error)) await endSession(error);
          else console.error('Token acquisition failed', error);
          return null;
        }
      }
      return current?.access_token ?? null;
    });
    const onRenewError = (error: Error) => {
      if (needsInteraction(error)) void endSession(error);
      else console.error('Silent token renewal failed', error);
    };
    const onUnloaded = () => writeHint(null);
    events.addSilentRenewError(onRenewError);
    events.addUserSignedOut(onUnloaded);
    return () => {
      remove();
      events.removeSilentRenewError(onRenewError);
      events.removeUserSignedOut(onUnloaded);
    };
  }, [events]);

  // Another tab signed in or out.
  useEffect(() => {
    const manager = getUserManager(appConfig.auth);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCOUNT_HINT_KEY) return;
      if (event.newValue === null) void manager.removeUser();
      else void manager.getUser().then((u) => (u ? undefined : manager.signinSilent().catch(() => undefined)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A new tab of a signed-in account: sign in silently with the provider's session.
  useEffect(() => {
    if (isLoading || user) return;
    let hint: string | null;
    try {
      hint = localStorage.getItem(ACCOUNT_HINT_KEY);
    } catch {
      return;
    }
    if (!hint) return;
    getUserManager(appConfig.auth)
      .signinSilent()
      .catch((error: unknown) => {
        console.error('Silent sign-in failed', error);
        writeHint(null);
      });
  }, [isLoading, user]);

  useEffect(() => {
    if (auth.error) console.error('Sign-in failed', auth.error);
  }, [auth.error]);

  return null;
}

/** The sign-in provider of the admin area and of the sign-in return at the site root. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const manager = getUserManager(appConfig.auth);
  return (
    <OidcProvider
      userManager={manager}
      onSigninCallback={onSigninCallback}
      onRemoveUser={() => writeHint(null)}
    >
      <SessionKeeper />
      {children}
    </OidcProvider>
  );
}

/** Starts sign-in; the user comes back to `returnTo` (default: the current page). */
export function signIn(signinRedirect: ReturnType<typeof useAuth>['signinRedirect'], returnTo = window.location.pathname) {
  const state: SigninState = { returnTo };
  signinRedirect({ state }).catch((error: unknown) => console.error('Sign-in failed', error));
}

/** Signs out: clears the local user and the cross-tab hint, then the provider's session (redirect). */
export async function signOut(auth: ReturnType<typeof useAuth>): Promise<void> {
  writeHint(null);
  const idToken = auth.user?.id_token;
  await auth.removeUser();
  await auth.signoutRedirect({ id_token_hint: idToken }).catch((error: unknown) => console.error('Sign-out failed', error));
}
