/** An error alert with a Retry button (the inbox's list and detail when a fetch failed). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isApiError } from '../../../lib/api-client.ts';
import { INBOX_TEXTS } from '../texts.ts';

/**
 * Says that `error` stopped the fetch: `message`, or the not-an-administrator text for a 403; Retry calls
 * `onRetry`.
 */
export function RetryAlert({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {INBOX_TEXTS.retry}
        </Button>
      }
    >
      {isApiError(error, 403) ? INBOX_TEXTS.forbidden : message}
    </Alert>
  );
}
