/**
 * Whether the admin area can sign in at the address it was opened by, and what setting makes it so when not.
 * Two rules stop a sign-in before it starts:
 * - the embedded provider returns to PUBLIC_URL's origin only (its registered redirect addresses; the runtime
 *   config's `auth.signInOrigin`), and without PUBLIC_URL the site is served by any host name
 *   (server/plugins/canonical-host.ts), e.g. http://192.168.1.5:3000 while sign-in works at http://localhost:3000;
 * - the browser keeps the Web Crypto API (oidc-client-ts hashes the PKCE code verifier with it) to secure contexts:
 *   HTTPS, or http at localhost and loopback addresses (W3C Secure Contexts §3.1), so plain http at a LAN address
 *   cannot sign in whatever PUBLIC_URL says.
 * The admin area tells the visitor so on the page (SignInUnavailable) instead of a sign-in that fails.
 */
import type { AuthSettings } from './tokens.ts';

/** Why sign-in cannot start here, and the PUBLIC_URL that would make it work at this address. */
export interface SignInElsewhere {
  /** The origin where sign-in works today (e.g. 'http://localhost:3000'); absent when only HTTPS is missing. */
  signInOrigin?: string;
  /** The browser needs HTTPS at this address (it is no secure context). */
  needsHttps: boolean;
  /** The PUBLIC_URL to start the server with, e.g. 'http://lan-host.example:3000' or 'https://192.168.1.5'. */
  publicUrl: string;
}

/** What `signInElsewhere` reads of the page (window.location and window.isSecureContext fit). */
export interface PageAddress {
  /** e.g. 'http://192.168.1.5:3000' */
  origin: string;
  /** e.g. '192.168.1.5' ('[fd00::5]' for IPv6) */
  hostname: string;
  /** false when the browser withholds the Web Crypto API; undefined (unknown) counts as secure. */
  isSecureContext?: boolean;
}

/**
 * Null when a sign-in can start at `page`; else why not and the PUBLIC_URL that fixes it: this page's origin when
 * only the origin differs, `https://{hostname}` when the browser needs HTTPS (served by a TLS proxy on port 443).
 * @param auth the runtime config's sign-in settings; absent → null (sign-in is not configured at all)
 */
export function signInElsewhere(auth: Pick<AuthSettings, 'signInOrigin'> | undefined, page: PageAddress): SignInElsewhere | null {
  if (!auth) return null;
  const otherOrigin = auth.signInOrigin !== undefined && auth.signInOrigin !== page.origin;
  const needsHttps = page.isSecureContext === false;
  if (!otherOrigin && !needsHttps) return null;
  return {
    ...(otherOrigin ? { signInOrigin: auth.signInOrigin } : {}),
    needsHttps,
    publicUrl: needsHttps ? `https://${page.hostname}` : page.origin,
  };
}

/** The title of the message. */
export const SIGN_IN_UNAVAILABLE_TITLE = 'Sign-in is not available at this address';

/** The message's sentences before the setting, e.g. 'Sign-in works at http://localhost:3000 only. To sign in …, start the server with'. */
export function signInElsewhereText({ signInOrigin, needsHttps }: SignInElsewhere): string {
  const where = signInOrigin ? `Sign-in works at ${signInOrigin} only. ` : '';
  if (!needsHttps) return `${where}To sign in at this address, start the server with`;
  const https = signInOrigin ? 'At other addresses browsers allow it over HTTPS only' : 'Browsers allow sign-in over HTTPS only, or by http at localhost';
  return `${where}${https}: serve this address over HTTPS (e.g. behind a reverse proxy) and start the server with`;
}

/** `signInElsewhere` for the page the browser shows (null outside a browser). */
export function signInElsewhereHere(auth: Pick<AuthSettings, 'signInOrigin'> | undefined): SignInElsewhere | null {
  if (typeof window === 'undefined') return null;
  const { origin, hostname } = window.location;
  return signInElsewhere(auth, { origin, hostname, isSecureContext: window.isSecureContext });
}
