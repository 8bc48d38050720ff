/**
 * The admin area's second gate: a signed-in account without a staff role sees a clear page —
 * "Your account ({name}) is not allowed to manage products. Ask an administrator for access." with a Sign out
 * button — instead of tools whose requests would all be refused. Which roles an account has is the server's call
 * (GET /api/me, contracts/account.ts; server/auth/verify.ts), asked once per signed-in account with the API's bearer
 * token; the browser does not read the token's claims itself. A staff member's roles go to the admin area below
 * (and, through StaffAccountProvider, to the admin menu beside it) as lib/staff-access.tsx's StaffAccessProvider, so
 * each tool shows only what the account may do. The server still refuses every request the roles do not allow (403).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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
import { StaffAccessProvider } from '../../lib/staff-access.tsx';
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

/** The page an account without a staff role sees, with a Sign out button. */
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

/** The account check of StaffAccountProvider: its state (null while it runs or when signed out) and a retry. */
interface AccountCheck {
  check: Check | null;
  key: string;
  retry: () => void;
}

const AccountCheckContext = createContext<AccountCheck | null>(null);

/**
 * Asks GET /api/me once the user is signed in (again for another account, or on `retry`) and, once a staff
 * member's roles are known, provides them (StaffAccessProvider) to everything below: the admin layout puts it
 * around the top bar, so the menu offers only the tools the account may use, and around RequireStaff.
 */
export function StaffAccountProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const subject = auth.user && !auth.user.expired ? auth.user.profile.sub : null;
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<Check | null>(null);
  const key = `${subject ?? ''}#${attempt}`;

  useEffect(() => {
    if (subject === null) return;
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
  }, [key, subject]);

  const current = subject !== null && check?.key === key ? check : null;
  const value: AccountCheck = { check: current, key, retry: () => setAttempt((n) => n + 1) };
  const roles = current && 'account' in current && current.account.roles.length > 0 ? current.account.roles : null;
  return (
    <AccountCheckContext.Provider value={value}>
      <StaffAccessProvider roles={roles}>{children}</StaffAccessProvider>
    </AccountCheckContext.Provider>
  );
}

/**
 * Renders `children` for an account with a staff role (its roles provided to them); the access page for another
 * signed-in account. Use inside RequireSignIn; without a StaffAccountProvider above, it brings its own.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const outer = useContext(AccountCheckContext);
  if (!outer) {
    return (
      <StaffAccountProvider>
        <RequireStaff>{children}</RequireStaff>
      </StaffAccountProvider>
    );
  }
  return <StaffGate accountCheck={outer}>{children}</StaffGate>;
}

function StaffGate({ accountCheck, children }: { accountCheck: AccountCheck; children: ReactNode }) {
  const auth = useAuth();
  const { check, retry } = accountCheck;
  if (!check) {
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
            <Button color="inherit" size="small" onClick={retry}>
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
