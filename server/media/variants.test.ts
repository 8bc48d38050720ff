import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../storage/disk.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import pLimit from 'p-limit';
import { readAll } from '../test/streams.ts';
import {
  createVariantMaker,
  isVariantPath,
  MAX_VARIANT_SOURCE_BYTES,
  negotiateVariantFormat,
  parseVariantWidth,
  planVariant,
  variantSourceFormat,
  type VariantAnswer,
} from './variants.ts';

const log = pino({ level: 'silent' });

async function bytesOf(answer: VariantAnswer): Promise<Buffer> {
  return Buffer.isBuffer(answer.body) ? answer.body : readAll(answer.body);
}

describe('parseVariantWidth', () => {
  it('accepts exactly the allowed widths and nothing else', () => {
    expect(parseVariantWidth({})).toBeNull();
    expect(parseVariantWidth(undefined)).toBeNull();
    for (const w of [320, 640, 960, 1280, 1920]) expect(parseVariantWidth({ w: String(w) })).toBe(w);
    for (const w of ['', '641', '0640', '640px', ' 640', 'abc', ['640', '320']]) {
      expect(() => parseVariantWidth({ w }), JSON.stringify(w)).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_MEDIA_WIDTH' }));
    }
  });
});

describe('negotiateVariantFormat', () => {
  it('prefers AVIF, then WebP, then the source format; wildcards and q=0 do not count', () => {
    expect(negotiateVariantFormat('image/avif,image/webp,*/*', 'png')).toBe('avif');
    expect(negotiateVariantFormat('image/webp,image/avif', 'jpg')).toBe('avif');
    expect(negotiateVariantFormat('image/webp,*/*;q=0.8', 'png')).toBe('webp');
    expect(negotiateVariantFormat('IMAGE/AVIF;q=0.5', 'png')).toBe('avif');
    expect(negotiateVariantFormat('image/avif;q=0,image/webp', 'png')).toBe('webp');
    expect(negotiateVariantFormat('image/*,*/*', 'jpg')).toBe('jpg');
    expect(negotiateVariantFormat(undefined, 'webp')).toBe('webp');
  });
});

describe('variantSourceFormat and isVariantPath', () => {
  it('gives variants to PNG, JPEG, WebP and AVIF of a bounded size only', () => {
    expect(variantSourceFormat({ contentType: 'image/png', size: 10 })).toBe('png');
    expect(variantSourceFormat({ contentType: 'image/jpeg', size: 10 })).toBe('jpg');
    expect(variantSourceFormat({ contentType: 'image/avif', size: 10 })).toBe('avif');
    expect(variantSourceFormat({ contentType: 'image/webp', size: MAX_VARIANT_SOURCE_BYTES + 1 })).toBeNull();
    for (const type of ['image/gif', 'image/svg+xml', 'video/mp4', 'application/pdf']) {
      expect(variantSourceFormat({ contentType: type, size: 10 })).toBeNull();
    }
  });

  it('recognises the variants folder only as the first segment', () => {
    expect(isVariantPath('_variants/images/a.png/x-640.avif')).toBe(true);
    expect(isVariantPath('images/_variants/a.png')).toBe(false);
    expect(isVariantPath('_variantsx/a.png')).toBe(false);
  });
});

describe('planVariant', () => {
  const source = { size: 1, contentType: 'image/png', etag: '"abc"', lastModified: new Date(0) };

  it('keys the variant by the source ETag, the width and the format', () => {
    const plan = planVariant('radhe', 'images/1-a.png', source, 'png', 640, 'avif');
    expect(plan.path).toMatch(/^_variants\/images\/1-a\.png\/[0-9a-f]{20}-640\.avif$/);
    expect(plan.etag).toMatch(/^"[0-9a-f]{20}-640-avif"$/);
    expect(planVariant('radhe', 'images/1-a.png', { ...source, etag: '"abd"' }, 'png', 640, 'avif').etag).not.toBe(plan.etag);
    expect(planVariant('radhe', 'images/1-a.png', source, 'png', 640, 'webp').etag).not.toBe(plan.etag);
  });

  it('stores nothing for a source path too long to nest', () => {
    expect(planVariant('radhe', `images/${'a'.repeat(1000)}.png`, source, 'png', 320, 'webp').path).toBeNull();
  });
});

describe('createVariantMaker', () => {
  let dir: string;
  let blobs: BlobStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'variants-'));
    blobs = createDiskBlobStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function planFor(path: string, width: 320 | 640 | 960, format: 'avif' | 'webp' | 'png') {
    const info = (await blobs.stat('radhe', path))!;
    return planVariant('radhe', path, info, variantSourceFormat(info)!, width, format);
  }

  it('two instances racing on one store both answer, and one variant is stored', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1565c0' } }).png().toBuffer();
    await blobs.put('radhe', 'images/1-a.png', png, { contentType: 'image/png' });
    const plan = await planFor('images/1-a.png', 640, 'webp');
    const [one, two] = [createVariantMaker(blobs), createVariantMaker(blobs)];
    const answers = await Promise.all([one.read(plan, log), two.read(plan, log), one.read(plan, log)]);
    const bodies = await Promise.all(answers.map(bytesOf));
    for (const body of bodies) expect((await sharp(body).metadata()).width).toBe(640);
    const stored = await blobs.stat('radhe', plan.path!);
    expect(stored?.contentType).toBe('image/webp');
    expect((await one.read(plan, log)).outcome).toBe('stored');
  });

  it('answers the source above the pixel limit, and for an animated WebP', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } }).png().toBuffer();
    await blobs.put('radhe', 'images/1-big.png', png, { contentType: 'image/png' });
    const limited = createVariantMaker(blobs, { maxInputPixels: 5_000 });
    const answer = await limited.read(await planFor('images/1-big.png', 320, 'avif'), log);
    expect(answer.outcome).toBe('original');
    expect(answer.contentType).toBe('image/png');
    expect((await bytesOf(answer)).equals(png)).toBe(true);

    const frame = (background: string) => sharp({ create: { width: 800, height: 400, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } }).webp().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    await blobs.put('radhe', 'images/1-anim.webp', animated, { contentType: 'image/webp' });
    const kept = await createVariantMaker(blobs).read(await planFor('images/1-anim.webp', 320, 'avif'), log);
    expect(kept.outcome).toBe('original');
    expect((await bytesOf(kept)).equals(animated)).toBe(true);
  });
});

describe('the encode limiter (p-limit)', () => {
  it('runs at most `max` tasks at once, in arrival order', async () => {
    const limit = pLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return i;
    };
    expect(await Promise.all([0, 1, 2, 3, 4].map((i) => limit(task(i))))).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});
