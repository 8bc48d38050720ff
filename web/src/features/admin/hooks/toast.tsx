/**
 * The Product Manager's one alert toast — product-spec.md §2 "a bottom-centre alert toast" and §9 "Alert
 * auto-hide: 6000 ms". Any component below `ToastProvider` shows a message with `useNotify()`; a new message
 * replaces the current one and restarts the timer. The Alert has role="alert", so screen readers announce it,
 * and it sits above dialogs (MUI's snackbar layer, rendered on <body>).
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS } from '../texts.ts';

/** Shows `message` in the toast with the given severity. */
export type Notify = (message: string, severity: AlertColor) => void;

const NotifyContext = createContext<Notify | null>(null);

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

/** Provides `useNotify()` to the tree below and renders the toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
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
