/**
 * The ceiling: a bare node:http server in its own process (as the site is), answering each benchmarked URL with
 * the very bytes the site sent for it — status, headers and body, held in memory. Nothing a Node server can do
 * for that answer is cheaper, so req/s of the site ÷ req/s of this is the share of the machine's HTTP capacity
 * the site's own work leaves.
 *
 * `startCeiling` forks this file; run directly (by `fork`), it waits for the answers over IPC, listens, and
 * says `{ ready: true }`.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** One recorded answer of the site. */
export interface RecordedAnswer {
  path: string;
  status: number;
  /** Header name/value pairs as sent, less those node:http writes itself (Date, Connection, Keep-Alive). */
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Headers that node:http adds by itself on every answer: the ceiling must not send them twice. */
export const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Asks `url` exactly as autocannon does (GET, Host and `headers` only) and records the answer. */
export function recordAnswer(url: string, headers: Record<string, string> = {}): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i];
          if (!TRANSPORT_HEADERS.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]]);
        }
        const { pathname, search } = new URL(url);
        resolve({ path: pathname + search, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface WireAnswer {
  path: string;
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Starts the ceiling on `port` in a child process; `stop()` ends it. */
export async function startCeiling(answers: RecordedAnswer[], port: number): Promise<{ stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--ceiling'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const wire: WireAnswer[] = answers.map((a) => ({ ...a, body: a.body.toString('base64') }));
  child.send({ port, answers: wire });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('the ceiling server exited before it was ready');
    }),
  ])) as [{ ready?: boolean }];
  if (!message?.ready) throw new Error('the ceiling server did not start');
  return {
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}

/** The child's side: serve the answers it is sent. */
function serveFromParent(): void {
  process.once('message', (message: { port: number; answers: WireAnswer[] }) => {
    const byPath = new Map(
      message.answers.map((a) => [a.path, { status: a.status, headers: a.headers.flat(), body: Buffer.from(a.body, 'base64') }]),
    );
    const server = createServer((req, res) => {
      const answer = byPath.get(req.url ?? '');
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
    server.listen(message.port, '127.0.0.1', () => process.send?.({ ready: true }));
    process.once('SIGTERM', () => server.close(() => process.exit(0)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--ceiling')) serveFromParent();
