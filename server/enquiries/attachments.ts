/**
 * The files of a request for quotation (rules in contracts/enquiry-attachments.ts): each judged by its
 * bytes, streamed into the private blob container ENQUIRY_FILES_CONTAINER under `{enquiry id}/{position}.{ext}`
 * within the size limit, and removed again when the enquiry they came with is not stored. /media never serves the
 * container (server/routes/media.ts); staff download a file through the inbox (GET
 * /api/enquiries/{id}/attachments/{position}).
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyBaseLogger } from 'fastify';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  attachmentKindOfName,
  type AttachmentKind,
} from '../../contracts/enquiry-attachments.ts';
import { byteLimit, readHead } from '../api/multipart.ts';
import { HttpError } from '../errors.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** The blob container of enquiry attachments: private (never served by /media). */
export const ENQUIRY_FILES_CONTAINER = 'enquiry-files';

/** Bytes read before judging a file: enough for file-type to find an XLSX's workbook among the zip's first entries. */
export const ATTACHMENT_SNIFF_BYTES = 64 * 1024;

const byLabel = (label: string) => ATTACHMENT_KINDS.find((k) => k.label === label)!;
/** file-type's extensions of the binary kinds. */
const FILE_TYPE_KINDS: Record<string, string> = { pdf: 'PDF', dwg: 'DWG', xlsx: 'XLSX', png: 'PNG', apng: 'PNG', jpg: 'JPEG', webp: 'WebP' };

/**
 * The kind `head` (a file's first bytes) shows, or undefined when it is none of ATTACHMENT_KINDS. Binary kinds by
 * their signatures (file-type: PDF, DWG, XLSX, PNG, JPEG, WebP); the text formats by their first line: STEP
 * (ISO 10303-21) begins `ISO-10303-21;`, an ASCII DXF begins with group code 0 and `SECTION` (after optional 999
 * comments), a binary DXF with `AutoCAD Binary DXF`.
 */
export async function sniffAttachment(head: Uint8Array): Promise<AttachmentKind | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) return FILE_TYPE_KINDS[found.ext] ? byLabel(FILE_TYPE_KINDS[found.ext]) : undefined;
  const text = Buffer.from(head.subarray(0, 512)).toString('latin1').replace(/^\uFEFF|^ï»¿/, '');
  if (/^\s*ISO-10303-21;/.test(text)) return byLabel('STEP');
  if (text.startsWith('AutoCAD Binary DXF') || /^(\s*999\r?\n[^\n]*\n)*\s*0\r?\n\s*SECTION\s*\r?\n/.test(text)) return byLabel('DXF');
  return undefined;
}

/** A 400 (413 for size) VALIDATION_FAILED naming attachment `position`'s field (`attachments.{n}`) with `message`. */
export function attachmentRefusal(position: number | null, message: string, status = 400): HttpError {
  return new HttpError(status, 'VALIDATION_FAILED', message, [{ path: position === null ? 'attachments' : `attachments.${position}`, message }]);
}

/** Seconds a visitor is asked to wait when the blob store cannot take the files. */
export const FILES_RETRY_AFTER_S = 60;

/**
 * 503 FILES_UNAVAILABLE on `attachments` with Retry-After: the blob store could not take the files (down, full).
 * The enquiry is not stored; the form keeps everything, files included, and says how to go on.
 */
export function filesUnavailable(): HttpError {
  const message = 'Your files could not be stored just now. Send again in a minute, or remove the files, send, and mention them in your message.';
  return new HttpError(503, 'FILES_UNAVAILABLE', message, [{ path: 'attachments', message }], FILES_RETRY_AFTER_S);
}

/** A stored file: its place, the name it was sent with, its kind, size (bytes) and blob path. */
export interface StoredAttachment {
  position: number;
  fileName: string;
  contentType: string;
  size: number;
  blobPath: string;
}

/** A file's name as kept: no path, no control characters, at most ATTACHMENT_LIMITS.nameChars; 'file' when nothing is left. */
export function attachmentName(sent: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (sent ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= ATTACHMENT_LIMITS.nameChars) return base || 'file';
  const extension = /\.[^.]{1,8}$/.exec(base)?.[0] ?? '';
  return base.slice(0, ATTACHMENT_LIMITS.nameChars - extension.length) + extension;
}

/**
 * Judges file `position` of enquiry `enquiryId` by its bytes and streams it into the private container.
 * @param file the part's stream; `truncated()` says busboy cut it at its own limit
 * @returns the stored file
 * @throws HttpError 400 on `attachments.{n}` (empty, not an accepted kind, a name claiming another kind), 413 over
 *   ATTACHMENT_LIMITS.bytes, 503 FILES_UNAVAILABLE when the store fails; nothing is left in the store then
 */
export async function storeAttachment(
  blobs: BlobStore,
  enquiryId: string,
  position: number,
  sentName: string | undefined,
  file: Readable,
  truncated: () => boolean,
): Promise<StoredAttachment> {
  const fileName = attachmentName(sentName);
  const { head, body } = await readHead(file, ATTACHMENT_SNIFF_BYTES);
  if (head.length === 0) throw attachmentRefusal(position, ATTACHMENT_MESSAGES.empty(fileName));
  const kind = await sniffAttachment(head);
  if (!kind) throw attachmentRefusal(position, ATTACHMENT_MESSAGES.notAccepted(fileName));
  // The name must say what the bytes are: staff open the file by its name, so 'order.bat' holding a PDF is refused.
  const claimed = attachmentKindOfName(fileName);
  if (!claimed) throw attachmentRefusal(position, ATTACHMENT_MESSAGES.notAccepted(fileName));
  if (claimed !== kind) throw attachmentRefusal(position, ATTACHMENT_MESSAGES.nameMismatch(fileName, kind.label));
  const tooLarge = () => attachmentRefusal(position, ATTACHMENT_MESSAGES.tooLarge(fileName), 413);
  const counted = byteLimit(ATTACHMENT_LIMITS.bytes, tooLarge, truncated);
  const blobPath = `${enquiryId}/${position}.${kind.extensions[0]}`;
  const feeding = pipeline(body, counted);
  const storing = blobs.put(ENQUIRY_FILES_CONTAINER, blobPath, counted, { contentType: kind.mime });
  storing.catch(() => counted.destroy()); // so `feeding` settles even if the store gave up before reading
  const [stored, fed] = await Promise.allSettled([storing, feeding]);
  if (stored.status === 'rejected') {
    if (fed.status === 'rejected' && fed.reason instanceof HttpError) throw fed.reason;
    if (stored.reason instanceof HttpError) throw stored.reason;
    // The store failed (unreachable, full): the visitor keeps the form and the files and may send again later.
    throw Object.assign(filesUnavailable(), { cause: stored.reason });
  }
  return { position, fileName, contentType: kind.mime, size: stored.value.size, blobPath };
}

/** Deletes stored files of an enquiry that was not stored (best effort: a failure is logged, never thrown). */
export async function removeAttachments(blobs: BlobStore, stored: readonly StoredAttachment[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    stored.map((file) =>
      blobs.delete(ENQUIRY_FILES_CONTAINER, file.blobPath).catch((error: unknown) => log.error({ err: error, path: file.blobPath }, 'could not remove an attachment of an enquiry that was not stored')),
    ),
  );
}
