/**
 * Stream helpers for tests: read a stream to the end, and generate large streams (that can fail part-way)
 * without ever holding them in memory.
 */
import { Readable } from 'node:stream';

/** Reads a stream to the end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A generated stream of `total` bytes in `chunkBytes` chunks (default 64 KiB): a fixed pseudo-random pattern with
 * each chunk's offset written into its first bytes, so a moved, lost or repeated chunk changes the hash. With
 * `failAfter` it fails with `failWith` (or, with `closeEarly`, closes without an error) after that many bytes.
 */
export function generatedStream(
  total: number,
  opts: { chunkBytes?: number; failAfter?: number; failWith?: Error; closeEarly?: boolean } = {},
): Readable {
  const chunkBytes = opts.chunkBytes ?? 64 * 1024;
  const pattern = Buffer.alloc(chunkBytes);
  for (let i = 0; i + 4 <= chunkBytes; i += 4) pattern.writeUInt32LE((i * 2654435761) >>> 0, i);
  let sent = 0;
  return new Readable({
    read() {
      if (opts.failAfter !== undefined && sent >= opts.failAfter) {
        if (opts.closeEarly) this.destroy();
        else this.destroy(opts.failWith ?? new Error('client aborted'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.from(pattern.subarray(0, Math.min(chunkBytes, total - sent)));
      chunk.write(String(sent), 'latin1');
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
