/**
 * Plugin `attachmentSweep`: sweeps the enquiry attachments no enquiry names (server/enquiries/attachment-sweep.ts)
 * once the server is listening and then every `min(1 h, ATTACHMENT_ORPHAN_AGE_MS / 2)`, on every instance; the
 * timer stops when the app closes. A sweep that fails (database or blob store down) is logged and tried at the
 * next tick. `startSweeper: false` leaves the timer off (tests call the sweep themselves).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sweepOrphanAttachments } from '../enquiries/attachment-sweep.ts';

/** The longest time between two sweeps, in ms. */
const MAX_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const attachmentSweepPlugin = fp(
  async (app: FastifyInstance, opts: { startSweeper?: boolean }) => {
    if (opts.startSweeper === false) return;
    const olderThanMs = app.config.attachmentOrphanAgeMs;
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= sweepOrphanAttachments(app.db, app.blobs, { olderThanMs })
        .then((removed) => {
          if (removed.length > 0) app.log.warn({ removed: removed.length, paths: removed.slice(0, 20) }, 'removed enquiry attachments no enquiry names');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'the sweep of orphan enquiry attachments failed; it runs again later'))
        .finally(() => (running = null));
    };
    const timer = setInterval(sweep, Math.min(MAX_SWEEP_INTERVAL_MS, Math.max(1_000, olderThanMs / 2)));
    timer.unref();
    app.addHook('onListen', async () => sweep());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'attachment-sweep', dependencies: ['config', 'database', 'blobs'], fastify: '5.x' },
);
