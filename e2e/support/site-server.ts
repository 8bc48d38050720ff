/**
 * A second site for a spec that needs a configuration the suite's server (playwright.config.ts `webServer`) does
 * not have, e.g. no PUBLIC_URL: server/main.ts in a child process on 127.0.0.1 and a free port, on a fresh PGlite
 * folder without the demo catalogue (the storefronts' marketing media are drawn on start), stopped by `stop()`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SiteServer {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** SIGTERM, waits for the exit, removes its data folder. */
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 right now (the system's choice). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts the site with `env` on top of a test set-up (NODE_ENV=test, no demo catalogue, warnings only); resolves
 * once /readyz answers 200.
 * @throws when it exits or is not ready within 90 s (with the end of its output)
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-site-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      ADMIN_PASSWORD: 'e2e-site-server-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const failure = child.exitCode !== null ? 'exited while starting' : Date.now() > deadline ? 'was not ready within 90 s' : null;
    if (failure) {
      const output = readFileSync(logFile, 'utf8').slice(-2000);
      await stop();
      throw new Error(`the site server ${failure}:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
