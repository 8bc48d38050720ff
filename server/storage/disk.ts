/**
 * Disk driver of the blob store (design.md: ./data/blobs by default). Blob `radhe/images/a.webp` lives at
 * `{root}/radhe/images/a.webp`.
 *
 * - Safety: every call runs `assertSafeBlobPath` and then checks that the resolved absolute path stays under
 *   the root (UnsafeBlobPathError otherwise).
 * - Writes stream to a hidden temporary file in the target folder and are moved into place (rename to
 *   overwrite, link for "create if absent"), so a failed or aborted write leaves no blob.
 * - Content type comes from the extension (`contentTypeOf` in blob-store.ts, shared with the Azure driver);
 *   the `contentType` passed to `put` is not stored.
 * - ETag: strong, `"<size>-<mtime ms>-<inode>"` in hex. Every write makes a new file (new inode) and mtime,
 *   so a rewritten blob never keeps its old ETag, even within the same millisecond.
 */
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import {
  assertRangeWithin,
  assertSafeBlobPath,
  BlobExistsError,
  bodyStream,
  contentTypeOf,
  UnsafeBlobPathError,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
} from './blob-store.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function infoOf(path: string, s: Stats): BlobInfo {
  return {
    size: s.size,
    contentType: contentTypeOf(path),
    etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}-${s.ino.toString(16)}"`,
    lastModified: s.mtime,
  };
}

/**
 * Creates a disk blob store rooted at `root` (created on first write).
 * @throws UnsafeBlobPathError (from every method) for an unsafe container or path;
 *   BlobExistsError from `put` without `overwrite` when the blob exists; RangeError from `get` for a range
 *   outside the blob.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);

  function locate(container: string, path: string): string {
    const segments = assertSafeBlobPath(container, path);
    const full = resolve(base, container, ...segments);
    if (!full.startsWith(base + sep)) throw new UnsafeBlobPathError();
    return full;
  }

  async function statFile(full: string): Promise<Stats | null> {
    try {
      const s = await stat(full);
      return s.isFile() ? s : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(container, path, body, options: PutOptions) {
      const source = bodyStream(body);
      let full: string;
      let dir: string;
      try {
        full = locate(container, path);
        dir = resolve(full, '..');
        await mkdir(dir, { recursive: true });
      } catch (error) {
        source.destroy();
        throw error;
      }
      const tmp = join(dir, `.upload-${randomUUID()}.tmp`);
      try {
        await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
        if (options.overwrite) {
          await rename(tmp, full);
        } else {
          // link() fails with EEXIST when the name is taken: an atomic "create if absent".
          try {
            await link(tmp, full);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BlobExistsError();
            throw error;
          }
          await unlink(tmp);
        }
      } finally {
        await rm(tmp, { force: true });
      }
      const s = await stat(full);
      return infoOf(path, s);
    },

    async get(container, path, options = {}) {
      const full = locate(container, path);
      // Open first, then stat the open file: metadata and bytes then belong to the same file even if the blob
      // is replaced concurrently (a rename swaps the directory entry, not the open file).
      let handle: FileHandle;
      try {
        handle = await open(full, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        const { range } = options;
        if (range) assertRangeWithin(range, s.size);
        const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { ...infoOf(path, s), stream };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(container, path) {
      const full = locate(container, path);
      const s = await statFile(full);
      return s ? infoOf(path, s) : null;
    },

    async delete(container, path) {
      await rm(locate(container, path), { force: true });
    },
  };
}
