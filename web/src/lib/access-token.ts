/**
 * The bridge between the sign-in feature and the API client (product-spec.md §6: "Write actions … send a
 * bearer access token obtained silently from the identity provider"). The auth feature registers how to get a
 * token; the API client asks for one on every write with `auth: true`. Features never import each other.
 */

/** Returns a current access token, or null when there is none (signed out, or acquisition failed). */
export type AccessTokenProvider = () => Promise<string | null>;

let provider: AccessTokenProvider | null = null;

/** Registers (or, with null, removes) the access-token provider; returns a function that removes it again. */
export function setAccessTokenProvider(next: AccessTokenProvider | null): () => void {
  provider = next;
  return () => {
    if (provider === next) provider = null;
  };
}

/**
 * A current access token from the registered provider, or null when none is registered or it has none.
 * Failures are logged and yield no token (product-spec.md §7 "Token acquisition failure is logged and yields no
 * token").
 */
export async function getAccessToken(): Promise<string | null> {
  if (!provider) return null;
  try {
    return await provider();
  } catch (error) {
    console.error('Token acquisition failed', error);
    return null;
  }
}
