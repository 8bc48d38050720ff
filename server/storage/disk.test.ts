import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskBlobStore, FOREIGN_LEFTOVER_MS, TEMP_FOLDER } from './disk.ts';
import { UnsafeBlobPathError } from './blob-store.ts';
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
      expect(readdirSync(join(dir, TEMP_FOLDER))).toEqual([]);
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

/** Polls `condition` every 20 ms; fails after `timeoutMs`. */
async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** The files in `{root}/.tmp` with their sizes (none when the folder does not exist). */
function tempFiles(root: string): Array<{ name: string; size: number }> {
  try {
    return readdirSync(join(root, TEMP_FOLDER)).map((name) => ({ name, size: statSync(join(root, TEMP_FOLDER, name)).size }));
  } catch {
    return [];
  }
}

describe('disk blob store: a process killed mid-write', () => {
  it('leaves a partial file only in .tmp, never served; the next store removes it, but never a live write', { timeout: 30_000 }, async () => {
    const root = freshRoot();
    let child: ReturnType<typeof spawn> | undefined;
    try {
      child = spawn(process.execPath, [join(import.meta.dirname, 'disk.kill-child.ts'), root], { stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = once(child, 'exit');
      let output = '';
      child.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
      await waitFor(() => output.includes('written') && tempFiles(root).some((f) => f.size >= 1024 * 1024));

      // Another store on the same folder while the child writes: its write is under way, so the file stays.
      const meanwhile = createDiskBlobStore(root);
      expect(await meanwhile.stat('radhe', 'images/killed.mp4')).toBeNull();
      const [partial] = tempFiles(root);
      expect(partial.name).toMatch(new RegExp(`^${hostname().replace(/[^A-Za-z0-9.-]/g, '_')}~${child.pid}~`));

      child.kill('SIGKILL');
      expect((await exited)[1]).toBe('SIGKILL');
      // The kill left a partial file behind, where no name reaches it …
      expect(tempFiles(root)).toEqual([partial]);
      expect(await meanwhile.stat('radhe', 'images/killed.mp4')).toBeNull();
      expect(await meanwhile.get('radhe', 'images/killed.mp4')).toBeNull();
      await expect(meanwhile.get(TEMP_FOLDER, partial.name)).rejects.toBeInstanceOf(UnsafeBlobPathError);
      await expect(meanwhile.get('radhe', `../${TEMP_FOLDER}/${partial.name}`)).rejects.toBeInstanceOf(UnsafeBlobPathError);

      // … and a store opened after it (the server started again) removes it before answering.
      const again = createDiskBlobStore(root);
      expect(await again.stat('radhe', 'images/killed.mp4')).toBeNull();
      expect(tempFiles(root)).toEqual([]);
      expect(readdirSync(join(root, 'radhe', 'images'))).toEqual([]);
      await again.put('radhe', 'images/killed.mp4', Buffer.from('whole'), { contentType: 'video/mp4' });
      expect((await again.stat('radhe', 'images/killed.mp4'))?.size).toBe(5);
    } finally {
      if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("removes another host's temporary files only once they are a day old", async () => {
    const root = freshRoot();
    try {
      mkdirSync(join(root, TEMP_FOLDER));
      const recent = join(root, TEMP_FOLDER, 'other-host~1~abcdef12~0000.tmp');
      const stale = join(root, TEMP_FOLDER, 'other-host~1~abcdef12~1111.tmp');
      writeFileSync(recent, 'x');
      writeFileSync(stale, 'x');
      const old = new Date(Date.now() - FOREIGN_LEFTOVER_MS - 60_000);
      utimesSync(stale, old, old);
      await createDiskBlobStore(root).stat('radhe', 'images/a.png');
      expect(tempFiles(root).map((f) => f.name)).toEqual(['other-host~1~abcdef12~0000.tmp']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
