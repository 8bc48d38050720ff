/**
 * Streaming multipart uploads (media uploads, malformed bodies, enquiry attachments): the
 * pieces POST /api/upload and POST /api/contact/with-attachments share — reading a file's first bytes to judge its
 * type without losing them, failing a stream at a byte limit, dropping the rest of a refused body, and mapping
 * busboy's errors for a body it cannot parse to 400 MALFORMED_MULTIPART.
 */
import type { FastifyRequest } from 'fastify';
import { Readable, Transform } from 'node:stream';
import { HttpError } from '../errors.ts';

/**
 * Reads at least `bytes` bytes (fewer when the stream ends first) without losing them: `body` replays them
 * followed by the rest of `source`. Once `body` is being read, destroying it destroys `source`; to drop a body
 * that was never read, destroy `source`.
 */
export async function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head, body: Readable.from(replay(), { objectMode: false }) };
}

/** A pass-through that fails with `tooLarge()` once more than `limit` bytes went through, or at the end when `truncated()`. */
export function byteLimit(limit: number, tooLarge: () => Error, truncated: () => boolean): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge());
      else done(null, chunk);
    },
    flush(done) {
      done(truncated() ? tooLarge() : null);
    },
  });
}

/**
 * After the answer went out: reads and drops what is left of a refused request's body. Without this, Node stops
 * reading the socket once the unread body fills its buffer, and the keep-alive connection hangs.
 */
export async function drainRequest(request: FastifyRequest): Promise<void> {
  if (!request.raw.complete) request.raw.resume();
}

/**
 * Stops parsing a multipart body answered before its end (a refusal, a bot): busboy is detached from the request, so
 * a file part nobody reads can no longer hold the socket still, and the rest of the body is read and dropped
 * (`drainRequest` after the answer). Without this a client sending 20 MB after an early 400 waits until its timeout.
 */
export function abandonMultipart(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The error code of a body multipart cannot parse. */
export const MALFORMED_MULTIPART = 'MALFORMED_MULTIPART';

/** RFC 2046 §5.1.1: a boundary is 1–70 characters (bchars), quoted or not. */
const BOUNDARY_PARAM = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([0-9A-Za-z'()+_,./:=?-]{1,70}))\s*(?:;|$)/i;

/** Whether a multipart Content-Type header names a well-formed boundary (busboy cannot parse the body without one). */
export function hasBoundary(contentType: string | undefined): boolean {
  return BOUNDARY_PARAM.test(contentType ?? '');
}

/** A 400 MALFORMED_MULTIPART saying what is wrong (`reason` completes the sentence). */
export function malformed(reason: string): HttpError {
  return new HttpError(400, MALFORMED_MULTIPART, `The upload is not a well-formed multipart/form-data body: ${reason}.`);
}

/**
 * Maps what busboy (through @fastify/multipart 10) raises for a body it cannot parse to 400 MALFORMED_MULTIPART,
 * or null for any other error. Busboy's errors are plain `Error`s told apart by their text only:
 * 'Multipart: Boundary not found' (thrown when parsing starts), 'Unexpected end of multipart data' (the body
 * ended before the closing boundary: cut off, or no part uses the boundary) and '… terminated early due to
 * unexpected end of multipart data' (on the file part); @fastify/multipart's FST_MP_PREMATURE_CLOSE, and Node's
 * 'aborted' (ECONNRESET) on the request, are a client that closed the connection mid-body.
 */
export function multipartProblem(error: unknown): HttpError | null {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE' || (code === 'ECONNRESET' && message === 'aborted')) {
    return malformed('the connection closed before the body was complete');
  }
  if (typeof message !== 'string') return null;
  if (message === 'Multipart: Boundary not found') return malformed('its Content-Type names no boundary');
  if (/unexpected end of multipart data/i.test(message)) {
    return malformed('it ends before its closing boundary line (cut off, or written with another boundary than its Content-Type names)');
  }
  return null;
}

