/**
 * The e2e web server (playwright.config.ts `webServer.command`): starts a real SMTP peer (smtp-server,
 * server/test/smtp-peer.ts) on a free port, writing every accepted message into `peerMailDir(DATA_DIR)`, then starts
 * the site (server/main.ts) in this same process with SMTP_URL pointing at the peer. Playwright starts webServer
 * before globalSetup, so the peer must come up here, before the app's outbox first sends; one process also means
 * Playwright's stop ends both.
 *
 * With DATABASE_URL set (always in CI), the site runs on a fresh PostgreSQL database of its own, `e2e_<PORT>`,
 * dropped and created here: the demo catalogue is seeded only where it does not exist yet, so a database kept from
 * an earlier run would serve that run's catalogue (and its enquiries) instead of this commit's.
 *
 * With REDIS_URL set (always in CI), the site counts its rate limits in a Redis logical database of its own (1 +
 * PORT mod 15), emptied here: the two widths' servers, which run side by side, never count each other's enquiries,
 * and no count is left over from an earlier run within its window.
 */
import { Redis } from 'ioredis';
import { startSmtpPeer } from '../../server/test/smtp-peer.ts';
import { peerMailDir } from './peer-mail.ts';
import { addE2eAccounts } from './accounts.ts';
import { createDatabase, dropDatabase } from '../../server/db/admin.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts sets it)');
if (process.env.DATABASE_URL) {
  const name = `e2e_${Number(process.env.PORT)}`;
  await dropDatabase(process.env.DATABASE_URL, name);
  process.env.DATABASE_URL = await createDatabase(process.env.DATABASE_URL, name);
}
if (process.env.REDIS_URL) {
  const url = new URL(process.env.REDIS_URL);
  url.pathname = `/${1 + (Number(process.env.PORT) % 15)}`;
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
  process.env.REDIS_URL = url.toString();
}
const peer = await startSmtpPeer({ dir: peerMailDir(dataDir) });
process.env.SMTP_URL = peer.url;
// The staff accounts besides the administrator (e2e/support/accounts.ts), before the site opens the database.
await addE2eAccounts();
await import('../../server/main.ts');
