import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { uploadFileName } from '../../contracts/media.ts';
import { bearer, adminToken, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { generatedStream, readAll } from '../test/streams.ts';
import {
  fileUpload,
  mp4Header,
  multipart,
  statusesOnOneConnection,
  streamedFileBody,
  streamUpload,
  testImage,
  testMov,
  testMp4,
  testPdf,
  testWebm,
  uploadUrl,
} from '../test/uploads.ts';
import { MEDIA_CACHE_CONTROL, UPLOAD_CACHE_CONTROL } from './media.ts';
import { fieldMessages, fieldPaths } from '../test/errors.ts';

const MiB = 1024 * 1024;
/** Small limits for the refusal tests (the large-upload suite below runs on the defaults). */
const LIMITS = { UPLOAD_MAX_IMAGE_BYTES: String(256 * 1024), UPLOAD_MAX_VIDEO_BYTES: String(MiB), UPLOAD_MAX_DOCUMENT_BYTES: String(512 * 1024) };

/** Every file under the blob root (hidden temporary files included), as paths relative to it. */
function storedFiles(t: TestContext): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(relative(t.blobDir, full));
    }
  };
  walk(t.blobDir);
  return found.sort();
}

let counter = 0;
/** A fresh stored name: timestamp + sanitised name, as the browser makes it (product-spec.md §5). */
const fresh = (name: string) => uploadFileName(name, 1_700_000_000_000 + ++counter);

describeEachDatabase('POST /api/upload', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind, { env: LIMITS });
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t?.close());

  /** Posts `body` as an admin (or with `headers`), expects a refusal, and checks that the store did not change. */
  async function expectRefused(
    url: string,
    body: { payload: Buffer | string; headers: Record<string, string> },
    status: number,
    code: string,
    headers: Record<string, string> = admin,
  ) {
    const before = storedFiles(t);
    const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
    expect(res.statusCode, res.body).toBe(status);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe(code);
    expect(storedFiles(t)).toEqual(before);
    return error;
  }

  describe('stores an allowed image or video and serves it', () => {
    it.each([
      ['png', 'rod insulator.png', 'image/png'],
      ['jpeg', 'disc.jpg', 'image/jpeg'],
      ['jpeg', 'DISC 2.JPEG', 'image/jpeg'],
      ['webp', 'arrester.webp', 'image/webp'],
      ['avif', 'bushing.avif', 'image/avif'],
      ['gif', 'spin.gif', 'image/gif'],
    ] as const)('%s as %s', async (format, name, type) => {
      const bytes = await testImage(format);
      const fileName = fresh(name);
      const res = await t.app.inject({ method: 'POST', url: uploadUrl('radhe', fileName), ...withAuth(fileUpload(name, bytes, 'text/plain'), admin) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ path: `images/${fileName}` });
      const served = await t.app.inject(`/media/radhe/images/${encodeURIComponent(fileName)}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it.each([
      ['mp4', 'factory tour.mp4', testMp4(4096), 'video/mp4'],
      ['webm', 'test-lab.webm', testWebm(4096), 'video/webm'],
    ] as const)('%s video, with byte ranges', async (_format, name, bytes, type) => {
      const fileName = fresh(name);
      const res = await t.app.inject({ method: 'POST', url: uploadUrl('therm', fileName), ...withAuth(fileUpload(name, bytes), admin) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ path: `images/${fileName}` });
      const served = await t.app.inject(`/media/therm/images/${fileName}`);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const part = await t.app.inject({ url: `/media/therm/images/${fileName}`, headers: { range: 'bytes=4-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(4, 12))).toBe(true);
    });

    it('accepts exactly the limit, with other form fields around the file', async () => {
      const png = await testImage('png');
      const atLimit = Buffer.concat([png, Buffer.alloc(256 * 1024 - png.length)]);
      const fileName = fresh('at-limit.png');
      const body = multipart([
        { name: 'note', data: 'before' },
        { name: 'file', filename: 'at-limit.png', contentType: 'image/png', data: atLimit },
        { name: 'after', data: 'x' },
      ]);
      const res = await t.app.inject({ method: 'POST', url: uploadUrl('radhe', fileName), ...withAuth(body, admin) });
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.blobs.stat('radhe', `images/${fileName}`))?.size).toBe(256 * 1024);
    });
  });

  describe("a product's PDF documents go to their own folder", () => {
    it('stores a PDF in documents/ and serves it as a download, cached as an upload', async () => {
      const bytes = testPdf(2048);
      const fileName = fresh('IEC 61109 type test report.pdf');
      const res = await t.app.inject({ method: 'POST', url: uploadUrl('radhe', fileName, 'documents'), ...withAuth(fileUpload('report.pdf', bytes, 'text/plain'), admin) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ path: `documents/${fileName}` });
      const served = await t.app.inject(`/media/radhe/documents/${fileName}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it('refuses a PDF among the images, an image among the documents, other bytes named .pdf and one over the document limit', async () => {
      const inImages = await expectRefused(uploadUrl('radhe', fresh('report.pdf')), fileUpload('report.pdf', testPdf()), 400, 'VALIDATION_FAILED');
      expect(fieldMessages(inImages, 'fileName')).toEqual([
        'A PDF file goes to the documents folder, not images; images takes PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM files.',
      ]);
      const imageInDocuments = await expectRefused(uploadUrl('radhe', fresh('rod.png'), 'documents'), fileUpload('rod.png', await testImage('png')), 400, 'VALIDATION_FAILED');
      expect(fieldPaths(imageInDocuments)).toEqual(['fileName']);
      for (const [name, bytes] of [
        ['disguised.pdf', await testImage('png')],
        ['setup.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00 This program cannot be run in DOS mode.')],
        ['notes.pdf', Buffer.from('just some text, not a PDF')],
      ] as const) {
        const error = await expectRefused(uploadUrl('therm', fresh(name), 'documents'), fileUpload(name, bytes, 'application/pdf'), 415, 'UNSUPPORTED_FILE_TYPE');
        expect(error.message).toBe('The file is not a supported document (PDF).');
      }
      const big = await expectRefused(uploadUrl('therm', fresh('big.pdf'), 'documents'), fileUpload('big.pdf', testPdf(512 * 1024)), 413, 'FILE_TOO_LARGE');
      expect(big.message).toBe('The file is larger than the 512 KB limit for documents.');
      const folder = await expectRefused(`/api/upload?container=radhe&path=videos&fileName=${fresh('a.mp4')}`, fileUpload('a.mp4', testMp4()), 400, 'VALIDATION_FAILED');
      expect(fieldMessages(folder, 'path')).toEqual(['Images and videos go to the images folder (path=images), PDF documents to the documents folder (path=documents).']);
    });
  });

  describe('refuses, stores nothing and answers in the one error shape', () => {
    it('401 without a (valid) token, 403 for a signed-in non-administrator', async () => {
      const body = fileUpload('a.png', await testImage('png'));
      await expectRefused(uploadUrl('radhe', fresh('a.png')), body, 401, 'UNAUTHORIZED', {});
      await expectRefused(uploadUrl('radhe', fresh('a.png')), body, 401, 'INVALID_TOKEN', { authorization: 'Bearer nonsense' });
      await expectRefused(uploadUrl('radhe', fresh('a.png')), body, 403, 'FORBIDDEN', bearer(await userToken(t)));
      // Authorisation comes first: even an invalid query is answered 401 to a stranger.
      await expectRefused(uploadUrl('acme', 'x'), body, 401, 'UNAUTHORIZED', {});
    });

    it.each([
      ['an unknown container', uploadUrl('acme', '1700000000000-a.png'), 'container', /Unknown container: uploads go to radhe or therm/],
      ['a marketing folder', uploadUrl('in-images', '1700000000000-a.png'), 'container', /Unknown container/],
      ['a vendor code instead of a key', uploadUrl('in', '1700000000000-a.png'), 'container', /Unknown container/],
      ['a container in capitals', uploadUrl('Radhe', '1700000000000-a.png'), 'container', /Unknown container/],
      ['another folder', uploadUrl('radhe', '1700000000000-a.png', 'videos'), 'path', /images folder/],
      ['a nested folder', uploadUrl('radhe', '1700000000000-a.png', 'images/x'), 'path', /images folder/],
      ['a parent folder', uploadUrl('radhe', '1700000000000-a.png', '../images'), 'path', /images folder/],
      ['no timestamp', uploadUrl('radhe', 'rod.png'), 'fileName', /millisecond timestamp/],
      ['an unsanitised name (space)', uploadUrl('radhe', '1700000000000-my rod.png'), 'fileName', /sanitised/],
      ['an unsanitised name (encoded)', uploadUrl('radhe', '1700000000000-my%20rod.png'), 'fileName', /sanitised/],
      ['a slash', uploadUrl('radhe', '1700000000000-a/b.png'), 'fileName', /sanitised/],
      ['a backslash', uploadUrl('radhe', '1700000000000-a\\b.png'), 'fileName', /sanitised/],
      ['a parent reference', uploadUrl('radhe', '1700000000000-../../x.png'), 'fileName', /sanitised/],
      ['an encoded parent reference', uploadUrl('radhe', '1700000000000-..%2F..%2Fx.png'), 'fileName', /sanitised/],
      ['dots that sanitising keeps', uploadUrl('radhe', '1700000000000-.._.._x.png'), 'fileName', /must not contain "\.\."/],
      ['a NUL byte', uploadUrl('radhe', '1700000000000-a\0.png'), 'fileName', /sanitised/],
      ['an SVG name', uploadUrl('radhe', '1700000000000-logo.svg'), 'fileName', /must end in \.png/],
      ['no extension', uploadUrl('radhe', '1700000000000-readme'), 'fileName', /must end in/],
      ['a name too long for a file system', uploadUrl('radhe', `1700000000000-${'a'.repeat(250)}.png`), 'fileName', /at most 255 bytes/],
    ])('400 for %s', async (_case, url, field, message) => {
      const error = await expectRefused(url, fileUpload('a.png', await testImage('png')), 400, 'VALIDATION_FAILED');
      expect(error.message).toMatch(message);
      expect(fieldMessages(error, field).join(' ')).toMatch(message);
    });

    it('400 without the query parameters', async () => {
      const error = await expectRefused('/api/upload', fileUpload('a.png', await testImage('png')), 400, 'VALIDATION_FAILED');
      expect(fieldPaths(error)).toEqual(['container', 'fileName', 'path']);
    });

    it('400 NO_FILE without a `file` field, or without multipart at all', async () => {
      const url = uploadUrl('radhe', fresh('a.png'));
      const png = await testImage('png');
      const wrongField = await expectRefused(url, multipart([{ name: 'image', filename: 'a.png', data: png }]), 400, 'NO_FILE');
      expect(wrongField.message).toBe("Send the file as multipart/form-data in the field 'file'.");
      await expectRefused(url, multipart([{ name: 'file', data: 'just text' }]), 400, 'NO_FILE');
      await expectRefused(url, { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } }, 400, 'NO_FILE');
    });

    describe('400 MALFORMED_MULTIPART for a body multipart cannot parse', () => {
      const boundary = '----radhe-therm-test-boundary-7d1f';
      const head = (name = 'file', filename = 'a.png') =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
      it.each([
        ['no boundary in the Content-Type', 'multipart/form-data', async () => fileUpload('a.png', await testImage('png')).payload],
        ['an empty boundary', 'multipart/form-data; boundary=', async () => fileUpload('a.png', await testImage('png')).payload],
        ['a boundary the body does not use', 'multipart/form-data; boundary=other-boundary', async () => fileUpload('a.png', await testImage('png')).payload],
        ['a body cut off inside the file', `multipart/form-data; boundary=${boundary}`, async () => Buffer.concat([Buffer.from(head()), await testImage('png')])],
        ['a body cut off inside the part header', `multipart/form-data; boundary=${boundary}`, async () => Buffer.from(head().slice(0, 40))],
        ['a body with no closing boundary line', `multipart/form-data; boundary=${boundary}`, async () => Buffer.concat([Buffer.from(head()), await testImage('png'), Buffer.from('\r\n')])],
        ['garbage instead of parts', `multipart/form-data; boundary=${boundary}`, async () => Buffer.from('\u0000\u0001 not multipart at all \r\n\r\n--')],
      ])('%s', async (_case, contentType, body) => {
        const error = await expectRefused(uploadUrl('radhe', fresh('a.png')), { payload: await body(), headers: { 'content-type': contentType } }, 400, 'MALFORMED_MULTIPART');
        expect(error.message).toMatch(/^The upload is not a well-formed multipart\/form-data body/);
      });

      it('and keeps NO_FILE for a body without a file part (empty, only the closing line, a part without headers), 415 for another multipart type', async () => {
        const url = uploadUrl('radhe', fresh('a.png'));
        const form = { 'content-type': `multipart/form-data; boundary=${boundary}` };
        await expectRefused(url, { payload: `--${boundary}--\r\n`, headers: form }, 400, 'NO_FILE');
        await expectRefused(url, { payload: '', headers: form }, 400, 'NO_FILE');
        await expectRefused(url, { payload: `--${boundary}\r\nthis is not a header\r\n\r\nx\r\n--${boundary}--\r\n`, headers: form }, 400, 'NO_FILE');
        const mixed = fileUpload('a.png', await testImage('png'));
        await expectRefused(url, { payload: mixed.payload, headers: { 'content-type': `multipart/mixed; boundary=${boundary}` } }, 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
      });
    });

    it('400 EMPTY_FILE for a file of 0 bytes', async () => {
      const error = await expectRefused(uploadUrl('radhe', fresh('a.png')), fileUpload('a.png', Buffer.alloc(0), 'image/png'), 400, 'EMPTY_FILE');
      expect(error.message).toBe('The file is empty.');
    });

    it.each([
      ['SVG bytes under a .png name', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
      ['SVG with an XML prolog', 'logo.webp', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      ['HTML claiming to be JPEG', 'photo.jpg', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'image/jpeg'],
      ['plain text named .mp4', 'clip.mp4', Buffer.from('not a video at all, just text'), 'video/mp4'],
      ['a QuickTime movie named .mp4', 'clip.mp4', testMov(), 'video/mp4'],
      ['a PDF named .gif', 'doc.gif', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'image/gif'],
      ['a truncated PNG signature', 'a.png', Buffer.from([0x89, 0x50, 0x4e]), 'image/png'],
    ])('415 for %s', async (_case, name, bytes, contentType) => {
      const error = await expectRefused(uploadUrl('radhe', fresh(name)), fileUpload(name, bytes, contentType), 415, 'UNSUPPORTED_FILE_TYPE');
      expect(error.message).toBe('The file is not a supported image (PNG, JPEG, WebP, AVIF, GIF) or video (MP4, WebM).');
    });

    it('400 FILE_EXTENSION_MISMATCH when the bytes are another accepted type than the name says', async () => {
      const png = await expectRefused(uploadUrl('radhe', fresh('a.jpg')), fileUpload('a.jpg', await testImage('png'), 'image/jpeg'), 400, 'FILE_EXTENSION_MISMATCH');
      expect(png.message).toBe('The file is PNG but its name ends in .jpg; use .png.');
      const webm = await expectRefused(uploadUrl('therm', fresh('a.mp4')), fileUpload('a.mp4', testWebm()), 400, 'FILE_EXTENSION_MISMATCH');
      expect(webm.message).toMatch(/WEBM .* \.mp4; use \.webm/);
      await expectRefused(uploadUrl('therm', fresh('a.webp')), fileUpload('a.webp', testMp4()), 400, 'FILE_EXTENSION_MISMATCH');
    });

    it('413 FILE_TOO_LARGE above the image limit and above the video limit', async () => {
      const png = await testImage('png');
      const image = await expectRefused(
        uploadUrl('radhe', fresh('big.png')),
        fileUpload('big.png', Buffer.concat([png, Buffer.alloc(256 * 1024 + 1 - png.length)])),
        413,
        'FILE_TOO_LARGE',
      );
      expect(image.message).toBe('The file is larger than the 256 KB limit for images.');
      const video = await expectRefused(uploadUrl('radhe', fresh('big.mp4')), fileUpload('big.mp4', testMp4(MiB)), 413, 'FILE_TOO_LARGE');
      expect(video.message).toBe('The file is larger than the 1 MB limit for videos.');
    });

    it('409 FILE_EXISTS for a name already taken, keeping the first file', async () => {
      const fileName = fresh('twice.png');
      const first = await testImage('png');
      const ok = await t.app.inject({ method: 'POST', url: uploadUrl('radhe', fileName), ...withAuth(fileUpload('twice.png', first), admin) });
      expect(ok.statusCode).toBe(200);
      const error = await expectRefused(uploadUrl('radhe', fileName), fileUpload('twice.png', await testImage('png', { width: 8, height: 8 })), 409, 'FILE_EXISTS');
      expect(error.message).toBe(`A file named ${fileName} already exists in radhe/images; upload it under a new name.`);
      expect((await readAll((await t.blobs.get('radhe', `images/${fileName}`))!.stream)).equals(first)).toBe(true);
    });
  });

  it('never serves a temporary file, neither a partial upload in .tmp nor one an older version left beside the blobs', async () => {
    mkdirSync(join(t.blobDir, '.tmp'), { recursive: true });
    mkdirSync(join(t.blobDir, 'radhe', 'images'), { recursive: true });
    writeFileSync(join(t.blobDir, '.tmp', 'host~1~abcdef12~partial.tmp'), 'half a video');
    writeFileSync(join(t.blobDir, 'radhe', 'images', '.upload-3f2a.tmp'), 'half a picture');
    for (const url of ['/media/.tmp/host~1~abcdef12~partial.tmp', '/media/radhe/images/.upload-3f2a.tmp', '/media/radhe/images/%2Eupload-3f2a.tmp', '/media/radhe/..%2F.tmp/host~1~abcdef12~partial.tmp']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('half a');
    }
  });

  describe('served media headers', () => {
    it('sends non-media as an attachment and caches only uploaded names for a year', async () => {
      await t.blobs.put('radhe', 'images/1700000000000-sheet.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
      await t.blobs.put('radhe', 'images/page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
      await t.blobs.put('radhe', 'images/demo-rod.webp', await testImage('webp'), { contentType: 'image/webp' });
      await t.blobs.put('in-images', 'banner/1700000000000-home.webp', await testImage('webp'), { contentType: 'image/webp' });
      const pdf = await t.app.inject('/media/radhe/images/1700000000000-sheet.pdf');
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const html = await t.app.inject('/media/radhe/images/page.html');
      expect(html.headers['content-type']).toBe('application/octet-stream');
      expect(html.headers['content-disposition']).toBe('attachment');
      const demo = await t.app.inject('/media/radhe/images/demo-rod.webp');
      expect(demo.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(demo.headers['content-disposition']).toBeUndefined();
      const marketing = await t.app.inject('/media/in-images/banner/1700000000000-home.webp');
      expect(marketing.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      const missing = await t.app.inject('/media/radhe/images/1700000000000-gone.pdf');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-disposition']).toBeUndefined();
    });
  });
});

/** Spreads an inject body with its headers plus `auth`. */
function withAuth(body: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}

describeEachDatabase('POST /api/upload over HTTP', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  /** An MP4 of `total` bytes whose body is generated while it is sent (never a buffer). */
  const generatedMp4 = (total: number, opts: Parameters<typeof generatedStream>[1] = {}) => {
    const head = mp4Header();
    return Readable.from(
      (async function* () {
        yield head;
        yield* generatedStream(total - head.length, opts);
      })(),
    );
  };

  it('streams a 150 MB video into the store with bounded memory', { timeout: 120_000 }, async () => {
    const total = 150 * 1000 * 1000;
    const fileName = fresh('plant tour.mp4');
    // Live memory, sampled after a full garbage collection every 250 ms: what the process holds, not the chunks
    // already dropped (those pile up between collections and say nothing about buffering).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const base = process.memoryUsage();
    const peak = { rss: base.rss, arrayBuffers: base.arrayBuffers };
    const sampler = setInterval(() => {
      gc();
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    }, 250);
    try {
      const upload = streamUpload({ port, path: uploadUrl('radhe', fileName), headers: admin, filename: 'plant tour.mp4', file: generatedMp4(total), fileBytes: total });
      const answer = await upload.answer;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ path: `images/${fileName}` });
    } finally {
      clearInterval(sampler);
    }
    expect((await t.blobs.stat('radhe', `images/${fileName}`))?.size).toBe(total);
    // Client and server share this process (and, on a busy machine, other test files' buffers do too), so the
    // bound covers more than the upload; holding the file would take 150 MB (143 MiB), the bound is well below.
    const grewBy = { rss: peak.rss - base.rss, arrayBuffers: peak.arrayBuffers - base.arrayBuffers };
    expect(grewBy.arrayBuffers, JSON.stringify(grewBy)).toBeLessThan(80 * MiB);
    expect(grewBy.rss, JSON.stringify(grewBy)).toBeLessThan(96 * MiB);
    const head = await t.app.inject({ method: 'HEAD', url: `/media/radhe/images/${fileName}` });
    expect(head.headers['content-length']).toBe(String(total));
    expect(head.headers['content-type']).toBe('video/mp4');
  });

  it('leaves nothing when the client disconnects mid-upload', async () => {
    const fileName = fresh('cut.mp4');
    const before = storedFiles(t);
    let sent = 0;
    const file = generatedMp4(64 * MiB, { chunkBytes: 64 * 1024 });
    const upload = streamUpload({ port, path: uploadUrl('therm', fileName), headers: admin, filename: 'cut.mp4', file, fileBytes: 64 * MiB });
    upload.answer.catch(() => {});
    file.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    // Wait until the server is writing (a temporary file exists and several MB went out), then cut the connection.
    await waitFor(() => sent > 8 * MiB && storedFiles(t).length > before.length);
    upload.abort();
    file.destroy();
    await waitFor(() => storedFiles(t).length === before.length);
    expect(storedFiles(t)).toEqual(before);
    expect(await t.blobs.stat('therm', `images/${fileName}`)).toBeNull();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });

  it('answers a refused upload and keeps the connection usable for the next request', async () => {
    const text = Buffer.from('plain text, not a picture '.repeat(200_000));
    const png = await testImage('png');
    const fileName = fresh('next.png');
    const statuses = await statusesOnOneConnection(port, [
      { method: 'POST', path: uploadUrl('radhe', fresh('notes.png')), ...withHeaders(streamedFileBody('notes.png', Readable.from([text]), text.length), admin) },
      { method: 'POST', path: uploadUrl('radhe', fresh('big.png')), ...withHeaders(streamedFileBody('big.png', Readable.from([png, Buffer.alloc(16 * MiB)]), png.length + 16 * MiB), admin) },
      { method: 'POST', path: uploadUrl('radhe', fileName), ...withHeaders(streamedFileBody('next.png', Readable.from([png]), png.length), admin) },
      { method: 'GET', path: `/media/radhe/images/${fileName}`, headers: {} },
    ]);
    expect(statuses).toEqual([415, 413, 200, 200]);
  });
});

/** Adds `auth` to the headers of a streamed body. */
function withHeaders<T extends { headers: Record<string, string> }>(body: T, auth: Record<string, string>): T {
  return { ...body, headers: { ...body.headers, ...auth } };
}

/** Polls `condition` every 20 ms until it holds; fails after `timeoutMs`. */
async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 20));
  }
}
