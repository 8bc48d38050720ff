/**
 * Mail transports (design.md "mail"): SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an .eml file to MAIL_DIR (default ./data/mail), composed by nodemailer's stream transport, so the
 * embedded default needs no mail server.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** What the outbox needs from a transport. */
export interface MailTransport {
  /** Sends one message; throws on failure. `id` names the .eml file in file mode. */
  send(message: { id: string; from: string; to: string; replyTo?: string | null; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/** SMTP transport for `smtpUrl`, or the .eml file transport writing into `dir`. */
export function createMailTransport(options: { smtpUrl?: string; dir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ from, to, replyTo, subject, text, html }) {
        await smtp.sendMail({ from, to, replyTo: replyTo ?? undefined, subject, text, html });
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ id, from, to, replyTo, subject, text, html }) {
      const info = await stream.sendMail({ from, to, replyTo: replyTo ?? undefined, subject, text, html });
      await mkdir(options.dir, { recursive: true });
      const file = join(options.dir, `${id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => stream.close(),
  };
}
