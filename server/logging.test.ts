import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MASK, loggerOptions, maskPersonalData, PHONE_MASK, prettyStream } from './logging.ts';

const config = { logLevel: 'info', logFormat: 'json' } as const;

/** A Fastify app logging into an array with the app's logger options; returns the app and the parsed lines. */
function capturedApp() {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions(config, { level: 'info', stream: { write: (line: string) => void lines.push(line) } }) });
  return { app, lines, text: () => lines.join('') };
}

describe('maskPersonalData', () => {
  it.each([
    ['Reply to asha.patel+quotes@utility.example today', `Reply to ${EMAIL_MASK} today`],
    ['call +91 98250 00000.', `call ${PHONE_MASK}.`],
    ['call +91-265-263-4100 or (0265) 263 4100', `call ${PHONE_MASK} or ${PHONE_MASK}`],
    ['mobile 9825000000', `mobile ${PHONE_MASK}`],
    ['tel:+442071838750', `tel:${PHONE_MASK}`],
  ])('masks %j', (text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each([
    'images/1700000000000-rod insulator.png',
    '1700000000000-rod.png',
    'id 11111111-1111-4111-8111-111111111111',
    'from 192.168.100.200:54321',
    'at 2024-05-01 10:00:00.123',
    'took 1234.5678 ms, 157286400 bytes',
    'PUBLIC_URL http://localhost:3000/oidc',
  ])('leaves %j alone', (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });

  it('masks inside the JSON strings of a log line, never a number of the line', () => {
    const line = `{"level":30,"time":1712345678901,"ids":[1712345678901,1712345678902],"msg":"from asha@utility.example, +91 98250 00000"}\n`;
    expect(maskPersonalData(line)).toBe(`{"level":30,"time":1712345678901,"ids":[1712345678901,1712345678902],"msg":"from ${EMAIL_MASK}, ${PHONE_MASK}"}\n`);
  });
});

describe('loggerOptions (no request body, no e-mail or phone in any log line)', () => {
  it('drops the bound values of a failed query, in the error and in its message, and masks what is left', () => {
    const { app, text } = capturedApp();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "enquiries_pkey"'), { code: '23505' });
    const failed = new DrizzleQueryError(
      'insert into "enquiries" ("name", "email", "phone_no", "message") values ($1, $2, $3, $4)',
      ['Asha Patel', 'asha@utility.example', '+91 98250 00000', 'Please quote 120 pcs'],
      cause,
    );
    app.log.error({ err: failed }, 'request failed for asha@utility.example');
    const logged = text();
    expect(logged).toContain('insert into \\"enquiries\\"');
    expect(logged).toContain('duplicate key value');
    for (const secret of ['Asha Patel', 'asha@utility.example', '98250', 'Please quote']) expect(logged).not.toContain(secret);
    expect(JSON.parse(logged).err.params).toBeUndefined();
  });

  it('censors e-mail, phone, body and authorization fields wherever a log call names them', () => {
    const { app, text } = capturedApp();
    app.log.info({ email: 'a@b.example', enquiry: { phoneNo: '0000', email: 'x' }, body: { anything: 1 }, headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' } }, 'fields');
    const line = JSON.parse(text());
    expect(line).toMatchObject({ email: '[redacted]', enquiry: { phoneNo: '[redacted]', email: '[redacted]' }, body: '[redacted]' });
    expect(line.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
  });

  it('keeps a request log line useful: method, URL, status, time', async () => {
    const { app, lines } = capturedApp();
    app.get('/api/Products/:id', async () => ({ ok: true }));
    await app.inject('/api/Products/3f2b6c1e-8a4d-4e7b-9c2a-1d5e6f7a8b9c?mail=asha@utility.example');
    const [incoming, completed] = lines.map((l) => JSON.parse(l));
    expect(incoming.req).toMatchObject({ method: 'GET', url: `/api/Products/3f2b6c1e-8a4d-4e7b-9c2a-1d5e6f7a8b9c?mail=${EMAIL_MASK}` });
    expect(completed.res.statusCode).toBe(200);
    expect(typeof completed.responseTime).toBe('number');
    await app.close();
  });

  it('stays silent when asked to', () => {
    expect(loggerOptions(config, false)).toBe(false);
  });
});

describe('LOG_FORMAT (readable lines in development, JSON lines elsewhere)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A Fastify app logging through `prettyStream` into an array, with the app's logger options. */
  function prettyApp() {
    const written: string[] = [];
    const stream = prettyStream({ write: (text: string) => void written.push(stripVTControlCharacters(text)) });
    expect(stream).not.toBeNull();
    const app = Fastify({ logger: loggerOptions(config, { level: 'info', stream: stream! }) });
    return { app, text: () => written.join('') };
  }

  it('writes one readable line per request event, masked like the JSON lines', async () => {
    const { app, text } = prettyApp();
    app.get('/in', async () => 'page');
    app.log.info({ email: 'a@b.example' }, 'enquiry from asha@utility.example, +91 98250 00000');
    await app.inject('/in?mail=asha@utility.example');
    await app.close();
    const lines = text().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: enquiry from \[email\], \[phone\]$/);
    expect(lines[1]).toBe('    email: "[redacted]"');
    expect(lines).toContainEqual(expect.stringMatching(/\] INFO: req-1 incoming request: GET \/in\?mail=\[email\]$/));
    expect(lines).toContainEqual(expect.stringMatching(/\] INFO: req-1 request completed: 200 in \d+\.\d ms$/));
    expect(text()).not.toContain('{"level"');
    expect(text()).not.toContain('asha');
  });

  it('chooses readable lines for LOG_FORMAT=pretty and JSON for json', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toHaveProperty('stream');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('stream');
  });

  it('falls back to JSON lines with a warning where pino-pretty is not installed (an image without dev dependencies)', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const missing = (id: string) => {
      throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
    };
    expect(prettyStream(process.stdout, missing)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^LOG_FORMAT=pretty needs the pino-pretty package .* logging JSON lines/), { code: 'LOG_FORMAT_JSON' });
    expect(() => prettyStream(process.stdout, () => { throw new SyntaxError('broken package'); })).toThrow('broken package');
  });
});
