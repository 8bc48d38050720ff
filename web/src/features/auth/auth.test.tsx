import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';

const authState = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('react-oidc-context', () => ({ useAuth: () => authState.current }));

import { AuthButtons } from './AuthButtons.tsx';
import { RequireSignIn, SIGN_IN_REQUIRED } from './RequireSignIn.tsx';
import { needsInteraction, TOKEN_EXPIRY_MARGIN_S, userManagerSettings } from './user-manager.ts';

const user = (name: string) => ({ profile: { sub: 's1', name }, expired: false, id_token: 'id' }) as unknown as User;

afterEach(() => {
  authState.current = {};
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

describe('AuthButtons (product-spec.md §2 top bar)', () => {
  it('offers Sign in when signed out and starts a redirect that returns to this page', async () => {
    const signinRedirect = vi.fn(async () => {});
    authState.current = { isLoading: false, user: null, signinRedirect };
    render(<AuthButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: window.location.pathname } });
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
  it('redirects back to the site root, keeps tokens in session storage and renews 300 s before expiry', () => {
    const settings = userManagerSettings({ authority: 'https://id.example/oidc', clientId: 'web', loginScopes: 'openid api', apiScopes: 'api', audience: 'https://site.example/api' }, 'https://site.example');
    expect(settings).toMatchObject({
      authority: 'https://id.example/oidc',
      client_id: 'web',
      scope: 'openid api',
      response_type: 'code',
      redirect_uri: 'https://site.example/',
      post_logout_redirect_uri: 'https://site.example/',
      automaticSilentRenew: true,
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
