/**
 * The site root while it receives the identity provider's answer (product-spec.md §4: redirect flows "returning
 * to the site root"). Loaded only when the URL carries `code` and `state` (or `error`), so the landing page
 * never loads sign-in code otherwise. It shows a spinner, never the landing page: the provider completes the
 * sign-in and the page that started it replaces the root at once (AuthProvider `onSigninCallback`). A
 * failure is logged and shown with a Retry button that signs in again for that same page (SignInProblem), and a
 * link to the home page.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { AuthProvider, DEFAULT_RETURN_TO } from './AuthProvider.tsx';
import { isSignInFailure, SignInProblem } from './SignInProblem.tsx';

function Completing() {
  const auth = useAuth();
  if (isSignInFailure(auth.error)) {
    return (
      <Box sx={{ py: 10, px: 2 }}>
        <SignInProblem returnTo={DEFAULT_RETURN_TO} />
        <Typography sx={{ textAlign: 'center' }}>
          <Link href="/">Go to the home page</Link>
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ py: 10, display: 'flex', justifyContent: 'center' }} role="status" aria-label="Signing in">
      <CircularProgress />
    </Box>
  );
}

/** Default export for the lazy route. */
export default function SigninReturnPage() {
  return (
    <AuthProvider>
      <Completing />
    </AuthProvider>
  );
}
