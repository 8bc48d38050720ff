/**
 * The mails of the e2e SMTP peer: `server-with-smtp-peer.ts` starts an smtp-server peer beside the app and
 * writes every message it accepts as an .eml file into `peerMailDir(DATA_DIR)`; specs read and parse them here
 * (mailparser), so the browser tests see what a real relay received.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** The folder the peer writes into, inside the e2e server's DATA_DIR. */
export function peerMailDir(dataDir: string): string {
  return join(dataDir, 'smtp-peer');
}

/** Every address of a To/Reply-To header, comma-separated (for `includes` checks). */
export function addressText(header: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(header) ? header : header ? [header] : []).map((a) => a.text).join(', ');
}

/**
 * The raw messages the peer accepted that mention `needle` (an address unique to one test), in arrival order;
 * none while the folder does not exist yet.
 */
export function rawPeerMails(needle: string, dataDir: string = process.env.E2E_DATA_DIR!): string[] {
  const dir = peerMailDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((raw) => raw.includes(needle));
}

/** The messages of `rawPeerMails`, parsed. */
export function peerMails(needle: string, dataDir?: string): Promise<ParsedMail[]> {
  return Promise.all(rawPeerMails(needle, dataDir).map((raw) => simpleParser(raw)));
}
