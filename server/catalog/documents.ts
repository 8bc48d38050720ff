/**
 * A product's documents on save ("Staff can also upload their own type-test reports and certificates per
 * product as documents"): each listed PDF must already be in the blob store, uploaded by POST /api/upload with
 * `path=documents` to the product's vendor container, and its size is taken from the store, not from the client,
 * so the product page can say how large a download is and never links a file that is not there.
 */
import type { ProductDocument } from '../../contracts/catalog.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { fieldError, HttpError } from '../errors.ts';

/** Seconds staff are asked to wait when the blob store cannot be asked about the documents. */
export const DOCUMENTS_RETRY_AFTER_S = 60;

/**
 * The documents as they are stored: `listed` (validated by contracts/catalog-input.ts) each with its size in bytes.
 * @param vendor the product's vendor key: the container the files were uploaded to
 * @throws HttpError 400 on 'documents.{i}.path' for a file the store does not hold (never uploaded, or uploaded to
 *   the other vendor); 503 FILES_UNAVAILABLE with Retry-After when the store cannot be asked (nothing is saved then)
 */
export async function measureDocuments(
  blobs: BlobStore,
  vendor: string,
  listed: ReadonlyArray<{ title: string; path: string }>,
): Promise<ProductDocument[]> {
  const found = await Promise.all(
    listed.map((document) =>
      blobs.stat(vendor, document.path).catch(() => {
        const message = 'The documents cannot be checked just now: the file store does not answer. Save again in a minute; what you entered stays in the form.';
        throw new HttpError(503, 'FILES_UNAVAILABLE', message, [{ path: 'documents', message }], DOCUMENTS_RETRY_AFTER_S);
      }),
    ),
  );
  return listed.map(({ title, path }, index) => {
    const info = found[index];
    if (!info) throw fieldError(`documents.${index}.path`, 'This file is not in the store any more: remove the document and upload the PDF again');
    return { title, path, bytes: info.size };
  });
}
