import { describe, expect, it } from 'vitest';
import { signInElsewhere, signInElsewhereText } from './sign-in-here.ts';

const embedded = { signInOrigin: 'http://localhost:3000' };
const page = (origin: string, isSecureContext = true) => ({ origin, hostname: new URL(origin).hostname, isSecureContext });

describe('signInElsewhere', () => {
  it('lets sign-in start at the origin the embedded provider returns to, and anywhere with an external issuer', () => {
    expect(signInElsewhere(embedded, page('http://localhost:3000'))).toBeNull();
    expect(signInElsewhere({}, page('https://shop.example'))).toBeNull();
    expect(signInElsewhere(undefined, page('http://192.168.1.5:3000', false))).toBeNull();
    expect(signInElsewhere(embedded, { origin: 'http://localhost:3000', hostname: 'localhost' })).toBeNull();
  });

  it('names the origin and the PUBLIC_URL of this address when only the origin differs (a secure context)', () => {
    const problem = signInElsewhere(embedded, page('http://shop.localhost:3000'))!;
    expect(problem).toEqual({ signInOrigin: 'http://localhost:3000', needsHttps: false, publicUrl: 'http://shop.localhost:3000' });
    expect(signInElsewhereText(problem)).toBe('Sign-in works at http://localhost:3000 only. To sign in at this address, start the server with');
    expect(signInElsewhere({ signInOrigin: 'https://www.example.com' }, page('https://example.com'))).toMatchObject({ publicUrl: 'https://example.com' });
  });

  it('asks for HTTPS at a LAN address over plain http, where the browser withholds Web Crypto', () => {
    const problem = signInElsewhere(embedded, page('http://192.168.1.5:3000', false))!;
    expect(problem).toEqual({ signInOrigin: 'http://localhost:3000', needsHttps: true, publicUrl: 'https://192.168.1.5' });
    expect(signInElsewhereText(problem)).toBe(
      'Sign-in works at http://localhost:3000 only. At other addresses browsers allow it over HTTPS only: serve this address over HTTPS (e.g. behind a reverse proxy) and start the server with',
    );
    // PUBLIC_URL already names this http address (or an external issuer): HTTPS is what is missing.
    const same = signInElsewhere({ signInOrigin: 'http://192.168.1.5:3000' }, page('http://192.168.1.5:3000', false))!;
    expect(same).toEqual({ needsHttps: true, publicUrl: 'https://192.168.1.5' });
    expect(signInElsewhereText(same)).toMatch(/^Browsers allow sign-in over HTTPS only, or by http at localhost: serve this address over HTTPS/);
    expect(signInElsewhere({}, { origin: 'http://[fd00::5]:3000', hostname: '[fd00::5]', isSecureContext: false })?.publicUrl).toBe('https://[fd00::5]');
  });
});
