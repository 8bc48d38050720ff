import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobExistsError, UnsafeBlobPathError } from './blob-store.ts';
import { contentTypeOf, createDiskBlobStore } from './disk.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'blobs-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('disk blob store', () => {
  it('writes, reads, stats and deletes a blob', async () => {
    const store = createDiskBlobStore(root);
    const info = await store.put('radhe', 'images/a.webp', Buffer.from('hello'), { contentType: 'image/webp' });
    expect(info).toMatchObject({ size: 5, contentType: 'image/webp' });
    const blob = await store.get('radhe', 'images/a.webp');
    expect(await read(blob!.stream)).toBe('hello');
    expect((await store.stat('radhe', 'images/a.webp'))?.etag).toBe(info.etag);
    await store.delete('radhe', 'images/a.webp');
    expect(await store.get('radhe', 'images/a.webp')).toBeNull();
  });

  it('refuses to replace an existing blob unless told to', async () => {
    const store = createDiskBlobStore(root);
    await store.put('therm', 'images/b.png', Buffer.from('one'), { contentType: 'image/png' });
    await expect(store.put('therm', 'images/b.png', Buffer.from('two'), { contentType: 'image/png' })).rejects.toBeInstanceOf(BlobExistsError);
    expect(await read((await store.get('therm', 'images/b.png'))!.stream)).toBe('one');
    await store.put('therm', 'images/b.png', Buffer.from('three'), { contentType: 'image/png', overwrite: true });
    expect(await read((await store.get('therm', 'images/b.png'))!.stream)).toBe('three');
  });

  it('leaves nothing behind when the source stream fails', async () => {
    const store = createDiskBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client aborted'));
      },
    });
    await expect(store.put('radhe', 'images/c.mp4', failing, { contentType: 'video/mp4' })).rejects.toThrow('client aborted');
    expect(readdirSync(join(root, 'radhe', 'images'))).toEqual([]);
  });

  it('reads a byte range and reports the whole blob\'s size', async () => {
    const store = createDiskBlobStore(root);
    await store.put('radhe', 'videos/tour.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const part = await store.get('radhe', 'videos/tour.mp4', { range: { start: 3, end: 6 } });
    expect(part?.size).toBe(10);
    expect(await read(part!.stream)).toBe('3456');
    await expect(store.get('radhe', 'videos/tour.mp4', { range: { start: 5, end: 10 } })).rejects.toBeInstanceOf(RangeError);
  });

  it('gives a replaced blob a new ETag, even within the same millisecond', async () => {
    const store = createDiskBlobStore(root);
    const first = await store.put('therm', 'images/e.png', Buffer.from('same'), { contentType: 'image/png' });
    const second = await store.put('therm', 'images/e.png', Buffer.from('SAME'), { contentType: 'image/png', overwrite: true });
    expect(first.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    expect(second.etag).not.toBe(first.etag);
    expect((await store.get('therm', 'images/e.png'))?.etag).toBe(second.etag);
  });

  it('treats a folder and a missing blob alike (null), and deleting a missing blob is fine', async () => {
    const store = createDiskBlobStore(root);
    await store.put('radhe', 'images/deep/f.webp', Buffer.from('x'), { contentType: 'image/webp' });
    expect(await store.get('radhe', 'images/deep')).toBeNull();
    expect(await store.stat('radhe', 'images/deep')).toBeNull();
    expect(await store.stat('radhe', 'images/deep/f.webp/child')).toBeNull();
    expect(await store.get('radhe', 'nothing/here.webp')).toBeNull();
    await expect(store.delete('radhe', 'nothing/here.webp')).resolves.toBeUndefined();
  });

  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.gif', 'image/gif'],
    ['a.svg', 'image/svg+xml'],
    ['a.mp4', 'video/mp4'],
    ['a.webm', 'video/webm'],
    ['a.pdf', 'application/pdf'],
    ['a.html', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
  ])('types %s as %s', (path, type) => {
    expect(contentTypeOf(path)).toBe(type);
  });

  it.each([
    ['radhe', '../x'],
    ['radhe', 'images/../../x'],
    ['radhe', '/etc/passwd'],
    ['radhe', 'images\\..\\x'],
    ['radhe', 'a\0b'],
    ['radhe', 'images//x'],
    ['..', 'x'],
    ['Radhe', 'x'],
    ['r/x', 'y'],
    ['radhe', ''],
    ['radhe', '.'],
    ['radhe', 'images/./x'],
    ['radhe', 'images/'],
    ['radhe', 'C:\\x'],
  ])('rejects the unsafe location %s / %s', async (container, path) => {
    const store = createDiskBlobStore(root);
    await expect(store.stat(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
    await expect(store.put(container, path, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(UnsafeBlobPathError);
    await expect(store.get(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
    await expect(store.delete(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
  });
});
