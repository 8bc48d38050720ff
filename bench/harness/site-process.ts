/**
 * The site as a child process for the fault suite and the fleet test: `node server/main.ts` with an environment
 * of the caller's, its output written to `{logDir}/{name}-{n}.log` (n counts the starts), ready once /readyz
 * answers 200. Exits nobody asked for are counted, so a suite can report them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const LOOPBACK = '127.0.0.1';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a stopped process ended: its exit code or signal, and how long it took after the signal (ms). */
export interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

export class SiteProcess {
  child: ChildProcess | null = null;
  unexpectedExits = 0;
  readonly exitNotes: string[] = [];
  private expecting = false;
  private starts = 0;
  readonly base: string;
  readonly env: NodeJS.ProcessEnv;
  readonly logDir: string;
  readonly name: string;
  /** Log files of every start, oldest first. */
  readonly logs: string[] = [];
  constructor(base: string, env: NodeJS.ProcessEnv, logDir: string, name = 'server') {
    this.base = base;
    this.env = env;
    this.logDir = logDir;
    this.name = name;
  }

  /**
   * Starts the server with `overrides` on top of its environment; resolves once /readyz answers 200.
   * @throws when it exits while starting or is not ready within `readyWithinMs` (default 60 s)
   */
  async start(overrides: NodeJS.ProcessEnv = {}, readyWithinMs = 60_000): Promise<void> {
    this.starts += 1;
    await assertPortFree(Number(new URL(this.base).port));
    const logFile = join(this.logDir, `${this.name}-${this.starts}.log`);
    this.logs.push(logFile);
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, ['server/main.ts'], { env: { ...this.env, ...overrides }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.child = child;
    this.expecting = false;
    child.once('exit', (code, signal) => {
      if (!this.expecting) {
        this.unexpectedExits += 1;
        this.exitNotes.push(`${this.name} exited unasked (code ${code}, signal ${signal}); log ${logFile}`);
      }
    });
    const deadline = Date.now() + readyWithinMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited while starting; see ${logFile}`);
      try {
        const ready = (await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
        if (ready && child.exitCode === null && child.signalCode === null) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${readyWithinMs / 1000} s; see ${logFile}`);
      await sleep(200);
    }
  }

  /**
   * SIGTERM (graceful) or SIGKILL; resolves once the process has exited, with how. A process that has not exited
   * `killAfterMs` after SIGTERM is killed (its result then shows SIGKILL).
   */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', killAfterMs = 30_000): Promise<StopResult> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, ms: 0 };
    this.expecting = true;
    const started = Date.now();
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    const [code, exitSignal] = await exited;
    clearTimeout(timer);
    return { code, signal: exitSignal, ms: Date.now() - started };
  }
}

/** @throws when something already listens on `port` of the loopback address (its answers would be taken for ours). */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  probe.listen(port, LOOPBACK);
  await Promise.race([once(probe, 'listening'), once(probe, 'error').then(([error]) => Promise.reject(new Error(`port ${port} is taken: ${String(error)}`)))]);
  probe.close();
  await once(probe, 'close');
}
