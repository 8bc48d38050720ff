/**
 * Plugin `mail`: the mail transport and the outbox worker (`fastify.outbox`). The worker starts with the app and
 * stops (finishing its current pass) when the app closes. `startWorker: false` leaves the timer off (tests drive
 * `fastify.outbox.runOnce()` themselves).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startOutboxWorker } from '../mail/outbox.ts';
import { createMailTransport } from '../mail/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: ReturnType<typeof startOutboxWorker>;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { startWorker?: boolean }) => {
    const { mail } = app.config;
    const worker = startOutboxWorker({
      db: app.db,
      transport: createMailTransport({ smtpUrl: mail.smtpUrl, dir: mail.dir, connections: mail.concurrency, timeoutMs: mail.smtpTimeoutMs }),
      from: mail.from,
      pollMs: mail.pollMs,
      lanes: mail.concurrency,
      leaseMs: mail.leaseMs,
      auto: opts.startWorker !== false,
      log: app.log,
    });
    app.decorate('outbox', worker);
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['config', 'database'], fastify: '5.x' },
);
