/**
 * Blob store interface (design.md "blob store"): containers are top-level folders (a vendor key such as
 * 'radhe', or a marketing folder such as 'in-images'); paths are '/'-separated relative names such as
 * 'images/1700000000000-rod.png'. Drivers: local disk (default, ./data/blobs) and, in a later issue,
 * Azure Blob Storage. Every driver must reject unsafe containers and paths with `UnsafeBlobPathError`.
 */
import type { Readable } from 'node:stream';

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
  /** Writes a blob from a stream or buffer; a failed or aborted write leaves no blob behind. */
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
}

/** Thrown for a container or path that could escape the store (.., absolute, backslash, NUL, empty segment). */
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

const CONTAINER_RE = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
const SEGMENT_RE = /^[^/\\\0]+$/;

/**
 * Validates a container name and a relative blob path; returns the path's segments.
 * @throws UnsafeBlobPathError when either could escape the store.
 */
export function assertSafeBlobPath(container: string, path: string): string[] {
  if (!CONTAINER_RE.test(container)) throw new UnsafeBlobPathError('Invalid container name');
  if (path.length === 0 || path.length > 1024) throw new UnsafeBlobPathError('Invalid blob path');
  const segments = path.split('/');
  for (const s of segments) {
    if (!SEGMENT_RE.test(s) || s === '.' || s === '..') throw new UnsafeBlobPathError('Invalid blob path');
  }
  return segments;
}
