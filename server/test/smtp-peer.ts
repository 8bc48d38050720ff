/**
 * The real SMTP peer of the tests (design.md "smtp-server as the real SMTP peer in tests"): an
 * smtp-server on 127.0.0.1 that keeps every message it accepts, parsed with mailparser, and optionally writes it
 * as an .eml file into a folder (the browser tests read them there: e2e/support/peer-mail.ts).
 *
 * `stop()` takes the peer down (connections are refused, as during a relay outage) and `start()` brings it back
 * on the same port. `respond` decides each answer: resolve to accept (250), reject to refuse with 451 (or the
 * error's `responseCode`), never settle to make the relay hang in DATA.
 *
 * A client that drops its connection mid-session (a server killed with SIGKILL, as the fault suite does) makes
 * smtp-server emit 'error'; the peer listens and keeps it in `connectionErrors`, so it never brings the test
 * process down, and goes on taking mail.
 */
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** One message the peer accepted. */
export interface PeerMail {
  /** The Message-ID header, e.g. `<4f…@radhe.example>`. */
  messageId: string | undefined;
  /** The X-Enquiry-Id header (server/mail/transport.ts). */
  enquiryId: string | undefined;
  /** SMTP envelope: MAIL FROM and RCPT TO addresses. */
  envelope: { from: string | undefined; to: string[] };
  parsed: ParsedMail;
  raw: Buffer;
}

export interface SmtpPeerOptions {
  /** Port to listen on; 0 (default) picks a free one, kept across `stop()`/`start()`. */
  port?: number;
  /** When set, every accepted message is also written to `{dir}/{time}-{n}.eml` (atomically). */
  dir?: string;
  /** Decides the answer to each message (see the module comment); accepts everything when absent. */
  respond?: (mail: PeerMail) => Promise<void> | void;
}

export interface SmtpPeer {
  readonly port: number;
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  readonly url: string;
  /** Messages accepted so far, in arrival order. */
  readonly mails: PeerMail[];
  /** Errors of connections clients dropped mid-session (kept, never thrown). */
  readonly connectionErrors: Error[];
  /** SMTP sessions clients opened so far (a pooled client opens few for many messages). */
  readonly sessions: number;
  /** Listens (again) on the peer's port. */
  start(): Promise<void>;
  /** Stops listening; open connections are cut after half a second. */
  stop(): Promise<void>;
}

/** Starts an SMTP peer (see the module comment); resolves once it listens. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const mails: PeerMail[] = [];
  let port = options.port ?? 0;
  let server: SMTPServer | null = null;
  let written = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  async function keep(mail: PeerMail): Promise<void> {
    await options.respond?.(mail);
    mails.push(mail);
    if (options.dir) {
      written += 1;
      const file = join(options.dir, `${Date.now()}-${written}.eml`);
      await writeFile(`${file}.tmp`, mail.raw);
      await rename(`${file}.tmp`, file);
    }
  }

  const connectionErrors: Error[] = [];
  let sessions = 0;

  function create(): SMTPServer {
    const created = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 500,
      disableReverseLookup: true,
      onConnect(_session, callback) {
        sessions += 1;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const header = parsed.headers.get('x-enquiry-id');
              return keep({
                messageId: parsed.messageId,
                enquiryId: typeof header === 'string' ? header : undefined,
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                parsed,
                raw,
              });
            })
            .then(
              () => callback(),
              (error: Error & { responseCode?: number }) => callback(Object.assign(error, { responseCode: error.responseCode ?? 451 })),
            );
        });
      },
    });
    created.on('error', (error: Error) => connectionErrors.push(error));
    return created;
  }

  const peer: SmtpPeer = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    connectionErrors,
    get sessions() {
      return sessions;
    },
    async start() {
      if (server) return;
      const next = create();
      await new Promise<void>((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      port = (next.server.address() as { port: number }).port;
      server = next;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await peer.start();
  return peer;
}
