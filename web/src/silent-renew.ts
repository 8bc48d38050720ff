/**
 * The silent sign-in page (silent_redirect_uri, loaded in a hidden same-origin iframe by oidc-client-ts): hands
 * the identity provider's answer back to the page that asked (account shared across tabs, renewal
 * without a refresh token).
 */
import { UserManager } from 'oidc-client-ts';

new UserManager({ authority: '', client_id: '', redirect_uri: '' })
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent sign-in callback failed', error));
