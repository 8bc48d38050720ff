/**
 * Disk driver of the blob store (design.md: ./data/blobs by default). Blob `radhe/images/a.webp` lives at
 * `{root}/radhe/images/a.webp`.
 *
 * - Safety: every call runs `assertSafeBlobPath` and then checks that the resolved absolute path stays under
 *   the root (UnsafeBlobPathError otherwise).
 * - Writes stream to a temporary file in `{root}/.tmp/` and are moved into place (rename to overwrite, link for
 *   "create if absent"; the same file system as the blobs, so both are atomic), so a failed or aborted write
 *   leaves no blob. No read reaches `.tmp/` or any name starting with a dot (`assertSafeBlobPath`), so a write
 *   cut short — even by a kill -9 — is never served.
 * - Leftovers of writes cut short are removed when a store is created: every method waits for the sweep
 *   (`sweepLeftovers`). A temporary file is named after its writer (`{host}~{pid}~{process token}~{uuid}.tmp`),
 *   so the sweep removes only files of processes that are gone — on this host, a pid that no longer runs or that
 *   is now another process; from another host sharing the folder, files untouched for a day — and never a write
 *   still under way in another instance.
 * - Content type comes from the extension (`contentTypeOf` in blob-store.ts, shared with the Azure driver);
 *   the `contentType` passed to `put` is not stored.
 * - ETag: strong, `"<size>-<mtime ms>-<inode>"` in hex. Every write makes a new file (new inode) and mtime,
 *   so a rewritten blob never keeps its old ETag, even within the same millisecond.
 */
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
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

/** The folder under the root that holds writes under way; no container can be named so (containers start with a letter or digit). */
export const TEMP_FOLDER = '.tmp';

/** Names this process's temporary files, so a later sweep can tell its files from a dead process's. */
const WRITER = { host: hostname().replace(/[^A-Za-z0-9.-]/g, '_'), pid: process.pid, token: randomUUID().slice(0, 8) };

/** How long a temporary file of another host may stay untouched before a sweep takes it for a leftover. */
export const FOREIGN_LEFTOVER_MS = 24 * 60 * 60 * 1000;

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the temporary file `name` (modified at `mtimeMs`) belongs to no write that may still be under way. */
function isLeftover(name: string, mtimeMs: number, now: number): boolean {
  const [host, pid, token] = name.split('~');
  if (host !== WRITER.host) return now - mtimeMs > FOREIGN_LEFTOVER_MS;
  if (token === WRITER.token) return false; // this process's own write
  // The same pid with another token is an earlier process that had this pid (a restarted container is pid 1 again).
  return Number(pid) === WRITER.pid || !processRuns(Number(pid));
}

/**
 * Removes the temporary files of writes cut short (a process killed mid-upload) from `{root}/.tmp`.
 * @returns how many files it removed (0 when the folder does not exist).
 * @throws the file system's error when the folder cannot be read (other than missing).
 */
export async function sweepLeftovers(root: string): Promise<number> {
  const dir = join(resolve(root), TEMP_FOLDER);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  const now = Date.now();
  let removed = 0;
  for (const name of names) {
    const full = join(dir, name);
    const s = await stat(full).catch(() => null);
    if (s && isLeftover(name, s.mtimeMs, now)) {
      await rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Creates a disk blob store rooted at `root` (created on first write), and starts removing the leftovers of
 * writes cut short (`sweepLeftovers`); every method waits for that.
 * @throws UnsafeBlobPathError (from every method) for an unsafe container or path;
 *   BlobExistsError from `put` without `overwrite` when the blob exists; RangeError from `get` for a range
 *   outside the blob.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const tempDir = join(base, TEMP_FOLDER);
  // A sweep that fails (an unreadable folder) must not stop reads; a write then fails on the folder by itself.
  const swept = sweepLeftovers(base).catch(() => 0);

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
      try {
        full = locate(container, path);
        await swept;
        await mkdir(resolve(full, '..'), { recursive: true });
        await mkdir(tempDir, { recursive: true });
      } catch (error) {
        source.destroy();
        throw error;
      }
      const tmp = join(tempDir, `${WRITER.host}~${WRITER.pid}~${WRITER.token}~${randomUUID()}.tmp`);
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
      await swept;
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
      await swept;
      const s = await statFile(full);
      return s ? infoOf(path, s) : null;
    },

    async delete(container, path) {
      const full = locate(container, path);
      await swept;
      await rm(full, { force: true });
    },

    async *list(container, prefix = '') {
      // The container's folder, its name checked as every call checks it.
      const dir = dirname(locate(container, 'x'));
      await swept;
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        const path = name.split(sep).join('/');
        if (!path.startsWith(prefix)) continue;
        const s = await statFile(join(dir, name));
        if (s) yield { path, ...infoOf(path, s) };
      }
    },
  };
}
