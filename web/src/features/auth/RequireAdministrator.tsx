/**
 * The admin area's second gate: a signed-in account that is not an administrator sees a clear page —
 * "Your account ({name}) is not allowed to manage products. Ask an administrator for access." with a Sign out
 * button — instead of a Product Manager whose writes would all fail. Who is an administrator is the server's call
 * (GET /api/me, contracts/account.ts; server/auth/verify.ts `isAdministrator`), asked once per signed-in account,
 * with the API's bearer token; the browser does not apply the role rule itself. The server still refuses every
 * write of a non-administrator (403).
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { useAuth } from 'react-oidc-context';
import { accountSchema, type Account } from '../../../../contracts/account.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { displayName, signOut } from './AuthProvider.tsx';

/** The access page's text (verbatim); `name` is the account's display name. */
export function notAllowedText(name: string): string {
  return `Your account (${name}) is not allowed to manage products. Ask an administrator for access.`;
}

/** The title of the message when the account could not be checked. */
export const ACCESS_CHECK_FAILED = 'Your access could not be checked';

/** GET /api/me with the signed-in user's bearer token. @throws ApiRequestError */
export function getAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account> {
  return apiRequest('/me', accountSchema, { auth: true, signal });
}

/** The page an account without the administrator role sees, with a Sign out button. */
export function AccessDenied({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <LockPersonOutlined color="action" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {notAllowedText(name)}
      </Typography>
      <Button variant="contained" onClick={onSignOut}>
        Sign out
      </Button>
    </Box>
  );
}

type Check = { key: string; account: Account } | { key: string; error: unknown };

/** Renders `children` for an administrator; the access page for another signed-in account. Use inside RequireSignIn. */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const subject = auth.user?.profile.sub ?? '';
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<Check | null>(null);
  const key = `${subject}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getAccount({ signal: controller.signal }).then(
      (account) => setCheck({ key, account }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Account check failed', error);
        setCheck({ key, error });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!check || check.key !== key) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Checking access">
        <CircularProgress />
      </Box>
    );
  }
  if ('error' in check) {
    const message = check.error instanceof Error ? check.error.message : String(check.error);
    return (
      <Box sx={{ py: 8, px: 2 }}>
        <Alert
          severity="error"
          sx={{ maxWidth: 640, mx: 'auto' }}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{ACCESS_CHECK_FAILED}</AlertTitle>
          {message}
        </Alert>
      </Box>
    );
  }
  if (check.account.roles.length === 0) {
    return <AccessDenied name={auth.user ? displayName(auth.user) : check.account.name} onSignOut={() => void signOut(auth)} />;
  }
  return <>{children}</>;
}
