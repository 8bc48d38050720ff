/**
 * A real Redis of a test's own: the
 * installed `redis-server` on a free port of 127.0.0.1, without persistence. `stop()` kills it as a crash would
 * (SIGKILL), so clients see their connection cut and every reconnect refused; `start()` brings it back, empty,
 * on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface TestRedis {
  readonly port: number;
  /** `redis://127.0.0.1:{port}` for REDIS_URL. */
  readonly url: string;
  /** Starts redis-server (again) on the port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills redis-server (SIGKILL) and waits until it has exited. */
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts a redis-server of the test's own (see the module comment); resolves once it accepts connections.
 * `port` (default: a free one) lets a caller keep to its own port range (bench/faults/main.ts).
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<TestRedis> {
  const port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}:\n${output}`)), 10_000);
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    proc.stdout!.resume();
  }

  async function stop(): Promise<void> {
    const proc = child;
    if (!proc) return;
    child = null;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      await exited;
    }
  }

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}
