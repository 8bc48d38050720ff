/**
 * A sign-in that failed, told to the visitor with a way to retry ("a sign-in that fails shows the visitor
 * a message with a way to retry, not only a console line"; the console line stays, product-spec.md §8). It covers
 * the start (the provider's discovery unreachable: offline, provider down, or blocked by the page's security
 * policy) and the return (the provider answered with an error, or the code could not be redeemed).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useAuth } from 'react-oidc-context';
import { returnTarget, signIn, type SigninState } from './AuthProvider.tsx';

/** The title of the message. */
export const SIGN_IN_FAILED_TITLE = 'Sign-in did not complete';

/** The react-oidc-context error sources that are a visitor's sign-in (not a background renewal). */
const SIGN_IN_SOURCES = new Set(['signinRedirect', 'signinCallback']);

interface OidcError {
  source?: string;
  message?: string;
  innerError?: unknown;
}

/**
 * What to tell the visitor about a failed sign-in: the provider's own description when it answered with an error
 * (`error_description`, else its `error` code); that it could not be reached when the request never got an answer
 * (fetch's TypeError, or oidc-client-ts's timeout); else the failure's message.
 */
export function signInFailureText(error: OidcError): string {
  const inner = error.innerError as { name?: unknown; message?: unknown; error?: unknown; error_description?: unknown } | undefined;
  if (inner && typeof inner.error === 'string') {
    const said = typeof inner.error_description === 'string' && inner.error_description ? inner.error_description : inner.error;
    return `The sign-in service answered: ${said}. Please try again.`;
  }
  if (inner instanceof TypeError || inner?.name === 'ErrorTimeout') {
    return 'The sign-in service could not be reached. Check your connection, then try again.';
  }
  const message = typeof inner?.message === 'string' && inner.message ? inner.message : error.message;
  return `Sign-in could not be finished (${message ?? 'unknown error'}). Please try again.`;
}

/** True when `error` (react-oidc-context's `auth.error`) is a visitor's failed sign-in, not a background renewal. */
export function isSignInFailure(error: unknown): boolean {
  return SIGN_IN_SOURCES.has((error as OidcError | undefined)?.source ?? '');
}

/** The page a retry returns to: the one the failed sign-in was for (kept in the provider's answer), or `fallback`. */
function retryTarget(error: OidcError, fallback: string | undefined): string | undefined {
  const state = (error.innerError as { state?: unknown } | undefined)?.state as SigninState | undefined;
  return state?.returnTo ? returnTarget(state.returnTo) : fallback;
}

/**
 * The message and a Retry button while the last sign-in failed; nothing otherwise.
 * @param returnTo where a retried sign-in returns (default: the page it started from, else the current page)
 * @param compact the narrow form, under the Sign in button of the phone menu (which covers the page's own message)
 */
export function SignInProblem({ returnTo, compact = false }: { returnTo?: string; compact?: boolean }) {
  const auth = useAuth();
  const error = auth.error as OidcError | undefined;
  if (!error || !isSignInFailure(error)) return null;
  const retrying = auth.activeNavigator === 'signinRedirect';
  return (
    <Alert
      severity="error"
      role="alert"
      sx={compact ? { mt: 1.5, textAlign: 'left' } : { maxWidth: 640, mx: 'auto', mb: 3, textAlign: 'left' }}
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={() => signIn(auth.signinRedirect, retryTarget(error, returnTo))}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{SIGN_IN_FAILED_TITLE}</AlertTitle>
      {signInFailureText(error)}
    </Alert>
  );
}
