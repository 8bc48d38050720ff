/**
 * Test helpers for POST /api/upload: small real media (images drawn with sharp; minimal MP4 and WebM headers that
 * file-type recognises), multipart bodies for `inject`, and a streamed multipart upload over real HTTP for sizes
 * that must never sit in memory (the file part is generated as it is sent).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import sharp from 'sharp';

/** A 48×32 noisy test image in `format` (real encoder output, so file-type sees real magic numbers). */
export async function testImage(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', size = { width: 48, height: 32 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#1e6fd9', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** An ISO-BMFF box: 32-bit size, 4-letter type, body. */
function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The start of an MP4 file: an `ftyp` box with major brand `isom` (file-type: video/mp4). */
export function mp4Header(brand = 'isom'): Buffer {
  return box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
}

/** A minimal PDF (a catalogue object and a trailer), padded with a comment of `payload` bytes. */
export function testPdf(payload = 0): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.from(`%${'x'.repeat(payload)}\n`), Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
}

/** A minimal MP4: `ftyp` plus an `mdat` box of `payload` bytes. */
export function testMp4(payload = 64): Buffer {
  return Buffer.concat([mp4Header(), box('mdat', Buffer.alloc(payload, 7))]);
}

/** A minimal WebM: the EBML header with DocType `webm`, then a Segment of unknown size. */
export function testWebm(payload = 64): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from('webm', 'latin1')), // DocType
    element([0x42, 0x87], Buffer.from([2])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, segment, Buffer.alloc(payload)]);
}

/** A QuickTime .mov start (`ftyp` brand `qt  `): a video, but not an accepted one. */
export function testMov(): Buffer {
  return Buffer.concat([mp4Header('qt  '), box('mdat', Buffer.alloc(64))]);
}

/** One multipart part: a file (with `filename`) or a plain field. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

const BOUNDARY = '----radhe-therm-test-boundary-7d1f';

/** The header of one multipart part (with the boundary line before it). */
function partHeader(part: Omit<Part, 'data'>): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
  const type = part.filename !== undefined ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
}

const CLOSE = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** `{ payload, headers }` of a multipart/form-data body for `inject`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    chunks.push(Buffer.from(i === 0 ? '' : '\r\n'), partHeader(part), Buffer.from(part.data));
  });
  chunks.push(CLOSE);
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A multipart body with a single `file` part named `filename` for `inject`. */
export function fileUpload(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  return multipart([{ name: 'file', filename, contentType, data }]);
}

/** `/api/upload?container=…&path=…&fileName=…` (every value URL-encoded). */
export function uploadUrl(container: string, fileName: string, path = 'images'): string {
  return `/api/upload?${new URLSearchParams({ container, path, fileName })}`;
}

/** The answer of a real HTTP request: status and parsed JSON body (null when the body is not JSON). */
export interface HttpAnswer {
  status: number;
  body: { [key: string]: unknown } | null;
}

async function answerOf(response: IncomingMessage): Promise<HttpAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  let body: HttpAnswer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.statusCode ?? 0, body };
}

/**
 * Streams a multipart upload to a listening server, with Content-Length known up front: the file part carries
 * `file`'s bytes, generated while they are sent (never held in memory).
 * @returns the answer (rejects when the connection breaks) and `abort()`, which cuts the connection.
 */
export function streamUpload(opts: {
  port: number;
  path: string;
  headers: Record<string, string>;
  filename: string;
  file: Readable;
  fileBytes: number;
}): { answer: Promise<HttpAnswer>; abort(): void } {
  const upload = streamedFileBody(opts.filename, opts.file, opts.fileBytes);
  const req = httpRequest({
    host: '127.0.0.1',
    port: opts.port,
    method: 'POST',
    path: opts.path,
    headers: { ...opts.headers, ...upload.headers, 'content-length': String(upload.bodyBytes) },
  });
  const answer = new Promise<HttpAnswer>((done, fail) => {
    req.once('response', (response) => answerOf(response).then(done, fail));
    req.once('error', fail);
  });
  upload.body.pipe(req);
  return { answer, abort: () => req.destroy() };
}

/**
 * Sends several HTTP/1.1 requests one after another on ONE raw TCP connection (each body written in full, with
 * backpressure; the next request only after the answer) and resolves with the status codes answered, in order. Node's
 * own client cannot be used for this: it stops writing a body once the answer to it has arrived.
 */
export async function statusesOnOneConnection(
  port: number,
  requests: Array<{ method: string; path: string; headers: Record<string, string>; body?: Readable; bodyBytes?: number }>,
  timeoutMs = 20_000,
): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => {
    received += text;
  });
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  try {
    await once(socket, 'connect');
    const write = async (chunk: Buffer | string) => {
      if (!socket.write(chunk)) await once(socket, 'drain');
    };
    const until = Date.now() + timeoutMs;
    for (const [i, r] of requests.entries()) {
      const headers = { host: `127.0.0.1:${port}`, connection: 'keep-alive', 'content-length': String(r.bodyBytes ?? 0), ...r.headers };
      await write(`${r.method} ${r.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      if (r.body) for await (const chunk of r.body) await write(chunk as Buffer);
      // The next request goes out only once this one is answered.
      while (statuses().length <= i && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
    }
    return statuses();
  } finally {
    socket.destroy();
  }
}

/** A multipart body with one `file` part, for `statusesOnOneConnection`: `{ headers, body, bodyBytes }`. */
export function streamedFileBody(filename: string, file: Readable, fileBytes: number) {
  const header = partHeader({ name: 'file', filename, contentType: 'application/octet-stream' });
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    bodyBytes: header.length + fileBytes + CLOSE.length,
    body: Readable.from(
      (async function* () {
        yield header;
        yield* file;
        yield CLOSE;
      })(),
    ),
  };
}
