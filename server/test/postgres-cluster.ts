/**
 * A PostgreSQL server of a test's own (tests that stop the database under the running app cannot stop
 * the shared one): `initdb` into a temporary folder, `pg_ctl start` on a free loopback port, trust
 * authentication, fsync off. Stopped with `pg_ctl stop -m immediate` (as a crash or a pulled plug: no goodbye to
 * clients) and started again on the same port and folder.
 *
 * Uses the newest /usr/lib/postgresql/<version>/bin (Debian's layout), or the folder in PG_BIN. PostgreSQL
 * refuses to run as root, so as root the binaries run as the `postgres` user (runuser) and the folder is
 * handed to that user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb and pg_ctl, or null when PostgreSQL's server binaries are not installed. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')) && existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/** Why a test of its own PostgreSQL cannot run here, or null when it can. */
export function postgresClusterUnavailable(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin or PG_BIN';
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no `postgres` user to run PostgreSQL as';
    }
  }
  return null;
}

/** A free TCP port on the loopback address (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Starts the server (waits until it accepts connections). */
  start(): void;
  /** Stops it at once (`-m immediate`): connections are cut, the next start runs crash recovery. */
  stopImmediately(): void;
  /** Stops the server if running and removes its folder. */
  remove(): void;
}

/**
 * Creates and starts a cluster in a new temporary folder.
 * @throws when initdb or the first start fails (check `postgresClusterUnavailable()` first)
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    stopImmediately() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) cluster.stopImmediately();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
