/**
 * The protected layout's gate (product-spec.md §2: "A signed-out user who opens a protected page sees the message
 * 'You need to sign in to access this page.'", §6). Shows the children only to a signed-in user; nothing of them
 * is rendered (or fetched) otherwise; a sign-in that failed is shown above the prompt with a Retry button
 * (SignInProblem), and at an address where sign-in cannot start, why and the setting that fixes it
 * (SignInUnavailable, sign-in-here.ts). The server still authorises every write itself.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { appConfig } from '../../lib/config.ts';
import { signInElsewhereHere } from './sign-in-here.ts';
import { SignInProblem } from './SignInProblem.tsx';
import { SignInUnavailable } from './SignInUnavailable.tsx';

/** product-spec.md §2, verbatim. */
export const SIGN_IN_REQUIRED = 'You need to sign in to access this page.';

/** Renders `children` when signed in, a spinner while sign-in state loads, else the sign-in prompt. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.user && !auth.user.expired) return <>{children}</>;
  if (auth.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Checking sign-in">
        <CircularProgress />
      </Box>
    );
  }
  const elsewhere = signInElsewhereHere(appConfig.auth);
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <SignInProblem />
      {elsewhere && <SignInUnavailable problem={elsewhere} />}
      <Typography variant="h5" component="p">
        {SIGN_IN_REQUIRED}
      </Typography>
    </Box>
  );
}
