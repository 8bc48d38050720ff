/**
 * GET (and HEAD) /media/{container}/{path} — blobs from the blob store (design.md "/media/*"
 * "/media/{container}/{path} serves blobs from the blob store (path traversal impossible)").
 *
 * Answers:
 * - 200 with Content-Type (by extension, `contentTypeOf`), Content-Length, ETag, Last-Modified, Cache-Control
 *   (below), `Accept-Ranges: bytes` and `X-Content-Type-Options: nosniff`; anything that is not an image or a
 *   video also gets `Content-Disposition: attachment`, so a browser saves it instead of rendering it on our
 *   origin;
 * - 304 when If-None-Match / If-Modified-Since still match (checked before the blob is opened; `fresh`);
 * - 206 for a single satisfiable byte range (video seeking; Safari plays video only with ranges), 416 for an
 *   unsatisfiable one; several ranges or a stale If-Range get the whole blob;
 * - 404 JSON for a missing blob, for the private containers (PRIVATE_CONTAINERS: the files sent with enquiries,
 *   which staff download through the inbox) and for every unsafe container or path (.., encoded separators, backslash,
 *   NUL, absolute, empty segments): the store refuses them with UnsafeBlobPathError before touching the disk.
 * SVG is sent with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'`, so a script
 * inside an SVG never runs when the file is opened directly (uploads refuse SVG; marketing media may hold some).
 *
 * Responsive variants (`server/media/variants.ts`): with `?w=` (one of 320, 640, 960, 1280, 1920; any
 * other value is a 400 INVALID_MEDIA_WIDTH, whatever the blob) a PNG, JPEG, WebP or AVIF is answered resized to
 * that width (never wider than the source) and encoded as AVIF, else WebP, else its own format, as the Accept
 * header allows, with `Vary: Accept`. The variant has its own strong ETag (derived from the source's, so 304 is
 * decided before anything is read), the source's Last-Modified and Cache-Control, no byte ranges (Range is
 * ignored: ranges are for video), and is made on the first request and kept in the blob store under
 * `_variants/`, a folder no media URL can name (404). GIF, SVG, video and other blobs ignore `w`.
 *
 * Caching (`cacheControlFor`): an upload — a vendor container (radhe, therm), `images/{timestamp}-{name}` (or
 * `documents/…`) as
 * POST /api/upload stores it — never changes under its name (uploads never overwrite; a new file gets a new
 * timestamped name), so it is `public, max-age=31536000, immutable`: browsers and CDNs keep it a year without
 * asking again. Everything else — the marketing folders (in-images, fd-images) and the demo catalogue's
 * `images/demo-*` that the seed may redraw under the same name — is `public, max-age=86400`: fresh for a day,
 * then revalidated cheaply with the strong ETag (304), so a rewrite shows within a day.
 */
import fresh from 'fresh';
import rangeParser from 'range-parser';
import type { FastifyInstance } from 'fastify';
import { UnsafeBlobPathError, type BlobInfo } from '../storage/blob-store.ts';
import { UPLOAD_CONTAINERS, uploadedPathType } from '../../contracts/upload.ts';
import { HttpError, notFound } from '../errors.ts';
import { ENQUIRY_FILES_CONTAINER } from '../enquiries/attachments.ts';
import {
  createVariantMaker,
  isVariantPath,
  negotiateVariantFormat,
  parseVariantWidth,
  planVariant,
  variantSourceFormat,
} from '../media/variants.ts';

/** Containers /media never serves, whatever the path: the enquiries' attachments. */
export const PRIVATE_CONTAINERS: ReadonlySet<string> = new Set([ENQUIRY_FILES_CONTAINER]);

/** Cache lifetime of media other than uploads: one day, then revalidated by ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** Cache lifetime of uploads (timestamped names that never change): a year, immutable. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The Cache-Control of a blob: UPLOAD_CACHE_CONTROL for an upload's name in a vendor container, else MEDIA_CACHE_CONTROL. */
export function cacheControlFor(container: string, path: string): string {
  return UPLOAD_CONTAINERS.includes(container) && uploadedPathType(path) ? UPLOAD_CACHE_CONTROL : MEDIA_CACHE_CONTROL;
}

/** True for a type a browser may render inline from our origin: images and videos. */
function rendersInline(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType.startsWith('video/');
}
/** The policy sent with SVG blobs. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The single byte range to send, or null for the whole blob. @throws HttpError 416 when unsatisfiable. */
function requestedRange(
  rangeHeader: string | undefined,
  ifRange: string | undefined,
  info: BlobInfo,
): { start: number; end: number } | null {
  if (!rangeHeader || info.size === 0) return null;
  if (ifRange && ifRange !== info.etag && ifRange !== info.lastModified.toUTCString()) return null;
  const ranges = rangeParser(info.size, rangeHeader, { combine: true });
  if (ranges === -1) throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'Requested range not satisfiable');
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

/** Registers the media route. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const variants = createVariantMaker(app.blobs);
  // GET and HEAD declared together: Fastify's automatic HEAD route would answer Content-Length: 0.
  app.route<{ Params: { container: string; '*': string }; Querystring: Record<string, unknown> }>({
    method: ['GET', 'HEAD'],
    url: '/media/:container/*',
    handler: async (request, reply) => {
      const { container } = request.params;
      const path = request.params['*'];
      // Only the validators count: a request's `Cache-Control: no-cache` must not turn a matching
      // If-None-Match into a 200 (@fastify/etag would then swap the body for a 304 and leak the open file).
      const isFresh = (etag: string, lastModified: Date) =>
        fresh(
          { 'if-none-match': request.headers['if-none-match'], 'if-modified-since': request.headers['if-modified-since'] },
          { etag, 'last-modified': lastModified.toUTCString() },
        );
      try {
        const width = parseVariantWidth(request.query);
        // A private container (the enquiries' attachments) is not media: 404 as for a blob that is not there.
        if (isVariantPath(path) || PRIVATE_CONTAINERS.has(container)) throw notFound('Media not found');
        const info = await app.blobs.stat(container, path);
        if (!info) throw notFound('Media not found');
        const sourceFormat = width === null ? null : variantSourceFormat(info);
        if (width !== null && sourceFormat !== null) {
          const format = negotiateVariantFormat(request.headers.accept, sourceFormat);
          const plan = planVariant(container, path, info, sourceFormat, width, format);
          reply.headers({
            etag: plan.etag,
            'last-modified': info.lastModified.toUTCString(),
            'cache-control': cacheControlFor(container, path),
            vary: 'Accept',
            'x-content-type-options': 'nosniff',
          });
          if (isFresh(plan.etag, info.lastModified)) return reply.code(304).send();
          const answer = await variants.read(plan, request.log);
          reply.type(answer.contentType).headers({
            etag: answer.etag,
            'last-modified': answer.lastModified.toUTCString(),
            'content-length': answer.size,
          });
          if (request.method === 'HEAD') {
            if (!Buffer.isBuffer(answer.body)) answer.body.destroy();
            return reply.send();
          }
          return reply.send(answer.body);
        }
        reply.headers({
          etag: info.etag,
          'last-modified': info.lastModified.toUTCString(),
          'cache-control': cacheControlFor(container, path),
          'accept-ranges': 'bytes',
          'x-content-type-options': 'nosniff',
        });
        if (info.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
        if (!rendersInline(info.contentType)) reply.header('content-disposition', 'attachment');
        if (isFresh(info.etag, info.lastModified)) return reply.code(304).send();
        let range: { start: number; end: number } | null;
        try {
          const ifRange = request.headers['if-range'];
          range = requestedRange(request.headers.range, typeof ifRange === 'string' ? ifRange : undefined, info);
        } catch (error) {
          reply.header('content-range', `bytes */${info.size}`);
          throw error;
        }
        const length = range ? range.end - range.start + 1 : info.size;
        reply.type(info.contentType).header('content-length', length);
        if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        // HEAD: headers only, without opening (and reading through) the file.
        if (request.method === 'HEAD') return reply.send();
        const blob = await app.blobs.get(container, path, range ? { range } : {});
        if (!blob) throw notFound('Media not found');
        if (blob.etag !== info.etag) {
          // Replaced between stat and open: describe what is actually sent (whole blob, new validators).
          blob.stream.destroy();
          const whole = await app.blobs.get(container, path);
          if (!whole) throw notFound('Media not found');
          reply.code(200).removeHeader('content-range');
          reply.headers({ etag: whole.etag, 'last-modified': whole.lastModified.toUTCString(), 'content-length': whole.size });
          return reply.send(whole.stream);
        }
        return reply.send(blob.stream);
      } catch (error) {
        // An error answer is not the blob: drop its validators and its public cache lifetime.
        if (!(error instanceof HttpError && error.statusCode === 416)) {
          for (const name of ['etag', 'last-modified', 'cache-control', 'accept-ranges', 'content-length', 'content-disposition', 'vary']) {
            reply.removeHeader(name);
          }
        }
        if (error instanceof UnsafeBlobPathError) throw notFound('Media not found');
        throw error;
      }
    },
  });
}
