/**
 * Responsive image variants of GET/HEAD /media/{container}/{path}?w=
 * (server/media/variants.ts): width, Accept negotiation, Vary, storage in the blob store, 304, refusals, and the
 * blobs that ignore `w`. Runs on PGlite and PostgreSQL like every API suite (the database is not involved), on the
 * disk store; a last suite runs the route and two racing makers on the Azure driver against a real Azurite.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { createVariantMaker, planVariant, VARIANT_FOLDER, type VariantFormat } from '../media/variants.ts';
import { withAzuriteApp } from '../test/azurite.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import type { MediaVariantWidth } from '../../contracts/media.ts';

const AVIF_WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';
const NEITHER = 'image/png,image/*;q=0.8,*/*;q=0.5';

/** A `width` × `height` raster with some structure (a gradient behind a circle), encoded as `format`. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="#ffb300"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Pixel width and format of an answer's body. */
async function decoded(body: Buffer): Promise<{ width: number; format: string }> {
  const meta = await sharp(body).metadata();
  return { width: meta.width, format: meta.format };
}

describeEachDatabase('media variants', (kind) => {
  let t: TestContext;
  let photoPng: Buffer;
  let smallPng: Buffer;

  beforeAll(async () => {
    t = await build(kind);
    photoPng = await picture(1200, 900, 'png');
    smallPng = await picture(400, 300, 'png');
    await t.blobs.put('radhe', 'images/1700000000000-photo.png', photoPng, { contentType: 'image/png' });
    await t.blobs.put('radhe', 'images/1700000000001-small.png', smallPng, { contentType: 'image/png' });
    await t.blobs.put('radhe', 'images/1700000000002-shot.jpg', await picture(1000, 750, 'jpeg'), { contentType: 'image/jpeg' });
    await t.blobs.put('in-images', 'banners/banner.webp', await picture(1920, 760, 'webp'), { contentType: 'image/webp' });
    await t.blobs.put('in-images', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), {
      contentType: 'image/svg+xml',
    });
    await t.blobs.put('radhe', 'images/tour.mp4', Buffer.from('0123456789abcdefghij'), { contentType: 'video/mp4' });
    await t.blobs.put('radhe', 'images/anim.gif', Buffer.from('GIF89a-not-really'), { contentType: 'image/gif' });
    await t.blobs.put('radhe', 'images/broken.png', Buffer.from('this is not a PNG at all'), { contentType: 'image/png' });
  });
  afterAll(() => t?.close());

  const get = (url: string, accept: string = AVIF_WEBP, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept, ...headers } });

  /** The stored variant's blob path, as the route derives it from the source's current ETag. */
  async function variantPath(container: string, path: string, width: MediaVariantWidth, format: VariantFormat): Promise<string> {
    const info = await t.blobs.stat(container, path);
    const plan = planVariant(container, path, info!, 'png', width, format);
    return plan.path!;
  }

  it('resizes to the asked width and answers AVIF to a browser that takes it, with Vary: Accept', async () => {
    const res = await get('/media/radhe/images/1700000000000-photo.png?w=640');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toMatch(/(^|,\s*)accept(\s*,|$)/i);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-640-avif"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await decoded(res.rawPayload)).toEqual({ width: 640, format: 'heif' });
    expect(res.rawPayload.length).toBeLessThan(photoPng.length / 4);
  });

  it('answers WebP when only WebP is accepted, else the source format', async () => {
    const webp = await get('/media/radhe/images/1700000000000-photo.png?w=320', WEBP_ONLY);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await decoded(webp.rawPayload)).toEqual({ width: 320, format: 'webp' });
    const png = await get('/media/radhe/images/1700000000000-photo.png?w=320', NEITHER);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toMatch(/accept/i);
    expect(await decoded(png.rawPayload)).toEqual({ width: 320, format: 'png' });
    const none = await t.app.inject('/media/radhe/images/1700000000002-shot.jpg?w=960');
    expect(none.headers['content-type']).toBe('image/jpeg');
    expect(await decoded(none.rawPayload)).toEqual({ width: 960, format: 'jpeg' });
    const refused = await get('/media/radhe/images/1700000000002-shot.jpg?w=960', 'image/avif;q=0, image/webp;q=0, */*');
    expect(refused.headers['content-type']).toBe('image/jpeg');
    // Different representations of one URL never share an ETag.
    expect(new Set([webp.headers.etag, png.headers.etag]).size).toBe(2);
  });

  it('keeps the variant in the blob store and serves later requests from it', async () => {
    const url = '/media/in-images/banners/banner.webp?w=960';
    const stored = await variantPath('in-images', 'banners/banner.webp', 960, 'avif');
    expect(stored.startsWith(`${VARIANT_FOLDER}/banners/banner.webp/`)).toBe(true);
    expect(await t.blobs.stat('in-images', stored)).toBeNull();
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const info = await t.blobs.stat('in-images', stored);
    expect(info?.size).toBe(first.rawPayload.length);
    // Mark the stored variant: the next answer must be read from the store, not encoded again.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('stored')]);
    await t.blobs.put('in-images', stored, marked, { contentType: 'image/avif', overwrite: true });
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(marked)).toBe(true);
  });

  it('answers 304 for a matching If-None-Match, and 200 for another format of the same URL', async () => {
    const url = '/media/radhe/images/1700000000000-photo.png?w=640';
    const first = await get(url);
    const again = await get(url, AVIF_WEBP, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.vary).toMatch(/accept/i);
    const otherFormat = await get(url, WEBP_ONLY, { 'if-none-match': first.headers.etag as string });
    expect(otherFormat.statusCode).toBe(200);
    expect(otherFormat.headers['content-type']).toBe('image/webp');
  });

  it('never upscales: a width above the source gives the source width, or the source itself', async () => {
    const avif = await get('/media/radhe/images/1700000000001-small.png?w=1920');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await decoded(avif.rawPayload)).width).toBe(400);
    const same = await get('/media/radhe/images/1700000000001-small.png?w=640', NEITHER);
    expect(same.headers['content-type']).toBe('image/png');
    expect(same.rawPayload.equals(smallPng)).toBe(true);
    expect(await t.blobs.stat('radhe', await variantPath('radhe', 'images/1700000000001-small.png', 640, 'png'))).toBeNull();
  });

  it('leaves a request without w alone: the stored blob, byte ranges, no Vary', async () => {
    const res = await get('/media/in-images/banners/banner.webp');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.vary ?? '').not.toMatch(/(^|,\s*)accept(\s*,|$)/i);
    expect((await decoded(res.rawPayload)).width).toBe(1920);
  });

  it('ignores Range for a variant and sends it whole', async () => {
    const res = await get('/media/radhe/images/1700000000000-photo.png?w=640', AVIF_WEBP, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect((await decoded(res.rawPayload)).width).toBe(640);
  });

  it('answers HEAD with the variant headers and no body', async () => {
    const url = '/media/radhe/images/1700000000002-shot.jpg?w=320';
    const head = await t.app.inject({ method: 'HEAD', url, headers: { accept: AVIF_WEBP } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/avif');
    expect(head.body).toBe('');
    const body = await get(url);
    expect(head.headers['content-length']).toBe(String(body.rawPayload.length));
    expect(head.headers.etag).toBe(body.headers.etag);
  });

  it.each(['500', 'abc', '640px', '0640', '', '-640', '640.0'])('refuses w=%s with 400', async (w) => {
    const res = await get(`/media/radhe/images/1700000000000-photo.png?w=${w}`);
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('INVALID_MEDIA_WIDTH');
    expect(error.message).toContain('320, 640, 960, 1280, 1920');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('refuses w given twice', async () => {
    const res = await get('/media/radhe/images/1700000000000-photo.png?w=640&w=320');
    expect(res.statusCode).toBe(400);
  });

  it('ignores w for SVG, video and GIF: the blob as it is, ranges still work', async () => {
    const svg = await get('/media/in-images/logo.svg?w=640');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers.vary ?? '').not.toMatch(/(^|,\s*)accept(\s*,|$)/i);
    const video = await get('/media/radhe/images/tour.mp4?w=640', AVIF_WEBP, { range: 'bytes=2-5' });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('2345');
    const gif = await get('/media/radhe/images/anim.gif?w=320');
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.body).toBe('GIF89a-not-really');
  });

  it('answers the source bytes for a file that is not a decodable image, and keeps working', async () => {
    const res = await get('/media/radhe/images/broken.png?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('this is not a PNG at all');
    const after = await get('/media/radhe/images/1700000000000-photo.png?w=320');
    expect(after.statusCode).toBe(200);
  });

  it('never serves a stale variant after the source is rewritten', async () => {
    await t.blobs.put('in-images', 'home/swap.png', await picture(1000, 500, 'png'), { contentType: 'image/png' });
    const before = await get('/media/in-images/home/swap.png?w=1920');
    expect((await decoded(before.rawPayload)).width).toBe(1000);
    await t.blobs.put('in-images', 'home/swap.png', await picture(700, 500, 'png'), { contentType: 'image/png', overwrite: true });
    const after = await get('/media/in-images/home/swap.png?w=1920', AVIF_WEBP, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await decoded(after.rawPayload)).width).toBe(700);
  });

  it('makes a variant once for concurrent first requests, all of them answered alike', async () => {
    const url = '/media/radhe/images/1700000000000-photo.png?w=1280';
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0].rawPayload)).toBe(true);
    }
    const stored = await t.blobs.get('radhe', await variantPath('radhe', 'images/1700000000000-photo.png', 1280, 'avif'));
    expect(stored?.size).toBe(answers[0].rawPayload.length);
    stored?.stream.destroy();
    expect((await decoded(answers[0].rawPayload)).width).toBe(1200); // the source's width: 1280 would be upscaling
  });

  it('never serves the variants folder by name, nor a missing source', async () => {
    const path = await variantPath('radhe', 'images/1700000000000-photo.png', 640, 'avif');
    expect(await t.blobs.stat('radhe', path)).not.toBeNull();
    expect((await get(`/media/radhe/${path}`)).statusCode).toBe(404);
    expect((await get(`/media/radhe/${path}?w=320`)).statusCode).toBe(404);
    expect((await get('/media/radhe/images/missing.png?w=320')).statusCode).toBe(404);
  });
});

describe('media variants on the Azure driver (Azurite)', () => {
  let t: TestContext;

  withAzuriteApp((started) => ({ t } = started), {
    prepare: async (app) => {
      await app.blobs.put('radhe', 'images/1700000000000-photo.png', await picture(1200, 900, 'png'), { contentType: 'image/png' });
    },
  });

  it('stores the variant in Azure and serves it from there; racing instances both answer', async () => {
    const url = '/media/radhe/images/1700000000000-photo.png?w=640';
    const first = await t.app.inject({ url, headers: { accept: AVIF_WEBP } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect((await decoded(first.rawPayload)).width).toBe(640);
    const info = (await t.blobs.stat('radhe', 'images/1700000000000-photo.png'))!;
    const stored = planVariant('radhe', 'images/1700000000000-photo.png', info, 'png', 640, 'avif');
    expect((await t.blobs.stat('radhe', stored.path!))?.size).toBe(first.rawPayload.length);

    // Two instances (two makers) asking for a variant nobody made yet: If-None-Match: * lets one write win.
    const plan = planVariant('radhe', 'images/1700000000000-photo.png', info, 'png', 320, 'webp');
    const log = pino({ level: 'silent' });
    const answers = await Promise.all([createVariantMaker(t.blobs).read(plan, log), createVariantMaker(t.blobs).read(plan, log)]);
    expect(answers.map((a) => a.outcome)).toEqual(['made', 'made']);
    expect((await t.blobs.stat('radhe', plan.path!))?.contentType).toBe('image/webp');
  });
});
