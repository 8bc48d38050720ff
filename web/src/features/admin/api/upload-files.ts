/**
 * POST /upload?container={vendor}&path=images&fileName={timestamp-sanitizedName}, bearer — product-spec.md §7:
 * a multipart form with the field `file`; status 200 is success and the answer is {path: 'images/{fileName}'},
 * the path stored on the category or product. File names follow §5 (uploadFileName: sanitised, prefixed with a
 * millisecond timestamp); the upload folder is always `images` (§9, UPLOAD_FOLDER of contracts/upload.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { uploadFileName } from '../../../../../contracts/media.ts';
import { UPLOAD_FOLDER, type UploadResult } from '../../../../../contracts/upload.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

const uploadAnswerSchema: z.ZodType<UploadResult> = z.object({ path: z.string().min(1) });

/**
 * Uploads one file into `vendor`'s container and returns its stored path ('images/{fileName}').
 * @param now the timestamp of the name (ms); several files uploaded together get now, now+1, … so that two
 *   files of the same name never collide.
 * @throws ApiRequestError on any failure.
 */
export async function uploadFile(vendor: VendorKey, file: File, now: number = Date.now()): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest('/upload', uploadAnswerSchema, {
    method: 'POST',
    body: form,
    auth: true,
    query: { container: vendor, path: UPLOAD_FOLDER, fileName: uploadFileName(file.name, now) },
  });
  return answer.path;
}

/** One file's outcome in a batch: its stored path, or null when it failed. */
export interface UploadOutcome {
  file: File;
  path: string | null;
}

/** An outcome that succeeded. */
export interface UploadedFile {
  file: File;
  path: string;
}

/** What to upload: the vendor's container and the files. */
export interface UploadRequest {
  vendor: VendorKey;
  files: File[];
}

/**
 * Uploads `files` in parallel and reports each one (failures are logged, never thrown), in the given order.
 */
export async function uploadFiles({ vendor, files }: UploadRequest): Promise<UploadOutcome[]> {
  const now = Date.now();
  return Promise.all(
    files.map(async (file, index) => {
      try {
        return { file, path: await uploadFile(vendor, file, now + index) };
      } catch (error) {
        console.error(`Failed to upload ${file.name}`, error);
        return { file, path: null };
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
