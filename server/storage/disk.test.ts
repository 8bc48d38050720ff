import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './disk.ts';
import { describeBlobStoreContract } from './blob-store.contract.ts';
import { generatedStream } from '../test/streams.ts';

let root: string | undefined;
function freshRoot(): string {
  root = mkdtempSync(join(tmpdir(), 'blobs-'));
  return root;
}

describeBlobStoreContract('disk blob store', {
  create: () => createDiskBlobStore(freshRoot()),
  dispose: () => {
    if (root) rmSync(root, { recursive: true, force: true });
  },
});

describe('disk blob store (disk-only details)', () => {
  it('leaves no temporary file behind when the source stream fails', async () => {
    const dir = freshRoot();
    try {
      const store = createDiskBlobStore(dir);
      await store.put('radhe', 'images/keep.webp', Buffer.from('x'), { contentType: 'image/webp' });
      const failing = generatedStream(1024 * 1024, { failAfter: 64 * 1024 });
      await expect(store.put('radhe', 'images/c.mp4', failing, { contentType: 'video/mp4' })).rejects.toThrow('client aborted');
      expect(readdirSync(join(dir, 'radhe', 'images'))).toEqual(['keep.webp']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a replaced blob a new ETag of size, mtime and inode, even within the same millisecond', async () => {
    const dir = freshRoot();
    try {
      const store = createDiskBlobStore(dir);
      const first = await store.put('therm', 'images/e.png', Buffer.from('same'), { contentType: 'image/png' });
      const second = await store.put('therm', 'images/e.png', Buffer.from('SAME'), { contentType: 'image/png', overwrite: true });
      expect(first.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
      expect(second.etag).not.toBe(first.etag);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
