/**
 * What both editor dialogs do with a valid form — product-spec.md §4 "Admin dialogs" and §5: a picked but not
 * uploaded file blocks the save with its §5 text (a warning toast); otherwise the body is sent, success shows
 * `success` and closes the dialog (the list reloads through the mutation, see useCatalogWrite), failure shows
 * `failure` and leaves the dialog open.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { pendingUploadBlocker } from '../forms.ts';
import { useNotify } from './toast.tsx';

type BlockerFields = Parameters<typeof pendingUploadBlocker>[0];

export interface SaveAndCloseOptions<TValues extends BlockerFields, TBody> {
  mutation: UseMutationResult<void, Error, TBody>;
  toBody: (values: TValues) => TBody;
  texts: { success: string; failure: string };
  onClose: () => void;
  /** Takes a failure first (a stale save, shown in the dialog); true when it did, so no failure toast shows. */
  onError?: (error: Error) => boolean;
}

/** The valid-submit handler of an editor dialog; see the module comment. */
export function useSaveAndClose<TValues extends BlockerFields, TBody>({
  mutation,
  toBody,
  texts,
  onClose,
  onError,
}: SaveAndCloseOptions<TValues, TBody>) {
  const notify = useNotify();
  return (values: TValues) => {
    const blocker = pendingUploadBlocker(values);
    if (blocker) {
      notify(blocker, 'warning');
      return;
    }
    mutation.mutate(toBody(values), {
      onSuccess: () => {
        notify(texts.success, 'success');
        onClose();
      },
      onError: (error) => {
        if (!onError?.(error)) notify(texts.failure, 'error');
      },
    });
  };
}
