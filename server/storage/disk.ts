/**
 * Disk driver of the blob store (design.md: ./data/blobs by default). Blob `radhe/images/a.webp` lives at
 * `{root}/radhe/images/a.webp`. Writes stream to a temporary file in the same folder and are renamed into place,
 * so a failed or aborted write leaves no blob. The ETag is strong and derived from size and mtime
 * (`"<size hex>-<mtime ms hex>"`), which changes whenever the file is rewritten.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeBlobPath,
  BlobExistsError,
  UnsafeBlobPathError,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
} from './blob-store.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** Content type of a blob path by its extension; application/octet-stream when unknown. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function infoOf(path: string, s: Stats): BlobInfo {
  return {
    size: s.size,
    contentType: contentTypeOf(path),
    etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
    lastModified: s.mtime,
  };
}

/**
 * Creates a disk blob store rooted at `root` (created on first write).
 * Every call rejects unsafe containers and paths with UnsafeBlobPathError.
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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
        return null;
      }
      throw error;
    }
  }

  return {
    async put(container, path, body, options: PutOptions) {
      const full = locate(container, path);
      const dir = resolve(full, '..');
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, `.upload-${randomUUID()}.tmp`);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
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

    async get(container, path) {
      const full = locate(container, path);
      const s = await statFile(full);
      if (!s) return null;
      return { ...infoOf(path, s), stream: createReadStream(full) };
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
