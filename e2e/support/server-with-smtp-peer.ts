/**
 * The e2e web server (playwright.config.ts `webServer.command`; issue 7): starts a real SMTP peer (smtp-server,
 * server/test/smtp-peer.ts) on a free port, writing every accepted message into `peerMailDir(DATA_DIR)`, then starts
 * the site (server/main.ts) in this same process with SMTP_URL pointing at the peer. Playwright starts webServer
 * before globalSetup, so the peer must come up here, before the app's outbox first sends; one process also means
 * Playwright's stop ends both.
 */
import { startSmtpPeer } from '../../server/test/smtp-peer.ts';
import { peerMailDir } from './peer-mail.ts';
import { addE2eAccounts } from './accounts.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts sets it)');
const peer = await startSmtpPeer({ dir: peerMailDir(dataDir) });
process.env.SMTP_URL = peer.url;
// A staff account without the administrator role (e2e/support/accounts.ts), before the site opens the database.
await addE2eAccounts();
await import('../../server/main.ts');
