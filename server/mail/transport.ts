/**
 * Mail transports (design.md "mail"): SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an .eml file to MAIL_DIR (default ./data/mail), composed by nodemailer's stream transport, so the
 * embedded default needs no mail server.
 *
 * Every message carries a Message-ID made from its outbox row id (`<{id}@{sender's domain}>`) and, for an enquiry,
 * an `X-Enquiry-Id` header: a retry of the same row sends the same Message-ID, so a receiver (and the tests' SMTP
 * peer) can tell a repeat from a new message. SMTP sends are bounded by SEND_TIMEOUT_MS per phase (nodemailer's
 * own socket timeout is 10 minutes, longer than the outbox's claim: outbox.ts).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** Longest wait, in ms, for the SMTP connection, the greeting, and each answer of the relay. */
export const SEND_TIMEOUT_MS = 20_000;

/** One message as the outbox hands it over. */
export interface OutgoingMail {
  /** The outbox row id: the Message-ID, and the .eml file name in file mode. */
  id: string;
  /** The enquiry the message belongs to (the `X-Enquiry-Id` header). */
  enquiryId?: string | null;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox needs from a transport. */
export interface MailTransport {
  /** Sends one message; throws on failure (refused, timed out, rejected by the relay). */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** `<{id}@{domain of the sender}>` (`localhost` when the sender has no domain). */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

/** nodemailer's message options for `message` (Message-ID, X-Enquiry-Id, Reply-To only when set). */
function mailOptions({ id, enquiryId, from, to, replyTo, subject, text, html }: OutgoingMail) {
  return {
    messageId: messageIdFor(id, from),
    headers: enquiryId ? { 'X-Enquiry-Id': enquiryId } : undefined,
    from,
    to,
    replyTo: replyTo ?? undefined,
    subject,
    text,
    html,
  };
}

/** Messages sent over one pooled SMTP connection before it is closed and a new one opened. */
export const MESSAGES_PER_CONNECTION = 100;

/**
 * SMTP transport for `smtpUrl` (timeouts of `timeoutMs`, default SEND_TIMEOUT_MS), or the .eml file transport
 * writing into `dir`.
 *
 * SMTP connections are pooled (nodemailer's pool): up to `connections` (default 1; the outbox passes its lanes) stay
 * open and carry up to MESSAGES_PER_CONNECTION messages each, so a backlog is not slowed by a TCP, greeting and
 * EHLO exchange for every message (about 35 messages/s without the pool against the tests' peer; the fault suite's mail
 * bar). A connection the relay drops or refuses fails only the sends on it; the next send opens a new one.
 */
export function createMailTransport(options: { smtpUrl?: string; dir: string; timeoutMs?: number; connections?: number }): MailTransport {
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: Math.max(1, options.connections ?? 1),
      maxMessages: MESSAGES_PER_CONNECTION,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      async send(message) {
        await smtp.sendMail(mailOptions(message));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await stream.sendMail(mailOptions(message));
      await mkdir(options.dir, { recursive: true });
      const file = join(options.dir, `${message.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => stream.close(),
  };
}
