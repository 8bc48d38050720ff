/**
 * The Upload button of one picker of a dialog — product-spec.md §4 "Upload state is separate from saving" and
 * the §5/§8 upload texts. Each picker owns one: nothing picked → the `empty` info text; otherwise the files are
 * uploaded to the vendor's container, `apply` stores the paths of those that made it, and the toast says
 * `success` when all did, `failure` when any failed (the failed ones stay picked for another try).
 *
 * When the server refused a file (wrong type, too large, empty, name taken), its reason goes under the
 * spec's failure message in the toast — for a multi-file picker (`nameFiles`) as '{file name}: {reason}' — and
 * stays beside the file in the dialog (`reasonFor`) until the next upload of this picker.
 */
import { useState } from 'react';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { useUploadFiles, type UploadedFile } from '../api/upload-files.ts';
import { useNotify } from './toast.tsx';

export interface PickerUploadTexts {
  /** Upload pressed with nothing picked (info). */
  empty: string;
  success: string;
  failure: string;
}

export interface PickerUploadOptions {
  /** A multi-file picker: each reason in the toast names its file (product-spec.md §8 "Multiple upload"). */
  nameFiles?: boolean;
  /** The folder the files go to (absent: `images`; `documents` for a product's PDFs). */
  folder?: string;
}

/** `start(files, apply)`, whether an upload of this picker runs, and the server's reason for a refused file. */
export function usePickerUpload(vendor: VendorKey, texts: PickerUploadTexts, { nameFiles = false, folder }: PickerUploadOptions = {}) {
  const upload = useUploadFiles();
  const notify = useNotify();
  const [reasons, setReasons] = useState<ReadonlyMap<File, string>>(new Map());
  const start = (files: File[], apply: (uploaded: UploadedFile[]) => void) => {
    if (files.length === 0) {
      notify(texts.empty, 'info');
      return;
    }
    setReasons(new Map());
    upload.mutate(
      { vendor, files, folder },
      {
        onSuccess: (outcomes) => {
          const uploaded = outcomes.filter((outcome): outcome is UploadedFile => outcome.path !== null);
          apply(uploaded);
          const refused = outcomes.flatMap(({ file, reason }) => (reason === null ? [] : [[file, reason] as const]));
          setReasons(new Map(refused));
          const failed = uploaded.length < outcomes.length;
          const details = refused.map(([file, reason]) => (nameFiles ? `${file.name}: ${reason}` : reason));
          notify(failed ? texts.failure : texts.success, failed ? 'error' : 'success', details);
        },
      },
    );
  };
  /** The server's reason for refusing `file` in this picker's last upload, if it did. */
  const reasonFor = (file: File | null | undefined): string | undefined => (file ? reasons.get(file) : undefined);
  return { uploading: upload.isPending, start, reasonFor };
}
