/**
 * The one behavioural test suite of the `BlobStore` interface (blob-store.ts), declared for any driver:
 * `describeBlobStoreContract('disk blob store', factory)` in disk.test.ts and the same for the Azure driver
 * against Azurite in azure.api.test.ts. A driver that passes it can replace another without the routes noticing.
 *
 * The factory gives a store with no blobs for every test (a fresh folder, a fresh container prefix, …).
 */
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BlobExistsError, UnsafeBlobPathError, type BlobStore } from './blob-store.ts';
import { generatedStream, readAll } from '../test/streams.ts';

/** Makes an empty store for one test; `dispose` (optional) runs after the test. */
export interface BlobStoreFactory {
  create(): Promise<BlobStore> | BlobStore;
  dispose?(): Promise<void> | void;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Declares the contract tests of `BlobStore` for the stores `factory` makes. */
export function describeBlobStoreContract(name: string, factory: BlobStoreFactory): void {
  describe(`${name} (BlobStore contract)`, () => {
    let store: BlobStore;
    const fresh = async () => (store = await factory.create());
    afterEach(async () => {
      await factory.dispose?.();
    });

    it('writes, reads, stats and deletes a blob; the type comes from the extension', async () => {
      await fresh();
      const before = Date.now();
      const info = await store.put('radhe', 'images/a.webp', Buffer.from('hello'), { contentType: 'text/plain' });
      expect(info).toMatchObject({ size: 5, contentType: 'image/webp' });
      expect(info.lastModified).toBeInstanceOf(Date);
      expect(Math.abs(info.lastModified.getTime() - before)).toBeLessThan(60_000);
      const blob = await store.get('radhe', 'images/a.webp');
      expect(blob).toMatchObject({ size: 5, contentType: 'image/webp', etag: info.etag });
      expect((await readAll(blob!.stream)).toString()).toBe('hello');
      const stat = await store.stat('radhe', 'images/a.webp');
      expect(stat).toMatchObject({ size: 5, contentType: 'image/webp', etag: info.etag });
      expect(stat!.lastModified.getTime()).toBe(info.lastModified.getTime());
      await store.delete('radhe', 'images/a.webp');
      expect(await store.get('radhe', 'images/a.webp')).toBeNull();
      expect(await store.stat('radhe', 'images/a.webp')).toBeNull();
    });

    it('lists the blobs of a container under a prefix, with their metadata; a missing container has none', async () => {
      await fresh();
      const first = await store.put('enquiry-files', 'e1/0.pdf', Buffer.from('%PDF-1'), { contentType: 'application/pdf' });
      await store.put('enquiry-files', 'e1/1.png', Buffer.from('png'), { contentType: 'image/png' });
      await store.put('enquiry-files', 'e2/0.pdf', Buffer.from('%PDF-2'), { contentType: 'application/pdf' });
      await store.put('radhe', 'images/a.png', Buffer.from('other container'), { contentType: 'image/png' });
      const listed = async (container: string, prefix?: string) => {
        const out = [];
        for await (const blob of store.list(container, prefix)) out.push(blob);
        return out.sort((a, b) => a.path.localeCompare(b.path));
      };
      expect((await listed('enquiry-files')).map((b) => b.path)).toEqual(['e1/0.pdf', 'e1/1.png', 'e2/0.pdf']);
      const e1 = await listed('enquiry-files', 'e1/');
      expect(e1.map((b) => b.path)).toEqual(['e1/0.pdf', 'e1/1.png']);
      expect(e1[0]).toMatchObject({ size: 6, contentType: 'application/pdf', etag: first.etag });
      expect(e1[0].lastModified.getTime()).toBe(first.lastModified.getTime());
      await store.delete('enquiry-files', 'e1/1.png');
      expect((await listed('enquiry-files', 'e1/')).map((b) => b.path)).toEqual(['e1/0.pdf']);
      expect(await listed('therm')).toEqual([]);
      await expect(listed('../x')).rejects.toThrow(UnsafeBlobPathError);
    });

    it.each([
      ['a.JPG', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.mp4', 'video/mp4'],
      ['a.svg', 'image/svg+xml'],
      ['a.html', 'application/octet-stream'],
    ])('reports %s as %s on put, get and stat', async (file, type) => {
      await fresh();
      expect((await store.put('therm', `images/${file}`, Buffer.from('x'), { contentType: 'image/png' })).contentType).toBe(type);
      expect((await store.stat('therm', `images/${file}`))?.contentType).toBe(type);
      const blob = await store.get('therm', `images/${file}`);
      blob?.stream.destroy();
      expect(blob?.contentType).toBe(type);
    });

    it('refuses to replace an existing blob unless told to, and a replaced blob gets a new strong ETag', async () => {
      await fresh();
      const first = await store.put('therm', 'images/b.png', Buffer.from('one'), { contentType: 'image/png' });
      expect(first.etag).toMatch(/^"[^"]+"$/);
      await expect(store.put('therm', 'images/b.png', Buffer.from('two'), { contentType: 'image/png' })).rejects.toBeInstanceOf(BlobExistsError);
      await expect(store.put('therm', 'images/b.png', Readable.from([Buffer.from('two')]), { contentType: 'image/png' })).rejects.toBeInstanceOf(
        BlobExistsError,
      );
      expect((await readAll((await store.get('therm', 'images/b.png'))!.stream)).toString()).toBe('one');
      const second = await store.put('therm', 'images/b.png', Buffer.from('three'), { contentType: 'image/png', overwrite: true });
      expect(second.etag).not.toBe(first.etag);
      expect(second.etag).toMatch(/^"[^"]+"$/);
      const blob = await store.get('therm', 'images/b.png');
      expect(blob?.etag).toBe(second.etag);
      expect((await readAll(blob!.stream)).toString()).toBe('three');
    });

    it('lets exactly one of two racing creates win', async () => {
      await fresh();
      const results = await Promise.allSettled(
        [1, 2].map(() => store.put('radhe', 'images/race.png', generatedStream(256 * 1024, { chunkBytes: 16 * 1024 }), { contentType: 'image/png' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(BlobExistsError);
      expect((await store.stat('radhe', 'images/race.png'))?.size).toBe(256 * 1024);
    });

    it('streams a multi-megabyte blob in and out unchanged', async () => {
      await fresh();
      const size = 9 * 1024 * 1024 + 123;
      const expected = sha256(await readAll(generatedStream(size)));
      const info = await store.put('radhe', 'images/big.mp4', generatedStream(size), { contentType: 'video/mp4' });
      expect(info.size).toBe(size);
      const blob = await store.get('radhe', 'images/big.mp4');
      expect(blob?.size).toBe(size);
      expect(sha256(await readAll(blob!.stream))).toBe(expected);
    });

    it('leaves nothing behind when the source stream fails, early or after megabytes', async () => {
      await fresh();
      for (const failAfter of [1024, 9 * 1024 * 1024]) {
        const failing = generatedStream(20 * 1024 * 1024, { failAfter, failWith: new Error('client aborted') });
        await expect(store.put('radhe', 'images/c.mp4', failing, { contentType: 'video/mp4' })).rejects.toThrow('client aborted');
        expect(await store.stat('radhe', 'images/c.mp4')).toBeNull();
        expect(await store.get('radhe', 'images/c.mp4')).toBeNull();
      }
    });

    it('rejects (and stores nothing) when the source is closed early without an error', async () => {
      await fresh();
      const closed = generatedStream(1024 * 1024, { failAfter: 128 * 1024, closeEarly: true });
      await expect(store.put('radhe', 'images/closed.webm', closed, { contentType: 'video/webm' })).rejects.toThrow();
      expect(await store.stat('radhe', 'images/closed.webm')).toBeNull();
    });

    it('never leaves a stream body half-read: it is read to the end or destroyed', async () => {
      await fresh();
      await store.put('radhe', 'images/taken.png', Buffer.from('x'), { contentType: 'image/png' });
      const refusedName = generatedStream(1024 * 1024);
      await expect(store.put('radhe', 'images/taken.png', refusedName, { contentType: 'image/png' })).rejects.toBeInstanceOf(BlobExistsError);
      expect(refusedName.destroyed || refusedName.readableEnded).toBe(true);
      const unsafe = generatedStream(1024 * 1024);
      await expect(store.put('radhe', '../x.png', unsafe, { contentType: 'image/png' })).rejects.toBeInstanceOf(UnsafeBlobPathError);
      expect(unsafe.destroyed).toBe(true);
    });

    it('never serves a name it did not commit: not while its write is under way, not after the write failed', async () => {
      await fresh();
      const body = new PassThrough();
      const writing = store.put('radhe', 'images/pending.mp4', body, { contentType: 'video/mp4' });
      writing.catch(() => {});
      body.write(Buffer.alloc(512 * 1024, 1));
      // Half of it is in the store's hands (read from the body), the rest never comes.
      const until = Date.now() + 10_000;
      while (body.readableLength > 0 && Date.now() < until) await new Promise((done) => setTimeout(done, 10));
      expect(body.readableLength).toBe(0);
      expect(await store.stat('radhe', 'images/pending.mp4')).toBeNull();
      expect(await store.get('radhe', 'images/pending.mp4')).toBeNull();
      body.destroy(new Error('client aborted'));
      await expect(writing).rejects.toThrow('client aborted');
      expect(await store.stat('radhe', 'images/pending.mp4')).toBeNull();
      expect(await store.get('radhe', 'images/pending.mp4')).toBeNull();
    });

    it('keeps the old blob when an overwrite fails', async () => {
      await fresh();
      await store.put('therm', 'images/keep.png', Buffer.from('old'), { contentType: 'image/png' });
      const failing = generatedStream(1024 * 1024, { failAfter: 64 * 1024 });
      await expect(store.put('therm', 'images/keep.png', failing, { contentType: 'image/png', overwrite: true })).rejects.toThrow('client aborted');
      expect((await readAll((await store.get('therm', 'images/keep.png'))!.stream)).toString()).toBe('old');
    });

    it('stores an empty blob', async () => {
      await fresh();
      expect((await store.put('radhe', 'images/empty.gif', Buffer.alloc(0), { contentType: 'image/gif' })).size).toBe(0);
      const blob = await store.get('radhe', 'images/empty.gif');
      expect(blob?.size).toBe(0);
      expect((await readAll(blob!.stream)).length).toBe(0);
    });

    it("reads a byte range and reports the whole blob's size", async () => {
      await fresh();
      await store.put('radhe', 'videos/tour.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
      const part = await store.get('radhe', 'videos/tour.mp4', { range: { start: 3, end: 6 } });
      expect(part?.size).toBe(10);
      expect((await readAll(part!.stream)).toString()).toBe('3456');
      const last = await store.get('radhe', 'videos/tour.mp4', { range: { start: 9, end: 9 } });
      expect((await readAll(last!.stream)).toString()).toBe('9');
      await expect(store.get('radhe', 'videos/tour.mp4', { range: { start: 5, end: 10 } })).rejects.toBeInstanceOf(RangeError);
      await expect(store.get('radhe', 'videos/tour.mp4', { range: { start: 10, end: 12 } })).rejects.toBeInstanceOf(RangeError);
      await expect(store.get('radhe', 'videos/tour.mp4', { range: { start: 6, end: 3 } })).rejects.toBeInstanceOf(RangeError);
      expect(await store.get('radhe', 'videos/missing.mp4', { range: { start: 0, end: 1 } })).toBeNull();
    });

    it('keeps names with spaces, percent signs, # and non-ASCII letters as they are', async () => {
      await fresh();
      const path = 'images/1700000000000-a b%20c#d é.png';
      await store.put('radhe', path, Buffer.from('odd'), { contentType: 'image/png' });
      expect((await readAll((await store.get('radhe', path))!.stream)).toString()).toBe('odd');
      expect(await store.stat('radhe', 'images/1700000000000-a b c#d é.png')).toBeNull();
      await store.delete('radhe', path);
      expect(await store.stat('radhe', path)).toBeNull();
    });

    it('treats a folder, a missing blob and a missing container alike (null); deleting a missing blob is fine', async () => {
      await fresh();
      await store.put('radhe', 'images/deep/f.webp', Buffer.from('x'), { contentType: 'image/webp' });
      expect(await store.get('radhe', 'images/deep')).toBeNull();
      expect(await store.stat('radhe', 'images/deep')).toBeNull();
      expect(await store.stat('radhe', 'images/deep/f.webp/child')).toBeNull();
      expect(await store.get('radhe', 'nothing/here.webp')).toBeNull();
      expect(await store.get('never-made', 'x.webp')).toBeNull();
      expect(await store.stat('never-made', 'x.webp')).toBeNull();
      await expect(store.delete('radhe', 'nothing/here.webp')).resolves.toBeUndefined();
      await expect(store.delete('never-made', 'x.webp')).resolves.toBeUndefined();
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
      // Names starting with a dot are never blobs: the disk driver's temporary files are such.
      ['radhe', 'images/.upload-0b6f.tmp'],
      ['radhe', '.tmp/x.tmp'],
      ['radhe', '.hidden'],
      ['.tmp', 'x.tmp'],
    ])('rejects the unsafe location %s / %s in every method', async (container, path) => {
      await fresh();
      await expect(store.stat(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
      await expect(store.put(container, path, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(UnsafeBlobPathError);
      await expect(store.get(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
      await expect(store.delete(container, path)).rejects.toBeInstanceOf(UnsafeBlobPathError);
    });
  });
}
