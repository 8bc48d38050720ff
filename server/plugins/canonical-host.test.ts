import { describe, expect, it } from 'vitest';
import { canonicalLocation, isLoopbackHost } from './canonical-host.ts';

const PUBLIC = 'http://localhost:3000';
const page = (hostname: string, url = '/admin/manage', method = 'GET') => ({ hostname, url, method });

describe('canonicalLocation (one origin for the pages)', () => {
  it('sends a page asked for by another host name to PUBLIC_URL with the same path and query', () => {
    expect(canonicalLocation(PUBLIC, page('127.0.0.1', '/admin/manage?tab=2'))).toBe('http://localhost:3000/admin/manage?tab=2');
    expect(canonicalLocation(PUBLIC, page('127.0.0.1', '/'))).toBe('http://localhost:3000/');
    expect(canonicalLocation('https://www.example.com', page('example.com', '/in/products', 'HEAD'))).toBe('https://www.example.com/in/products');
    expect(canonicalLocation('http://[::1]:3000', page('localhost', '/fd'))).toBe('http://[::1]:3000/fd');
  });

  it('leaves PUBLIC_URL\'s own host alone whatever its port or letter case', () => {
    expect(canonicalLocation(PUBLIC, page('localhost'))).toBeNull();
    expect(canonicalLocation(PUBLIC, page('LocalHost'))).toBeNull();
    expect(canonicalLocation('http://[::1]:3000', page('[::1]'))).toBeNull();
  });

  it('leaves the API, media, the provider, assets, probes, files and writes alone at any name', () => {
    for (const url of ['/api/Categories/radhe', '/media/radhe/a.png', '/oidc/auth?x=1', '/assets/app.js', '/healthz', '/readyz', '/favicon.svg']) {
      expect(canonicalLocation(PUBLIC, page('10.0.0.7', url))).toBeNull();
    }
    expect(canonicalLocation(PUBLIC, page('10.0.0.7', '/admin/manage', 'POST'))).toBeNull();
    expect(canonicalLocation(PUBLIC, page('', '/admin/manage'))).toBeNull();
  });

  it('never sends a path that looks like another host anywhere but PUBLIC_URL', () => {
    expect(new URL(canonicalLocation(PUBLIC, page('127.0.0.1', '//evil.example/x'))!).origin).toBe(PUBLIC);
  });
});

describe('canonicalLocation without PUBLIC_URL (loopback names only)', () => {
  it('serves a page asked for by a LAN address or host name where it was asked for', () => {
    for (const hostname of ['192.168.1.5', '10.0.0.7', 'shop-server', 'shop-server.lan', '[fe80::1]', '[fd00::5]', '[::ffff:192.168.1.5]']) {
      expect(canonicalLocation(PUBLIC, page(hostname, '/in'), 'loopback'), hostname).toBeNull();
    }
  });

  it('still sends loopback names to localhost, where sign-in works', () => {
    expect(canonicalLocation(PUBLIC, page('127.0.0.1', '/admin/manage?tab=2'), 'loopback')).toBe('http://localhost:3000/admin/manage?tab=2');
    expect(canonicalLocation(PUBLIC, page('[::1]', '/in'), 'loopback')).toBe('http://localhost:3000/in');
    expect(canonicalLocation(PUBLIC, page('127.0.1.1', '/fd'), 'loopback')).toBe('http://localhost:3000/fd');
    expect(canonicalLocation(PUBLIC, page('localhost', '/fd'), 'loopback')).toBeNull();
    expect(canonicalLocation(PUBLIC, page('127.0.0.1', '/api/Categories/radhe'), 'loopback')).toBeNull();
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.255.0.9', '[::1]', '[::ffff:127.0.0.1]', 'localhost', 'LocalHost', 'localhost.', 'shop.localhost'])('%s names this computer', (hostname) => {
    expect(isLoopbackHost(hostname)).toBe(true);
  });

  it.each(['192.168.1.5', '10.0.0.7', '128.0.0.1', '[::2]', '[fe80::1]', '[::ffff:10.0.0.1]', 'shop-server', 'localhost.example', ''])('%s does not', (hostname) => {
    expect(isLoopbackHost(hostname)).toBe(false);
  });
});
