/**
 * POST /upload?container={vendor}&path=images&fileName={timestamp-sanitizedName}, bearer — product-spec.md §7:
 * a multipart form with the field `file`; status 200 is success and the answer is {path: 'images/{fileName}'},
 * the path stored on the category or product. File names follow §5 (uploadFileName: sanitised, prefixed with a
 * millisecond timestamp); images and videos go to the `images` folder (§9, UPLOAD_FOLDER of contracts/upload.ts), a
 * product's PDF documents to `documents`.
 */
import { useMutation } from '@tanstack/react-query';
import { uploadFileName } from '../../../../../contracts/media.ts';
import { UPLOAD_FOLDER, uploadResultSchema } from '../../../../../contracts/upload.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * Uploads one file into `vendor`'s container and returns its stored path ('images/{fileName}').
 * @param now the timestamp of the name (ms); several files uploaded together get now, now+1, … so that two
 *   files of the same name never collide.
 * @param folder `images` (UPLOAD_FOLDER) or `documents` (DOCUMENT_FOLDER)
 * @throws ApiRequestError on any failure.
 */
export async function uploadFile(vendor: VendorKey, file: File, now: number = Date.now(), folder: string = UPLOAD_FOLDER): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest('/upload', uploadResultSchema, {
    method: 'POST',
    body: form,
    auth: true,
    query: { container: vendor, path: folder, fileName: uploadFileName(file.name, now) },
  });
  return answer.path;
}

/**
 * One file's outcome in a batch: its stored path, or null when it failed; `reason` says why the server (or the
 * client, e.g. no access token) refused it, null for failures that are not about the request (network, 5xx).
 */
export interface UploadOutcome {
  file: File;
  path: string | null;
  reason: string | null;
}

/**
 * Why an upload was refused, for people: the `message` of a 4xx answer in the one error shape `{ message, code }`
 * (server/routes/upload.ts: wrong type 415 UNSUPPORTED_FILE_TYPE or 400 FILE_EXTENSION_MISMATCH, too large 413
 * FILE_TOO_LARGE, empty 400 EMPTY_FILE, name taken 409 FILE_EXISTS, bad name 400 VALIDATION_FAILED, 401/403
 * sign-in), or null when `error` is not such a refusal (network failure, 5xx: nothing the user can act on).
 */
export function refusalReason(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

/** An outcome that succeeded. */
export type UploadedFile = UploadOutcome & { path: string };

/** What to upload: the vendor's container, the files, and the folder (absent: `images`). */
export interface UploadRequest {
  vendor: VendorKey;
  files: File[];
  folder?: string;
}

/**
 * Uploads `files` in parallel and reports each one (failures are logged, never thrown, with the server's reason
 * when it refused the file), in the given order.
 */
export async function uploadFiles({ vendor, files, folder }: UploadRequest): Promise<UploadOutcome[]> {
  const now = Date.now();
  return Promise.all(
    files.map(async (file, index) => {
      try {
        return { file, path: await uploadFile(vendor, file, now + index, folder), reason: null };
      } catch (error) {
        console.error(`Failed to upload ${file.name}`, error);
        return { file, path: null, reason: refusalReason(error) };
      }
    }),
  );
}

/**
 * A batch upload as a mutation (key adminKeys.upload(), separate from saving). Each picker of a dialog owns
 * one, so each shows its own progress.
 */
export function useUploadFiles() {
  return useMutation({ mutationKey: adminKeys.upload(), mutationFn: uploadFiles, retry: false });
}
