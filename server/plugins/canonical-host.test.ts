import { describe, expect, it } from 'vitest';
import { canonicalLocation } from './canonical-host.ts';

const PUBLIC = 'http://localhost:3000';
const page = (hostname: string, url = '/admin/manage', method = 'GET') => ({ hostname, url, method });

describe('canonicalLocation (issue 16: one origin for the pages)', () => {
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
