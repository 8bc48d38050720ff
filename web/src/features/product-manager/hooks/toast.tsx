/**
 * The Product Manager's one alert toast — product-spec.md §2 "a bottom-centre alert toast" and §9 "Alert
 * auto-hide: 6000 ms". Any component below `ToastProvider` shows a message with `useNotify()`; a new message
 * replaces the current one and restarts the timer. Optional `details` are lines under the message (e.g. the
 * server's reason for a refused upload under the spec's failure text). The Alert has role="alert", so
 * screen readers announce it, and it sits above dialogs (MUI's snackbar layer, rendered on <body>).
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS } from '../texts.ts';

/** Shows `message` in the toast with the given severity, and each of `details` on a line under it. */
export type Notify = (message: string, severity: AlertColor, details?: readonly string[]) => void;

const NotifyContext = createContext<Notify | null>(null);

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  details: readonly string[];
}

/** Provides `useNotify()` to the tree below and renders the toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity, details = []) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity, details }));
    setOpen(true);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {/* In a portal on <body>: an open dialog hides the page from assistive technology, not a later toast. */}
      <Portal>
        <Snackbar
          key={toast?.id}
          open={open}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          // On a phone the dialogs fill the screen with their Save and Cancel at the foot: the toast sits above that
          // bar instead of over it (a toast over Save took the tap meant for it until it went).
          sx={{ bottom: { xs: 88, sm: 24 } }}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setOpen(false);
          }}
        >
          <Alert
            severity={toast?.severity ?? 'info'}
            variant="filled"
            onClose={() => setOpen(false)}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {toast?.message}
            {toast?.details.map((detail, index) => (
              <Box key={index} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {detail}
              </Box>
            ))}
          </Alert>
        </Snackbar>
      </Portal>
    </NotifyContext>
  );
}

/**
 * The toast's `notify` function.
 * @throws Error outside a ToastProvider.
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used within a ToastProvider');
  return notify;
}
