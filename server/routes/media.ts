/**
 * GET /media/{container}/{path} — blobs from the blob store (design.md "/media/*"). Sends Content-Type,
 * Content-Length, ETag, Last-Modified and a one-day public cache; answers 304 to a matching If-None-Match
 * without opening the blob. Unsafe containers or paths (.., encoded separators, backslash, NUL) are refused with
 * 404 before the store is touched beyond validation: the store itself re-checks (UnsafeBlobPathError).
 */
import type { FastifyInstance } from 'fastify';
import { UnsafeBlobPathError } from '../storage/blob-store.ts';
import { notFound } from '../errors.ts';

/** Registers the media route. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { container: string; '*': string } }>('/media/:container/*', async (request, reply) => {
    const { container } = request.params;
    const path = request.params['*'];
    try {
      const info = await app.blobs.stat(container, path);
      if (!info) throw notFound('Media not found');
      reply.header('etag', info.etag);
      reply.header('last-modified', info.lastModified.toUTCString());
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      if (info.contentType === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
      const blob = await app.blobs.get(container, path);
      if (!blob) throw notFound('Media not found');
      reply.header('content-length', blob.size);
      reply.type(blob.contentType);
      return reply.send(blob.stream);
    } catch (error) {
      if (error instanceof UnsafeBlobPathError) throw notFound('Media not found');
      throw error;
    }
  });
}
