/**
 * Blob store interface (design.md "blob store"): containers are top-level folders (a vendor key such as
 * 'radhe', or a marketing folder such as 'in-images'); paths are '/'-separated relative names such as
 * 'images/1700000000000-rod.png'. Drivers: local disk (default, ./data/blobs, `disk.ts`) and Azure Blob
 * Storage (AZURE_STORAGE_CONNECTION_STRING, `azure.ts`); `blob-store.contract.ts` is the one test suite both
 * pass. Every driver must reject unsafe containers and paths with `UnsafeBlobPathError`, and every driver
 * reports the content type by extension (`contentTypeOf`), whatever the writer claimed.
 */
import { Readable } from 'node:stream';

/** Metadata of a stored blob. `etag` is a strong validator in quotes; `size` in bytes. */
export interface BlobInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** A blob opened for reading. */
export interface BlobReadResult extends BlobInfo {
  stream: Readable;
}

export interface PutOptions {
  contentType: string;
  /** When false (default) an existing blob makes `put` fail with BlobExistsError. */
  overwrite?: boolean;
}

/** Options of `get`. `range` selects bytes start..end, both inclusive (HTTP Range semantics, RFC 9110 §14). */
export interface GetOptions {
  range?: { start: number; end: number };
}

export interface BlobStore {
  /**
   * Writes a blob from a stream or buffer; a failed or aborted write leaves no blob behind (and an existing blob
   * as it was). A stream body is read to its end, or destroyed when the write fails: never left half-read.
   */
  put(container: string, path: string, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo>;
  /**
   * Opens a blob for reading (the whole blob, or only `options.range`), or null when it does not exist.
   * The metadata (`size` included) always describes the whole blob.
   */
  get(container: string, path: string, options?: GetOptions): Promise<BlobReadResult | null>;
  /** Metadata of a blob, or null when it does not exist. */
  stat(container: string, path: string): Promise<BlobInfo | null>;
  /** Deletes a blob; deleting a missing blob is not an error. */
  delete(container: string, path: string): Promise<void>;
  /**
   * The blobs of `container` whose path starts with `prefix` (all when absent), in no particular order; a missing
   * container has none. Each with its path and metadata, as `stat` gives them.
   */
  list(container: string, prefix?: string): AsyncIterable<BlobInfo & { path: string }>;
}

/**
 * Thrown for a container or path that could escape the store (.., absolute, backslash, NUL, empty segment) or
 * that names something the store never commits (a segment starting with a dot: the disk driver's temporary
 * files).
 */
export class UnsafeBlobPathError extends Error {
  constructor(message = 'Unsafe blob path') {
    super(message);
    this.name = 'UnsafeBlobPathError';
  }
}

/** Thrown by `put` without `overwrite` when the blob already exists. */
export class BlobExistsError extends Error {
  constructor(message = 'A blob with this name already exists') {
    super(message);
    this.name = 'BlobExistsError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/**
 * Content type of a blob path by its extension (png, jpg/jpeg, webp, avif, gif, svg, mp4, webm, pdf; any
 * case); application/octet-stream otherwise. Every driver reports this type, so a blob is served the same
 * way from disk and from Azure.
 */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** A put body as a stream (a buffer becomes a one-chunk stream). */
export function bodyStream(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}

/**
 * Checks a byte range (both ends inclusive) against a blob of `size` bytes.
 * @throws RangeError when the range is empty, negative or reaches past the end of the blob.
 */
export function assertRangeWithin(range: { start: number; end: number }, size: number): void {
  if (!(Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0 && range.end >= range.start && range.end < size)) {
    throw new RangeError(`Range ${range.start}-${range.end} outside blob of ${size} bytes`);
  }
}

const CONTAINER_RE = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
/** A path segment: no separator, no NUL, and not starting with a dot (so neither '.', '..' nor a hidden name). */
const SEGMENT_RE = /^[^./\\\0][^/\\\0]*$/;

/**
 * Validates a container name and a relative blob path; returns the path's segments. A container starts with a
 * letter or digit; no segment of the path is empty or starts with a dot ('.', '..', '.upload-….tmp', '.tmp'):
 * names starting with a dot are the disk driver's own (temporary files), never blobs, in every driver.
 * @throws UnsafeBlobPathError when either could escape the store or names something the store never commits.
 */
export function assertSafeBlobPath(container: string, path: string): string[] {
  if (!CONTAINER_RE.test(container)) throw new UnsafeBlobPathError('Invalid container name');
  if (path.length === 0 || path.length > 1024) throw new UnsafeBlobPathError('Invalid blob path');
  const segments = path.split('/');
  for (const s of segments) {
    if (!SEGMENT_RE.test(s)) throw new UnsafeBlobPathError('Invalid blob path');
  }
  return segments;
}
