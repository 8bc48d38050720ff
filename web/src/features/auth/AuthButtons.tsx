/**
 * The top bar's sign-in area (product-spec.md §2 "The bar shows a Sign in button when signed out. When signed in
 * it shows the account display name and a Sign out button").
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { appConfig } from '../../lib/config.ts';
import { displayName, signIn, signOut } from './AuthProvider.tsx';
import { signInElsewhereHere } from './sign-in-here.ts';
import { SignInProblem } from './SignInProblem.tsx';

/**
 * Sign in, or the display name and Sign out. `stacked` lays them out for the phone drawer, where a failed sign-in is
 * also told under the button: the open drawer covers the page's own message (SignInProblem). Sign in is
 * disabled at an address where sign-in cannot start; the page says why (SignInUnavailable).
 */
export function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const auth = useAuth();
  if (auth.user && !auth.user.expired) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexDirection: stacked ? 'column' : 'row', px: stacked ? 2 : 0, py: stacked ? 1 : 0 }}>
        <Typography component="span" sx={{ fontWeight: 600 }} data-testid="account-name">
          {displayName(auth.user)}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void signOut(auth)}>
          Sign out
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ px: stacked ? 2 : 0, py: stacked ? 1 : 0 }}>
      <Button
        variant="contained"
        size="small"
        disabled={(auth.isLoading && !!auth.activeNavigator) || signInElsewhereHere(appConfig.auth) !== null}
        onClick={() => signIn(auth.signinRedirect)}
      >
        Sign in
      </Button>
      {stacked && <SignInProblem compact />}
    </Box>
  );
}
