/**
 * Responsive image variants of `/media/{container}/{path}?w={width}` (design.md
 * "/media/* … with resized WebP/AVIF variants on request"; product-spec.md §3 "Image URL = storage base + vendor
 * folder + path" — the URL stays the stored path, the query only picks a rendition of it).
 *
 * What it does:
 * - `parseVariantWidth` reads `w`: one of MEDIA_VARIANT_WIDTHS (320, 640, 960, 1280, 1920 pixels), else 400.
 * - `variantSourceFormat` says whether a blob can have variants: PNG, JPEG, WebP or AVIF of at most
 *   MAX_VARIANT_SOURCE_BYTES. GIF (animations), SVG, videos and everything else are served as they are.
 * - `negotiateVariantFormat` picks the encoding from the Accept header: AVIF or WebP by quality (AVIF on a tie),
 *   else the source's own format (`*` wildcards do not count: a browser that can show AVIF says so).
 * - `planVariant` derives, from the source's ETag alone (no read), the variant's ETag and its blob path
 *   `_variants/{source path}/{hash}-{width}.{ext}` in the source's container, where `hash` covers the source ETag
 *   and VARIANT_ENCODER_VERSION: a rewritten source (new ETag) never meets an old variant, and `_variants/` can
 *   never be an upload name (uploads go to `images/`, contracts/upload.ts) nor be requested (the route answers 404).
 * - `createVariantMaker(blobs).read(plan)` answers the variant: the stored blob when it exists (one blob read),
 *   otherwise it reads the source, resizes it with sharp (never wider than the source: a larger `w` gives the
 *   source's width), encodes it, stores it with `put` without overwrite (of racing makers — requests or
 *   instances — exactly one write wins, BlobExistsError for the others, who send their identical bytes) and
 *   answers the bytes. Concurrent requests for one variant in this process share one encode, and at most
 *   `maxConcurrent` makes (source read, encode, store) run at once, so memory stays bounded too.
 * - Bounded work: sources over MAX_VARIANT_SOURCE_BYTES are never decoded, sharp refuses more than
 *   MAX_VARIANT_INPUT_PIXELS, and animated WebP/PNG keep their animation. Whenever a variant cannot or need not
 *   be made (same format and already narrow enough, animated, undecodable, too many pixels) the source's own
 *   bytes are answered — never an error, never a crash — and nothing is stored for that case.
 */
import { negotiate } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '../../contracts/media.ts';
import { assertSafeBlobPath, BlobExistsError, contentTypeOf, type BlobInfo, type BlobStore } from '../storage/blob-store.ts';
import { HttpError, notFound } from '../errors.ts';

/** An encoding of a variant, named by its file extension. */
export type VariantFormat = 'avif' | 'webp' | 'png' | 'jpg';

/** The folder, inside each container, that holds every variant. */
export const VARIANT_FOLDER = '_variants';
/** Largest source, in bytes, that is decoded for a variant (twice the 15 MiB upload limit for images). */
export const MAX_VARIANT_SOURCE_BYTES = 32 * 1024 * 1024;
/** Largest source, in pixels (width × height), that sharp decodes: 40 megapixels, e.g. 8000 × 5000. */
export const MAX_VARIANT_INPUT_PIXELS = 40_000_000;
/** Bumped when the encoder settings below change, so every variant is made again under a new name. */
export const VARIANT_ENCODER_VERSION = 1;
/** Encodes at once per process by default (each may hold a decoded image of up to 160 MB). */
export const DEFAULT_MAX_CONCURRENT_ENCODES = 2;

/** Source types that can have variants, with the format a variant keeps when the browser takes neither AVIF nor WebP. */
const SOURCE_FORMATS: Readonly<Record<string, VariantFormat>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * The width asked for by a media request's query (`?w=640`), or null when there is no `w`.
 * @param query the parsed query string (Fastify's: a repeated key gives an array)
 * @throws HttpError 400 INVALID_MEDIA_WIDTH for anything but exactly one of MEDIA_VARIANT_WIDTHS in decimal digits
 *   ('640'; not '640px', '0640', '641', '', or `w` given twice).
 */
export function parseVariantWidth(query: unknown): MediaVariantWidth | null {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).w : undefined;
  if (raw === undefined) return null;
  const width = MEDIA_VARIANT_WIDTHS.find((w) => String(w) === raw);
  if (width === undefined) {
    throw new HttpError(400, 'INVALID_MEDIA_WIDTH', `The width w must be one of ${MEDIA_VARIANT_WIDTHS.join(', ')} (pixels).`);
  }
  return width;
}

/**
 * The format a variant of `source` keeps when the browser takes neither AVIF nor WebP, or null when the blob
 * gets no variants (not PNG/JPEG/WebP/AVIF — GIF, SVG, video, … — or larger than MAX_VARIANT_SOURCE_BYTES).
 */
export function variantSourceFormat(source: Pick<BlobInfo, 'contentType' | 'size'>): VariantFormat | null {
  if (source.size > MAX_VARIANT_SOURCE_BYTES) return null;
  return SOURCE_FORMATS[source.contentType] ?? null;
}

/**
 * The encoding to answer: AVIF or WebP, whichever the Accept header names with the higher quality (AVIF on a
 * tie), else `sourceFormat` — wildcards such as `image/*` or `*\/*` only ever get the source's format, and q=0
 * refuses (@fastify/accept-negotiator; media types compared case-insensitively).
 */
export function negotiateVariantFormat(accept: string | undefined, sourceFormat: VariantFormat): VariantFormat {
  const chosen = accept ? negotiate(accept.toLowerCase(), ['image/avif', 'image/webp']) : null;
  return chosen === 'image/avif' ? 'avif' : chosen === 'image/webp' ? 'webp' : sourceFormat;
}

/** True for a path inside the variants folder (which is never served by name). */
export function isVariantPath(path: string): boolean {
  return path.split('/', 1)[0] === VARIANT_FOLDER;
}

/** Everything needed to answer one variant: where its source is, which rendition, and where it is kept. */
export interface VariantPlan {
  container: string;
  sourcePath: string;
  /** The source as stat saw it: the variant is keyed by its ETag. */
  source: BlobInfo;
  sourceFormat: VariantFormat;
  width: MediaVariantWidth;
  format: VariantFormat;
  /** Strong ETag of the answer, derived from the source's ETag, the width and the format. */
  etag: string;
  /** Blob path of the stored variant, or null when the source path is too long to derive one (never stored). */
  path: string | null;
}

/**
 * The plan of a variant of `source` (stored at `sourcePath` in `container`), without reading anything.
 * @param sourceFormat what `variantSourceFormat(source)` answered (not null)
 */
export function planVariant(
  container: string,
  sourcePath: string,
  source: BlobInfo,
  sourceFormat: VariantFormat,
  width: MediaVariantWidth,
  format: VariantFormat,
): VariantPlan {
  const hash = createHash('sha256').update(`${VARIANT_ENCODER_VERSION}\n${source.etag}`).digest('hex').slice(0, 20);
  let path: string | null = `${VARIANT_FOLDER}/${sourcePath}/${hash}-${width}.${format}`;
  try {
    assertSafeBlobPath(container, path);
  } catch {
    path = null; // longer than a blob path may be: made on every request, never stored
  }
  return { container, sourcePath, source, sourceFormat, width, format, etag: `"${hash}-${width}-${format}"`, path };
}

/** The answer to a variant request. `body` is a stream (stored variant) or the bytes just made (or the source's). */
export interface VariantAnswer {
  body: Readable | Buffer;
  /** Bytes of `body`. */
  size: number;
  contentType: string;
  /** ETag of what is sent: the plan's, or a fresh plan's when the source changed while it was being read. */
  etag: string;
  lastModified: Date;
  /** How it was obtained: read from the store, made now, or the source's own bytes (see the module comment). */
  outcome: 'stored' | 'made' | 'original';
}

/** Encoder settings per format (sharp defaults where not said; AVIF effort 2: ~4x faster than the default 4). */
function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}

/**
 * Resizes and encodes `input` for `plan`; null when the source's own bytes should be answered instead (animated,
 * already the right format and no wider than asked, or sharp refused it: undecodable, too many pixels).
 */
async function makeVariant(input: Buffer, plan: VariantPlan, maxInputPixels: number, log: FastifyBaseLogger): Promise<Buffer | null> {
  try {
    const image = sharp(input, { limitInputPixels: maxInputPixels, autoOrient: true });
    const meta = await image.metadata();
    if ((meta.pages ?? 1) > 1) return null; // animated WebP/PNG/AVIF: one frame would lose the animation
    const sourceWidth = meta.autoOrient.width;
    if (sourceWidth <= plan.width && plan.format === plan.sourceFormat) return null;
    return await encode(image.resize({ width: Math.min(plan.width, sourceWidth), withoutEnlargement: true }), plan.format).toBuffer();
  } catch (error) {
    log.warn({ err: error, container: plan.container, path: plan.sourcePath }, 'media variant not made; answering the original');
    return null;
  }
}

/** What `read` shares between concurrent requests for one variant: bytes, never a stream. */
type MadeVariant = Omit<VariantAnswer, 'body'> & { body: Buffer };

export interface VariantMaker {
  /**
   * The variant of `plan`: the stored blob, or made now (and stored). See the module comment.
   * @throws HttpError 404 when the source disappeared meanwhile, 503 when it was replaced by one too large to
   *   buffer; blob-store errors of reading pass through (a failed write of the variant is only logged).
   */
  read(plan: VariantPlan, log: FastifyBaseLogger): Promise<VariantAnswer>;
}

/**
 * Creates the variant maker over a blob store (only its interface is used: disk and Azure alike).
 * @param options.maxConcurrent encodes at once in this process (default DEFAULT_MAX_CONCURRENT_ENCODES)
 * @param options.maxInputPixels largest source decoded, width × height (default MAX_VARIANT_INPUT_PIXELS)
 */
export function createVariantMaker(blobs: BlobStore, options: { maxConcurrent?: number; maxInputPixels?: number } = {}): VariantMaker {
  const limit = pLimit(options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_ENCODES);
  const maxInputPixels = options.maxInputPixels ?? MAX_VARIANT_INPUT_PIXELS;
  const inFlight = new Map<string, Promise<MadeVariant>>();

  /** Reads the source, makes the variant and stores it (run under `limit`: reading included, so memory is bounded). */
  async function make(plan: VariantPlan, log: FastifyBaseLogger): Promise<MadeVariant> {
    const blob = await blobs.get(plan.container, plan.sourcePath);
    if (!blob) throw notFound('Media not found');
    const { stream, ...source } = blob;
    let current = plan;
    if (source.etag !== plan.source.etag) {
      // Replaced since stat: make (and key) the variant of what is actually there.
      const format = variantSourceFormat(source);
      if (!format) {
        stream.destroy();
        throw new HttpError(503, 'MEDIA_CHANGED', 'The media changed while it was being read; please try again.');
      }
      // A plan that kept the source's format keeps the new source's; an AVIF/WebP plan stays AVIF/WebP.
      current = planVariant(plan.container, plan.sourcePath, source, format, plan.width, plan.format === plan.sourceFormat ? format : plan.format);
    }
    const input = await buffer(stream);
    const bytes = await makeVariant(input, current, maxInputPixels, log);
    const validators = { etag: current.etag, lastModified: source.lastModified };
    if (!bytes) return { body: input, size: input.length, contentType: source.contentType, ...validators, outcome: 'original' };
    const contentType = contentTypeOf(`variant.${current.format}`);
    if (current.path) {
      try {
        await blobs.put(current.container, current.path, bytes, { contentType });
      } catch (error) {
        // Taken: another request or instance stored the same variant first. Anything else: serve it unstored.
        if (!(error instanceof BlobExistsError)) log.warn({ err: error, path: current.path }, 'media variant not stored');
      }
    }
    return { body: bytes, size: bytes.length, contentType, ...validators, outcome: 'made' };
  }

  return {
    async read(plan, log) {
      if (plan.path) {
        const stored = await blobs.get(plan.container, plan.path);
        if (stored) {
          return { body: stored.stream, size: stored.size, contentType: stored.contentType, etag: plan.etag, lastModified: plan.source.lastModified, outcome: 'stored' };
        }
      }
      const key = `${plan.container}\n${plan.sourcePath}\n${plan.etag}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = limit(() => make(plan, log)).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
