/**
 * The fleet test's load balancer: Debian's HAProxy in the foreground (`haproxy -db`) with a configuration written
 * here, on 127.0.0.1 only.
 *
 * - Round robin over the instances, each health-checked on GET /readyz every 500 ms (down after 2 failures, up
 *   after 1 success), as Azure App Service's health check or an Application Gateway probe would. A check waits up
 *   to 3 s for its answer (/readyz itself gives the database 2 s): an instance whose event loop is busy rendering
 *   is slow, not down. With HAProxy's default (the 500 ms interval as the whole check's limit) a busy 2-core CI
 *   machine saw every instance marked down at once and the balancer answer 503 "no server available".
 * - One connection per request to an instance (`http-server-close`): an instance stopping with SIGTERM closes its
 *   listener, so a new request is refused at connect, and HAProxy sends it to another instance (`retry-on
 *   conn-failure`, `redispatch`). A request is sent again after an empty answer only when it is a GET or HEAD (a
 *   POST may have been stored by the instance that died).
 * - Every answer names the instance that served it (INSTANCE_HEADER), and a request may ask for one instance
 *   (PIN_HEADER), so the test can walk a sign-in across instances and see where an edit has arrived. Both are the
 *   test's, not the site's: a production balancer has neither.
 * - The statistics page (CSV) on `port + 10` tells which instances HAProxy has up.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { LOOPBACK, assertPortFree, sleep } from '../harness/site-process.ts';

/** Response header naming the instance that served an answer. */
export const INSTANCE_HEADER = 'x-fleet-instance';
/** Request header asking for one instance by name (ignored while it is down). */
export const PIN_HEADER = 'x-fleet-pin';

/** The balancer's health check of each instance: every `intervalMs`, down after `fall` failures in a row. */
export const HEALTH_CHECK = { intervalMs: 500, fall: 2 } as const;

/**
 * How long an instance drains after SIGTERM (its SHUTDOWN_DRAIN_MS), in ms: the checks' own time to mark it down
 * (interval × failures) plus 2 s, as docs/deploy.md advises "plus a second" and a busy 2-core CI machine needs more:
 * there a check's answer took up to 300 ms, and with a drain of 1.5 s an instance was still sent a page after it had
 * stopped taking requests (the fleet test's 503 of 2026-12-07).
 */
export const DRAIN_MS = HEALTH_CHECK.intervalMs * HEALTH_CHECK.fall + 2_000;

export interface Balancer {
  /** Resolves once HAProxy reports `count` instances up (60 s at most). */
  waitForServers(count: number): Promise<void>;
  stop(): Promise<void>;
}

/** HAProxy's configuration for `servers` behind 127.0.0.1:`port`. */
export function haproxyConfig(port: number, servers: Array<{ name: string; port: number }>): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option http-server-close

frontend site
  bind ${LOOPBACK}:${port}
  default_backend fleet

frontend stats
  bind ${LOOPBACK}:${port + 10}
  stats enable
  stats uri /stats

backend fleet
  balance roundrobin
  option forwardfor
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header ${INSTANCE_HEADER} %s
  default-server inter ${HEALTH_CHECK.intervalMs}ms fall ${HEALTH_CHECK.fall} rise 1
${servers.map((s) => `  use-server ${s.name} if { req.hdr(${PIN_HEADER}) -m str ${s.name} }`).join('\n')}
${servers.map((s) => `  server ${s.name} ${LOOPBACK}:${s.port} check`).join('\n')}
`;
}

/**
 * Writes the configuration into `dir` and starts HAProxy; resolves once it listens.
 * @throws when `haproxy` is not installed, a port is taken or HAProxy refuses its configuration.
 */
export async function startBalancer(options: { port: number; servers: Array<{ name: string; port: number }>; dir: string }): Promise<Balancer> {
  const { port, servers, dir } = options;
  await assertPortFree(port);
  await assertPortFree(port + 10);
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, servers));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(join(dir, 'haproxy.log'));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`haproxy could not start (apt-get install haproxy): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`haproxy exited (${code}); see ${join(dir, 'haproxy.log')}`)));
  });
  failed.catch(() => {});
  const up = async (): Promise<number> => {
    const csv = await (await fetch(`http://${LOOPBACK}:${port + 10}/stats;csv`, { signal: AbortSignal.timeout(2_000) })).text();
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
    const status = header.indexOf('status');
    return rows.filter((r) => r[0] === 'fleet' && servers.some((s) => s.name === r[1]) && r[status] === 'UP').length;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await Promise.race([up(), failed]);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
  return {
    async waitForServers(count) {
      const until = Date.now() + 60_000;
      while ((await up()) < count) {
        if (Date.now() > until) throw new Error(`HAProxy has fewer than ${count} instances up after 60 s`);
        await sleep(250);
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
