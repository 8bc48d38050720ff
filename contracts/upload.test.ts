import { describe, expect, it } from 'vitest';
import { uploadFileName } from './media.ts';
import {
  DEFAULT_UPLOAD_LIMITS,
  describeUploadTypes,
  formatBytes,
  judgeUpload,
  sniffUploadType,
  UPLOAD_CONTAINERS,
  uploadAccept,
  uploadFileNameProblem,
  uploadLimitFor,
  uploadQuerySchema,
  uploadTypeOfName,
} from './upload.ts';
import { testImage, testMov, testMp4, testPdf, testWebm } from '../server/test/uploads.ts';

describe('uploadFileNameProblem (product-spec.md §5)', () => {
  it.each(['rod insulator.png', 'My Photo.JPG', 'rod%20x.webm', 'Ölkühler ø50.avif', '-leading dash.gif', 'a&b<c>.jpeg', 'tour.MP4'])(
    'accepts what uploadFileName makes of %j',
    (name) => {
      expect(uploadFileNameProblem(uploadFileName(name, 1_700_000_000_000))).toBeNull();
    },
  );

  it.each([
    ['rod.png', /timestamp/],
    ['1700000000000-', /timestamp/],
    ['1700000000000-my rod.png', /sanitised/],
    ['1700000000000- rod.png', /sanitised/],
    ['1700000000000-a%20b.png', /sanitised/],
    ['1700000000000-a/b.png', /sanitised/],
    ['1700000000000-a\\b.png', /sanitised/],
    ['1700000000000-a\u0000.png', /sanitised/],
    ['1700000000000-a\u007f.png', /sanitised/],
    ['1700000000000-..png', /"\.\."/],
    ['1700000000000-.._.._etc.png', /"\.\."/],
    ['1700000000000-logo.svg', /must end in \.png, \.jpg, \.jpeg, \.webp, \.avif, \.gif, \.mp4, \.webm, \.pdf/],
    ['1700000000000-archive.png.zip', /must end in/],
    ['1700000000000-noext', /must end in/],
    [`1700000000000-${'é'.repeat(120)}.png`, /255 bytes/],
  ])('refuses %j', (name, message) => {
    expect(uploadFileNameProblem(name)).toMatch(message);
  });
});

describe('uploadQuerySchema', () => {
  it('accepts a vendor key, the images folder and a stored name', () => {
    expect(uploadQuerySchema.parse({ container: 'therm', path: 'images', fileName: '1700000000000-a.png' })).toEqual({
      container: 'therm',
      path: 'images',
      fileName: '1700000000000-a.png',
    });
    expect(UPLOAD_CONTAINERS).toEqual(['radhe', 'therm']);
  });
  it('takes PDF documents in the documents folder only, and media in the images folder only', () => {
    expect(uploadQuerySchema.safeParse({ container: 'radhe', path: 'documents', fileName: '1700000000000-type test.pdf' }).success).toBe(false);
    expect(uploadQuerySchema.parse({ container: 'radhe', path: 'documents', fileName: '1700000000000-type_test.pdf' }).path).toBe('documents');
    const pdfInImages = uploadQuerySchema.safeParse({ container: 'radhe', path: 'images', fileName: '1700000000000-report.pdf' });
    expect(pdfInImages.error!.issues).toEqual([
      expect.objectContaining({ path: ['fileName'], message: 'A PDF file goes to the documents folder, not images; images takes PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM files.' }),
    ]);
    const imageInDocuments = uploadQuerySchema.safeParse({ container: 'radhe', path: 'documents', fileName: '1700000000000-rod.png' });
    expect(imageInDocuments.error!.issues).toEqual([
      expect.objectContaining({ path: ['fileName'], message: 'A PNG file goes to the images folder, not documents; documents takes PDF files.' }),
    ]);
  });
  it('names every wrong parameter', () => {
    const result = uploadQuerySchema.safeParse({ container: 'in-images', path: 'videos', fileName: 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['container', 'fileName', 'path']);
  });
});

describe('sniffUploadType (file-type magic numbers)', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
  ] as const)('recognises %s', async (format, mime) => {
    expect((await sniffUploadType(await testImage(format)))?.mime).toBe(mime);
  });
  it('recognises MP4 and WebM from their first bytes', async () => {
    expect((await sniffUploadType(testMp4().subarray(0, 32)))?.mime).toBe('video/mp4');
    expect((await sniffUploadType(testWebm()))?.mime).toBe('video/webm');
  });
  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG with a prolog', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<!doctype html><title>x</title>')],
    ['QuickTime', testMov()],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffUploadType(bytes)).toBeUndefined();
  });
});

describe('judgeUpload', () => {
  it('accepts bytes whose type the extension names, in any case, .jpg and .jpeg alike', async () => {
    const jpeg = await sniffUploadType(await testImage('jpeg'));
    expect(judgeUpload('1-a.JPEG', jpeg)).toEqual({ type: jpeg });
    expect(judgeUpload('1-a.jpg', jpeg)).toEqual({ type: jpeg });
  });
  it('refuses unknown bytes and a mismatching extension with a message for people', async () => {
    expect(judgeUpload('1-a.png', undefined)).toEqual({
      refusal: {
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'The file is not a supported image (PNG, JPEG, WebP, AVIF, GIF) or video (MP4, WebM).',
      },
    });
    const webp = await sniffUploadType(await testImage('webp'));
    expect(judgeUpload('1-a.gif', webp)).toEqual({
      refusal: { code: 'FILE_EXTENSION_MISMATCH', message: 'The file is WEBP but its name ends in .gif; use .webp.' },
    });
  });
  it('judges by what the folder takes: a PDF among images and an image among documents are unsupported there', async () => {
    const pdf = await sniffUploadType(testPdf());
    expect(pdf?.kind).toBe('document');
    expect(judgeUpload('1-a.pdf', pdf, ['document'])).toEqual({ type: pdf });
    expect(judgeUpload('1-a.png', pdf)).toEqual({
      refusal: { code: 'UNSUPPORTED_FILE_TYPE', message: 'The file is not a supported image (PNG, JPEG, WebP, AVIF, GIF) or video (MP4, WebM).' },
    });
    expect(judgeUpload('1-a.pdf', await sniffUploadType(await testImage('png')), ['document'])).toEqual({
      refusal: { code: 'UNSUPPORTED_FILE_TYPE', message: 'The file is not a supported document (PDF).' },
    });
  });
});

describe('limits', () => {
  it('defaults to 15 MB per image and 200 MB per video', () => {
    expect(uploadLimitFor('image', DEFAULT_UPLOAD_LIMITS)).toBe(15 * 1024 * 1024);
    expect(uploadLimitFor('video', DEFAULT_UPLOAD_LIMITS)).toBe(200 * 1024 * 1024);
    expect(uploadLimitFor('document', DEFAULT_UPLOAD_LIMITS)).toBe(25 * 1024 * 1024);
    expect(uploadTypeOfName('1-a.webm')?.kind).toBe('video');
  });
  it('formats byte counts for messages', () => {
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});

describe('what the pickers offer and say', () => {
  it('accepts exactly the MIME types and extensions the server takes, nothing wider than image/* or video/*', () => {
    expect(uploadAccept(['image'])).toBe('image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/avif,.avif,image/gif,.gif');
    expect(uploadAccept(['image', 'video'])).toBe(
      'image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/avif,.avif,image/gif,.gif,video/mp4,.mp4,video/webm,.webm',
    );
    expect(uploadAccept(['image'])).not.toContain('*');
    expect(uploadAccept(['image'])).not.toContain('svg');
  });

  it('names the types and the size limits for people', () => {
    expect(describeUploadTypes(['image'], DEFAULT_UPLOAD_LIMITS)).toBe('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB');
    expect(describeUploadTypes(['video'], DEFAULT_UPLOAD_LIMITS)).toBe('MP4 or WebM, up to 200 MB');
    expect(describeUploadTypes(['document'], DEFAULT_UPLOAD_LIMITS)).toBe('PDF, up to 25 MB');
    expect(uploadAccept(['document'])).toBe('application/pdf,.pdf');
    expect(describeUploadTypes(['image', 'video'], DEFAULT_UPLOAD_LIMITS)).toBe(
      'PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM, up to 15 MB for images and 200 MB for videos',
    );
  });

  it('follows configured limits', () => {
    const limits = { imageBytes: 5 * 1024 * 1024, videoBytes: 1024 * 1024 * 1024, documentBytes: 1024 * 1024 };
    expect(describeUploadTypes(['image', 'video'], limits)).toBe(
      'PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM, up to 5 MB for images and 1024 MB for videos',
    );
  });
});
