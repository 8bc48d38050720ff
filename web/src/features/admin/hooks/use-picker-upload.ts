/**
 * The Upload button of one picker of a dialog — product-spec.md §4 "Upload state is separate from saving" and
 * the §5/§8 upload texts. Each picker owns one: nothing picked → the `empty` info text; otherwise the files are
 * uploaded to the vendor's container, `apply` stores the paths of those that made it, and the toast says
 * `success` when all did, `failure` when any failed (the failed ones stay picked for another try).
 */
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { useUploadFiles, type UploadedFile } from '../api/upload-files.ts';
import { useNotify } from './toast.tsx';

export interface PickerUploadTexts {
  /** Upload pressed with nothing picked (info). */
  empty: string;
  success: string;
  failure: string;
}

/** `start(files, apply)` and whether an upload of this picker runs. */
export function usePickerUpload(vendor: VendorKey, texts: PickerUploadTexts) {
  const upload = useUploadFiles();
  const notify = useNotify();
  const start = (files: File[], apply: (uploaded: UploadedFile[]) => void) => {
    if (files.length === 0) {
      notify(texts.empty, 'info');
      return;
    }
    upload.mutate(
      { vendor, files },
      {
        onSuccess: (outcomes) => {
          const uploaded = outcomes.filter((outcome): outcome is UploadedFile => outcome.path !== null);
          apply(uploaded);
          const failed = uploaded.length < outcomes.length;
          notify(failed ? texts.failure : texts.success, failed ? 'error' : 'success');
        },
      },
    );
  };
  return { uploading: upload.isPending, start };
}
