import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';

const authState = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('react-oidc-context', () => ({ useAuth: () => authState.current }));

import { setAccessTokenProvider } from '../../lib/access-token.ts';
import { useStaffAccess } from '../../lib/staff-access.tsx';
import { appConfig } from '../../lib/config.ts';
import { AuthButtons } from './AuthButtons.tsx';
import { DEFAULT_RETURN_TO, returnTarget } from './AuthProvider.tsx';
import { ACCESS_CHECK_FAILED, notAllowedText, RequireStaff } from './RequireStaff.tsx';
import { RequireSignIn, SIGN_IN_REQUIRED } from './RequireSignIn.tsx';
import { SIGN_IN_FAILED_TITLE, signInFailureText } from './SignInProblem.tsx';
import { SIGN_IN_UNAVAILABLE_TITLE } from './sign-in-here.ts';
import { REFRESH_EXPIRY_KEY } from './tokens.ts';
import { needsInteraction, SiteUserManager, TOKEN_EXPIRY_MARGIN_S, userManagerSettings } from './user-manager.ts';

const user = (name: string) => ({ profile: { sub: 's1', name }, expired: false, id_token: 'id' }) as unknown as User;

afterEach(() => {
  authState.current = {};
  delete appConfig.auth;
  setAccessTokenProvider(null);
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('RequireSignIn (product-spec.md §2)', () => {
  it('shows the sign-in prompt and nothing protected to a signed-out user', () => {
    authState.current = { isLoading: false, user: null };
    render(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.getByText(SIGN_IN_REQUIRED)).toBeInTheDocument();
    expect(SIGN_IN_REQUIRED).toBe('You need to sign in to access this page.');
    expect(screen.queryByText('Secret table')).not.toBeInTheDocument();
  });

  it('shows a spinner while the sign-in state loads, then the page to a signed-in user', () => {
    authState.current = { isLoading: true, user: null };
    const { rerender } = render(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
    authState.current = { isLoading: false, user: user('Asha Patel') };
    rerender(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.getByText('Secret table')).toBeInTheDocument();
  });

  it('treats an expired user as signed out', () => {
    authState.current = { isLoading: false, user: { ...user('A'), expired: true } };
    render(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.getByText(SIGN_IN_REQUIRED)).toBeInTheDocument();
  });
});

describe('the admin area at an address where sign-in cannot start', () => {
  const auth = { authority: 'http://localhost:3000/oidc', clientId: 'web', loginScopes: 'openid api', apiScopes: 'api', audience: 'x' };

  it('says where sign-in works and which setting makes it work here, and disables Sign in', () => {
    // jsdom's page is at http://localhost:3000; the embedded provider returns to another origin.
    appConfig.auth = { ...auth, signInOrigin: 'http://localhost:4000' };
    authState.current = { isLoading: false, user: null, signinRedirect: vi.fn() };
    render(<><AuthButtons /><RequireSignIn><p>Secret table</p></RequireSignIn></>);
    expect(screen.getByText(SIGN_IN_UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/^Sign-in works at http:\/\/localhost:4000 only\. To sign in at this address, start the server with/)).toBeInTheDocument();
    expect(screen.getByText('PUBLIC_URL=http://localhost:3000')).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('shows nothing of it at the origin sign-in returns to', () => {
    appConfig.auth = { ...auth, signInOrigin: window.location.origin };
    authState.current = { isLoading: false, user: null, signinRedirect: vi.fn() };
    render(<><AuthButtons /><RequireSignIn><p>Secret table</p></RequireSignIn></>);
    expect(screen.queryByText(SIGN_IN_UNAVAILABLE_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('AuthButtons (product-spec.md §2 top bar)', () => {
  it('offers Sign in when signed out and starts a redirect that returns to this page, query and hash included', async () => {
    window.history.replaceState({}, '', '/admin/enquiries?page=2#latest');
    const signinRedirect = vi.fn(async () => {});
    authState.current = { isLoading: false, user: null, signinRedirect };
    render(<AuthButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/enquiries?page=2#latest' } });
  });

  it('shows the display name and signs out, clearing the user first', async () => {
    const calls: string[] = [];
    const removeUser = vi.fn(async () => void calls.push('removeUser'));
    const signoutRedirect = vi.fn(async () => void calls.push('signoutRedirect'));
    authState.current = { isLoading: false, user: user('Asha Patel'), removeUser, signoutRedirect };
    localStorage.setItem('auth:account', '{"sub":"s1"}');
    render(<AuthButtons />);
    expect(screen.getByText('Asha Patel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(calls).toEqual(['removeUser', 'signoutRedirect']);
    expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id' });
    expect(localStorage.getItem('auth:account')).toBeNull();
  });
});

describe('user manager settings (product-spec.md §4, §6, §9)', () => {
  it('signs in with the login scopes, redirects back to the site root, keeps tokens in session storage and renews 300 s before expiry', () => {
    const settings = userManagerSettings(
      { authority: 'https://id.example/oidc', clientId: 'web', loginScopes: 'openid profile User.Read', apiScopes: 'web/.default', audience: 'web' },
      'https://site.example',
    );
    expect(settings).toMatchObject({
      authority: 'https://id.example/oidc',
      client_id: 'web',
      scope: 'openid profile User.Read',
      response_type: 'code',
      redirect_uri: 'https://site.example/',
      post_logout_redirect_uri: 'https://site.example/',
      // The page renews (tokens.ts renewTokens): the API's scopes, and the refresh token's 300 s rule.
      automaticSilentRenew: false,
      accessTokenExpiringNotificationTimeInSeconds: 300,
    });
    expect(TOKEN_EXPIRY_MARGIN_S).toBe(300);
    sessionStorage.clear();
    void settings.userStore!.set('k', 'v');
    expect(sessionStorage.getItem('oidc.k')).toBe('v');
  });

  it('recognises the failures that need the user to sign in again', () => {
    expect(needsInteraction({ error: 'interaction_required' })).toBe(true);
    expect(needsInteraction({ error: 'login_required' })).toBe(true);
    expect(needsInteraction({ error: 'invalid_grant' })).toBe(true);
    expect(needsInteraction(new Error('network'))).toBe(false);
  });
});

describe('the refresh token\'s expiry from a sign-in (product-spec.md §9)', () => {
  class Probe extends SiteUserManager {
    build(answer: Record<string, unknown>) {
      return this._buildUser(answer as never);
    }
  }

  it('is recorded from the token answer when a sign-in ends, and forgotten with the user', async () => {
    const settings = userManagerSettings({ authority: 'https://id.example', clientId: 'web', loginScopes: 'openid', apiScopes: 'api', audience: 'api' }, 'https://site.example');
    const manager = new Probe(settings, sessionStorage);
    const before = Math.floor(Date.now() / 1000);
    await manager.build({ access_token: 'a', refresh_token: 'r', refresh_token_expires_in: 86_400, profile: { sub: 's1' }, expires_at: before + 3600 });
    const recorded = Number(sessionStorage.getItem(REFRESH_EXPIRY_KEY));
    expect(recorded).toBeGreaterThanOrEqual(before + 86_400);
    expect(recorded).toBeLessThanOrEqual(before + 86_401);
    await manager.removeUser();
    expect(sessionStorage.getItem(REFRESH_EXPIRY_KEY)).toBeNull();
  });
});

describe('returning after sign-in', () => {
  it('goes back to the page that started sign-in, never to the root or another site', () => {
    expect(returnTarget('/admin/enquiries?page=2#latest')).toBe('/admin/enquiries?page=2#latest');
    expect(returnTarget('/admin/manage')).toBe('/admin/manage');
    for (const bad of [undefined, '', '/', '/?code=x&state=y', '//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect(returnTarget(bad)).toBe(DEFAULT_RETURN_TO);
    }
  });
});

describe('a failed sign-in', () => {
  const failed = (innerError: unknown, source = 'signinRedirect') => ({ name: 'Error', message: 'x', source, innerError });

  it('tells an unreachable provider, the provider\'s own answer, and other failures apart', () => {
    expect(signInFailureText(failed(new TypeError('Failed to fetch')))).toBe('The sign-in service could not be reached. Check your connection, then try again.');
    expect(signInFailureText(failed({ error: 'access_denied', error_description: 'The user cancelled' }))).toBe(
      'The sign-in service answered: The user cancelled. Please try again.',
    );
    expect(signInFailureText(failed(new Error('No matching state found in storage')))).toBe(
      'Sign-in could not be finished (No matching state found in storage). Please try again.',
    );
  });

  it('shows the message above the prompt with a Retry that starts sign-in again for this page', async () => {
    window.history.replaceState({}, '', '/admin/manage?x=1');
    const signinRedirect = vi.fn(async () => {});
    authState.current = { isLoading: false, user: null, signinRedirect, error: failed(new TypeError('Failed to fetch')) };
    render(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_FAILED_TITLE);
    expect(screen.getByText(SIGN_IN_REQUIRED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/manage?x=1' } });
  });

  it('tells it in the phone menu too, under its Sign in button, which covers the page', async () => {
    const signinRedirect = vi.fn(async () => {});
    authState.current = { isLoading: false, user: null, signinRedirect, error: failed(new TypeError('Failed to fetch')) };
    render(<AuthButtons stacked />);
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in service could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    authState.current = { ...authState.current };
    render(<AuthButtons />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows nothing for a background renewal failure', () => {
    authState.current = { isLoading: false, user: null, error: failed(new TypeError('Failed to fetch'), 'renewSilent') };
    render(<RequireSignIn><p>Secret table</p></RequireSignIn>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RequireStaff (the server says which staff roles an account has)', () => {
  function answer(body: unknown, status = 200) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'api-token');
    return fetchMock;
  }

  it('shows the access page with the exact text and a Sign out button to an account that is not an administrator', async () => {
    const fetchMock = answer({ name: 'Ravi Shah', email: 'ravi@x.example', isAdmin: false, roles: [] });
    const calls: string[] = [];
    authState.current = {
      isLoading: false,
      user: user('Ravi Shah'),
      removeUser: vi.fn(async () => void calls.push('removeUser')),
      signoutRedirect: vi.fn(async () => void calls.push('signoutRedirect')),
    };
    render(<RequireStaff><p>Product table</p></RequireStaff>);
    expect(screen.getByRole('status', { name: 'Checking access' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: notAllowedText('Ravi Shah') })).toBeInTheDocument();
    expect(notAllowedText('Ravi Shah')).toBe('Your account (Ravi Shah) is not allowed to manage products. Ask an administrator for access.');
    expect(screen.queryByText('Product table')).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer api-token');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(calls).toEqual(['removeUser', 'signoutRedirect']);
  });

  it('shows the page to an administrator', async () => {
    answer({ name: 'Asha Patel', email: null, isAdmin: true, roles: ['admin'] });
    authState.current = { isLoading: false, user: user('Asha Patel') };
    render(<RequireStaff><p>Product table</p></RequireStaff>);
    expect(await screen.findByText('Product table')).toBeInTheDocument();
  });

  it("gives a staff member's roles to the page below (what it may show)", async () => {
    answer({ name: 'Ravi Shah', email: null, isAdmin: false, roles: ['editor.therm', 'sales'] });
    authState.current = { isLoading: false, user: user('Ravi Shah') };
    function Probe() {
      const { roles, may } = useStaffAccess();
      return <p>{`${roles.join('+')}: therm ${may('catalog.edit', 'therm')}, radhe ${may('catalog.edit', 'radhe')}, inbox ${may('enquiries.work')}`}</p>;
    }
    render(<RequireStaff><Probe /></RequireStaff>);
    expect(await screen.findByText('editor.therm+sales: therm true, radhe false, inbox true')).toBeInTheDocument();
  });

  it('says when the check failed and retries it', async () => {
    const fetchMock = answer({ message: 'Service unavailable', code: 'UNAVAILABLE' }, 503);
    authState.current = { isLoading: false, user: user('Asha Patel') };
    render(<RequireStaff><p>Product table</p></RequireStaff>);
    expect(await screen.findByText(ACCESS_CHECK_FAILED)).toBeInTheDocument();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ name: 'Asha Patel', email: null, isAdmin: true, roles: ['admin'] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Product table')).toBeInTheDocument();
  });
});
