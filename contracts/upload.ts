/**
 * Upload rules shared by the browser and the server — product-spec.md §5 ("Upload file names are sanitized …
 * then prefixed with a millisecond timestamp"; pickers accept image/* and video/*, here narrowed to the types
 * below, which the server takes), §7 (`POST /upload?container=
 * {vendor}&path=images&fileName={timestamp-sanitizedName}`, multipart field `file`) and §9 ("Image folder for
 * uploads is fixed to images"; numeric limits "not shown", so the limits here are our decision).
 *
 * What counts is the file's bytes: the type is sniffed from its magic numbers with `file-type`, never taken from
 * the name or the Content-Type the client sends, and the name's extension must then agree with it. Accepted:
 * images PNG (APNG too), JPEG, WebP, AVIF, GIF; videos MP4, WebM; and, in a folder of their own (`documents`,
 * UPLOAD_FOLDERS), a product's documents as PDF: type-test reports and certificates. SVG is refused
 * (it can carry scripts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { sanitizeFileName } from './media.ts';
import { VENDORS } from './vendors.ts';

/** What an upload is: an image or a video (the `images` folder, §9) or a PDF document (`documents`). */
export type UploadKind = 'image' | 'video' | 'document';
/** Every kind, in the order messages name them. */
const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'video', 'document'];

/**
 * One accepted upload type: file-type's `ext`, the MIME type, images or videos, the file-name extensions that may
 * carry it, and its name for people ('PNG', 'WebM').
 */
export interface UploadType {
  ext: string;
  mime: string;
  kind: UploadKind;
  extensions: readonly string[];
  label: string;
}

/** The accepted upload types: the one list the server judges by and the pickers offer. */
export const UPLOAD_TYPES: readonly UploadType[] = [
  { ext: 'png', mime: 'image/png', kind: 'image', extensions: ['.png'], label: 'PNG' },
  { ext: 'jpg', mime: 'image/jpeg', kind: 'image', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { ext: 'webp', mime: 'image/webp', kind: 'image', extensions: ['.webp'], label: 'WebP' },
  { ext: 'avif', mime: 'image/avif', kind: 'image', extensions: ['.avif'], label: 'AVIF' },
  { ext: 'gif', mime: 'image/gif', kind: 'image', extensions: ['.gif'], label: 'GIF' },
  { ext: 'mp4', mime: 'video/mp4', kind: 'video', extensions: ['.mp4'], label: 'MP4' },
  { ext: 'webm', mime: 'video/webm', kind: 'video', extensions: ['.webm'], label: 'WebM' },
  { ext: 'pdf', mime: 'application/pdf', kind: 'document', extensions: ['.pdf'], label: 'PDF' },
];

/** The accepted types of `kinds`, in UPLOAD_TYPES order. */
function typesOf(kinds: readonly UploadKind[]): UploadType[] {
  return UPLOAD_TYPES.filter((t) => kinds.includes(t.kind));
}

/** The type names of `types` for people, e.g. 'PNG, JPEG, WebP' (`last`: the word before the last one, or ','). */
function typeNames(types: readonly UploadType[], last: 'or' | ','): string {
  const names = types.map((t) => t.label);
  if (last === ',' || names.length < 2) return names.join(', ');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Every accepted file-name extension, e.g. '.png'. */
export const UPLOAD_EXTENSIONS: readonly string[] = UPLOAD_TYPES.flatMap((t) => t.extensions);

/** The folder images and videos go to (product-spec.md §9 "Image folder for uploads is fixed to images"). */
export const UPLOAD_FOLDER = 'images';

/** The folder of a product's PDF documents: a folder of their own, so §9's images folder holds media only. */
export const DOCUMENT_FOLDER = 'documents';

/** The folder each kind of upload goes to. */
export const UPLOAD_FOLDERS: Readonly<Record<UploadKind, string>> = { image: UPLOAD_FOLDER, video: UPLOAD_FOLDER, document: DOCUMENT_FOLDER };

/** The kinds a folder takes: `images` images and videos, `documents` PDFs ([] for any other name). */
export function kindsOfFolder(folder: string): UploadKind[] {
  return UPLOAD_KINDS.filter((kind) => UPLOAD_FOLDERS[kind] === folder);
}

/** The containers uploads may go to: the vendor keys (product-spec.md §3, "a folder named after the vendor key"). */
export const UPLOAD_CONTAINERS: readonly string[] = VENDORS.map((v) => v.key);

/**
 * Default size limits in bytes (UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_DOCUMENT_BYTES): 15 MiB per
 * image, 200 MiB per video, 25 MiB per document (as an enquiry's attachments: a scanned type-test report fits).
 */
export const DEFAULT_UPLOAD_LIMITS = { imageBytes: 15 * 1024 * 1024, videoBytes: 200 * 1024 * 1024, documentBytes: 25 * 1024 * 1024 } as const;

/** How many leading bytes are enough to sniff every accepted type (file-type's own sample size). */
export const UPLOAD_SNIFF_BYTES = 4100;

/** Longest stored file name in UTF-8 bytes (a file name on disk may not be longer). */
export const UPLOAD_NAME_MAX_BYTES = 255;

/** The file-name extension, lower-cased with its dot ('' when there is none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** The accepted type a file name's extension claims, or undefined for any other extension. */
export function uploadTypeOfName(fileName: string): UploadType | undefined {
  const ext = extensionOf(fileName);
  return UPLOAD_TYPES.find((t) => t.extensions.includes(ext));
}

/**
 * The accepted type of a file judged by its first bytes (at least UPLOAD_SNIFF_BYTES of them, or the whole file
 * when shorter), or undefined when the bytes are not one of UPLOAD_TYPES (SVG, HTML, text, MOV, … included).
 */
export async function sniffUploadType(head: Uint8Array): Promise<UploadType | undefined> {
  const found = await fileTypeFromBuffer(head);
  const ext = found?.ext === 'apng' ? 'png' : found?.ext;
  return UPLOAD_TYPES.find((t) => t.ext === ext);
}

/**
 * Why a stored upload name is refused, or null when it is fine. A fine name is what `uploadFileName` makes:
 * `{digits}-{name}` whose name part is unchanged by `sanitizeFileName` (so no '/', '\', '%', whitespace, …),
 * without '..' or control characters, at most UPLOAD_NAME_MAX_BYTES long, ending in an accepted extension.
 */
export function uploadFileNameProblem(fileName: string): string | null {
  const match = /^(\d{1,16})-(.+)$/s.exec(fileName);
  if (!match || sanitizeFileName(match[2]) !== match[2] || /[\p{Cc}]/u.test(fileName)) {
    return 'The file name must be a millisecond timestamp, a dash and a sanitised name, e.g. 1700000000000-rod.png.';
  }
  if (fileName.includes('..')) return 'The file name must not contain "..".';
  if (new TextEncoder().encode(fileName).length > UPLOAD_NAME_MAX_BYTES) {
    return `The file name must be at most ${UPLOAD_NAME_MAX_BYTES} bytes long.`;
  }
  if (!uploadTypeOfName(fileName)) return `The file name must end in ${UPLOAD_EXTENSIONS.join(', ')}.`;
  return null;
}

/**
 * The type of a stored upload path as POST /api/upload answers it — `{folder}/{fileName}` with a name
 * `uploadFileNameProblem` accepts, whose kind goes to that folder (`images/1700000000000-rod.png`,
 * `documents/1700000000000-report.pdf`) — or undefined for any other path.
 */
export function uploadedPathType(path: string): UploadType | undefined {
  const [folder, name, ...deeper] = path.split('/');
  if (name === undefined || deeper.length > 0 || uploadFileNameProblem(name) !== null) return undefined;
  const type = uploadTypeOfName(name);
  return type && UPLOAD_FOLDERS[type.kind] === folder ? type : undefined;
}

/**
 * The query of `POST /api/upload` (product-spec.md §7), with the messages the API answers: images and videos go
 * to `path=images` (§9), PDF documents to `path=documents`, and the name's extension must fit the folder.
 */
export const uploadQuerySchema = z
  .object({
    container: z.string().refine((c) => UPLOAD_CONTAINERS.includes(c), {
      message: `Unknown container: uploads go to ${UPLOAD_CONTAINERS.join(' or ')}.`,
    }),
    path: z.string().refine((p) => kindsOfFolder(p).length > 0, {
      message: `Images and videos go to the ${UPLOAD_FOLDER} folder (path=${UPLOAD_FOLDER}), PDF documents to the ${DOCUMENT_FOLDER} folder (path=${DOCUMENT_FOLDER}).`,
    }),
    fileName: z.string().superRefine((name, ctx) => {
      const problem = uploadFileNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .superRefine(({ path, fileName }, ctx) => {
    const claimed = uploadTypeOfName(fileName);
    if (!claimed || kindsOfFolder(path).length === 0 || UPLOAD_FOLDERS[claimed.kind] === path) return;
    ctx.addIssue({
      code: 'custom',
      path: ['fileName'],
      message: `A ${claimed.label} file goes to the ${UPLOAD_FOLDERS[claimed.kind]} folder, not ${path}; ${path} takes ${typeNames(typesOf(kindsOfFolder(path)), 'or')} files.`,
    });
  });
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

/** The answer of a successful upload: the stored path, `{path}/{fileName}`, e.g. `images/1700000000000-rod.png` (product-spec.md §7). */
export const uploadResultSchema = z.object({ path: z.string().min(1) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Why uploaded bytes are refused: not an accepted type at all, or a name whose extension claims another type. */
export type UploadRefusal = { code: 'UNSUPPORTED_FILE_TYPE'; message: string } | { code: 'FILE_EXTENSION_MISMATCH'; message: string };

/** 'The file is not a supported image (PNG, …) or video (MP4, WebM).', naming the types of `kinds`. */
function unsupportedMessage(kinds: readonly UploadKind[]): string {
  const parts = UPLOAD_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => `${kind} (${typeNames(typesOf([kind]), ',')})`);
  const listed = parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
  return `The file is not a supported ${listed}.`;
}

/**
 * Judges sniffed bytes against the stored name: the accepted type, or the refusal (with a message for people).
 * @param sniffed what `sniffUploadType` found (undefined: nothing accepted)
 * @param kinds what the folder takes (`kindsOfFolder`): bytes of another kind are refused as unsupported there
 */
export function judgeUpload(
  fileName: string,
  sniffed: UploadType | undefined,
  kinds: readonly UploadKind[] = kindsOfFolder(UPLOAD_FOLDER),
): { type: UploadType } | { refusal: UploadRefusal } {
  if (!sniffed || !kinds.includes(sniffed.kind)) {
    return { refusal: { code: 'UNSUPPORTED_FILE_TYPE', message: unsupportedMessage(kinds) } };
  }
  const claimed = uploadTypeOfName(fileName);
  if (claimed !== sniffed) {
    return {
      refusal: {
        code: 'FILE_EXTENSION_MISMATCH',
        message: `The file is ${sniffed.ext.toUpperCase()} but its name ends in ${extensionOf(fileName) || 'no extension'}; use ${sniffed.extensions.join(' or ')}.`,
      },
    };
  }
  return { type: sniffed };
}

/** The size limit in bytes for an upload of `kind`. */
export function uploadLimitFor(kind: UploadKind, limits: UploadLimits): number {
  return { image: limits.imageBytes, video: limits.videoBytes, document: limits.documentBytes }[kind];
}

/** The largest of the limits: what a multipart parser may let through before the per-kind check. */
export function largestUploadLimit(limits: UploadLimits): number {
  return Math.max(...UPLOAD_KINDS.map((kind) => uploadLimitFor(kind, limits)));
}

/** A byte count for people: '15 MB', '200 MB', '1.5 MB', '800 KB' (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The size limits of uploads in bytes, per kind (UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_DOCUMENT_BYTES). */
export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
  documentBytes: number;
}

/**
 * The `accept` attribute of a file input taking `kinds`: each accepted MIME type followed by its extensions,
 * e.g. 'image/png,.png,image/jpeg,.jpg,.jpeg,…' for images (the extensions help pickers that do not know a MIME
 * type, such as AVIF on older systems). Only the types of UPLOAD_TYPES, so a picker offers exactly what the
 * server takes.
 */
export function uploadAccept(kinds: readonly UploadKind[]): string {
  return typesOf(kinds)
    .flatMap((t) => [t.mime, ...t.extensions])
    .join(',');
}

/**
 * What a picker taking `kinds` accepts, for people: images 'PNG, JPEG, WebP, AVIF or GIF, up to
 * 15 MB'; videos 'MP4 or WebM, up to 200 MB'; both 'PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM, up to 15 MB for
 * images and 200 MB for videos'; documents 'PDF, up to 25 MB' (the sizes from `limits`, written by `formatBytes`).
 */
export function describeUploadTypes(kinds: readonly UploadKind[], limits: UploadLimits): string {
  const types = typesOf(kinds);
  const shown = UPLOAD_KINDS.filter((kind) => kinds.includes(kind));
  const sizes =
    shown.length === 1
      ? formatBytes(uploadLimitFor(shown[0], limits))
      : shown.map((kind) => `${formatBytes(uploadLimitFor(kind, limits))} for ${kind}s`).join(' and ');
  return `${typeNames(types, 'or')}, up to ${sizes}`;
}
