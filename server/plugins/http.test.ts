import { describe, expect, it } from 'vitest';
import { cspDirectives } from './http.ts';

describe('cspDirectives', () => {
  it('allows only the site itself for site-relative bases', () => {
    const csp = cspDirectives({ apiBase: '/api', mediaBase: '/media' });
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });
  it('adds the origin of an absolute media or API base', () => {
    const csp = cspDirectives({ apiBase: 'https://api.example.net/api', mediaBase: 'https://cdn.example.net/media/' });
    expect(csp.imgSrc).toContain('https://cdn.example.net');
    expect(csp.mediaSrc).toContain('https://cdn.example.net');
    expect(csp.connectSrc).toEqual(["'self'", 'https://api.example.net', 'https://cdn.example.net']);
    expect(csp.scriptSrc).toEqual(["'self'"]);
  });
  it('lets the SPA reach an external issuer and renew in a frame on it, and only same-origin framing of the site', () => {
    const external = cspDirectives({
      apiBase: '/api',
      mediaBase: '/media',
      auth: { embedded: false, issuer: 'https://login.microsoftonline.com/tenant/v2.0' },
    });
    expect(external.connectSrc).toEqual(["'self'", 'https://login.microsoftonline.com']);
    expect(external.frameSrc).toEqual(["'self'", 'https://login.microsoftonline.com']);
    const embedded = cspDirectives({ apiBase: '/api', mediaBase: '/media', auth: { embedded: true, issuer: 'http://localhost:3000/oidc' } });
    expect(embedded.connectSrc).toEqual(["'self'"]);
    expect(embedded.frameAncestors).toEqual(["'self'"]);
  });
});
