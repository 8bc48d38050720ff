/**
 * TRUST_PROXY: a client cannot choose its own address by writing X-Forwarded-For. The address
 * the server uses (`request.ip`) is read from the request's log line ("incoming request", req.remoteAddress) and
 * from the per-address rate limit of POST /api/contact. The database does not matter here: PGlite only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestContext } from './test/build.ts';

const enquiry = { name: 'Asha Patel', email: 'asha@utility.example', vendor: 'Radhe', message: 'Quote please' };

describe('TRUST_PROXY: the address of a request behind proxies', () => {
  let t: TestContext | undefined;
  const lines: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    lines.length = 0;
  });

  async function app(trustProxy: string | undefined, env: Record<string, string> = {}) {
    t = await build('pglite', {
      env: { ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }), ...env },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    return t;
  }

  /** The address the server saw for one request from `remoteAddress` with X-Forwarded-For `forwardedFor`. */
  async function addressSeen(remoteAddress: string, forwardedFor?: string): Promise<string> {
    lines.length = 0;
    // Any logged request will do (health probes are not logged: server/routes/health.ts).
    await t!.app.inject({ url: '/api/Categories/radhe', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
    const incoming = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
    return incoming.req.remoteAddress;
  }

  it('without TRUST_PROXY: the peer of the connection, whatever X-Forwarded-For says', async () => {
    await app(undefined);
    expect(await addressSeen('198.51.100.7', '203.0.113.66')).toBe('198.51.100.7');
  });

  it('TRUST_PROXY=1 (Azure App Service): the address the front end appended, port removed; a spoofed left part changes nothing', async () => {
    await app('1');
    expect(await addressSeen('10.0.0.4', '203.0.113.9:50123')).toBe('203.0.113.9');
    expect(await addressSeen('10.0.0.4', '1.2.3.4, 203.0.113.9:50999')).toBe('203.0.113.9');
    expect(await addressSeen('10.0.0.4', '5.6.7.8, 9.9.9.9, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen('10.0.0.4', '[2001:db8::9]:443')).toBe('2001:db8::9');
  });

  it('TRUST_PROXY=<CIDR> (a load balancer): believed only from the listed proxies', async () => {
    await app('10.0.0.0/8');
    expect(await addressSeen('10.0.0.4', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // Two proxies of the range in a row: both are skipped.
    expect(await addressSeen('10.0.0.4', '1.2.3.4, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
    // A client that reaches the server directly writes what it likes, and is still itself.
    expect(await addressSeen('198.51.100.7', '203.0.113.66')).toBe('198.51.100.7');
  });

  it('TRUST_PROXY=1: a client rotating a spoofed X-Forwarded-For still meets its rate limit; another client does not', async () => {
    await app('1', { CONTACT_RATE_LIMIT_PER_ADDRESS: '2' });
    // Each from its own e-mail address, so only the per-address allowance can refuse them.
    let sent = 0;
    const send = (forwardedFor: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...enquiry, email: `buyer${(sent += 1)}@utility.example` },
        remoteAddress: '10.0.0.4',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await send(`192.0.2.${i}, 203.0.113.9:${50000 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await send('203.0.113.10:40000')).statusCode).toBe(200);
  });
});
