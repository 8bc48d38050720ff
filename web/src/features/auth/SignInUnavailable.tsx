/**
 * The admin area's message at an address where sign-in cannot start (sign-in-here.ts): where sign-in works, and
 * the one setting that makes it work here, e.g. "Sign-in works at http://localhost:3000 only. To sign in at this
 * address, start the server with PUBLIC_URL=http://shop-server:3000".
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { SIGN_IN_UNAVAILABLE_TITLE, signInElsewhereText, type SignInElsewhere } from './sign-in-here.ts';

/** The message, with the setting as code on a line of its own. */
export function SignInUnavailable({ problem }: { problem: SignInElsewhere }) {
  return (
    <Alert severity="warning" sx={{ maxWidth: 640, mx: 'auto', mb: 3, textAlign: 'left' }}>
      <AlertTitle>{SIGN_IN_UNAVAILABLE_TITLE}</AlertTitle>
      {signInElsewhereText(problem)}
      <Box
        component="code"
        sx={{ display: 'block', mt: 1, px: 1, py: 0.5, bgcolor: 'background.paper', borderRadius: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        PUBLIC_URL={problem.publicUrl}
      </Box>
    </Alert>
  );
}
