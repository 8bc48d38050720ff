/**
 * The SMTP test peer survives a client that drops its connection mid-session (the fault suite kills the
 * server with SIGKILL while it sends mail) and goes on taking mail.
 */
import { connect } from 'node:net';
import { once } from 'node:events';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer?.stop());

it('keeps a connection reset mid-message as an error and still accepts the next mail', async () => {
  const socket = connect(peer.port, '127.0.0.1');
  await once(socket, 'data'); // the greeting
  socket.write('EHLO client.example\r\nMAIL FROM:<a@x.example>\r\nRCPT TO:<b@x.example>\r\nDATA\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write('Subject: cut\r\n\r\nhalf a mess');
  socket.resetAndDestroy();
  await expect.poll(() => peer.connectionErrors.length).toBeGreaterThan(0);

  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: peer.port, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: 'a@x.example', to: 'b@x.example', subject: 'after the reset', text: 'still here' });
  expect(peer.mails.map((m) => m.parsed.subject)).toEqual(['after the reset']);
});
