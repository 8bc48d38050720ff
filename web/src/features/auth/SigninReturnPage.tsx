/**
 * The site root while it receives the identity provider's answer (product-spec.md §4: redirect flows "returning
 * to the site root"). Loaded only when the URL carries `code` and `state` (or `error`), so the landing page
 * never loads sign-in code otherwise. The provider completes the sign-in and sends the user back to the page
 * that started it; a failure is logged and shown.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { AuthProvider } from './AuthProvider.tsx';

function Completing() {
  const auth = useAuth();
  if (auth.error) {
    return (
      <Box sx={{ py: 10, px: 2, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign-in did not complete
        </Typography>
        <Typography>
          Please <Link href="/admin/manage">try again</Link>.
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
