import { describe, expect, it } from 'vitest';
import { cspDirectives, securityHeaders } from './http.ts';

describe('cspDirectives', () => {
  it('allows only the site itself for site-relative bases', () => {
    const csp = cspDirectives({ apiBase: '/api', mediaBase: '/media' });
    // Scripts from the site only; inline, only speculation rules (JSON, never run).
    expect(csp.scriptSrc).toEqual(["'self'", "'inline-speculation-rules'"]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });
  it('adds the origin of an absolute media or API base', () => {
    const csp = cspDirectives({ apiBase: 'https://api.example.net/api', mediaBase: 'https://cdn.example.net/media/' });
    expect(csp.imgSrc).toContain('https://cdn.example.net');
    expect(csp.mediaSrc).toContain('https://cdn.example.net');
    expect(csp.connectSrc).toEqual(["'self'", 'https://api.example.net', 'https://cdn.example.net']);
    expect(csp.scriptSrc).toEqual(["'self'", "'inline-speculation-rules'"]);
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

describe('securityHeaders', () => {
  it("computes helmet's headers once, with the site's policy and without Cross-Origin-Embedder-Policy", () => {
    const headers = new Map(securityHeaders({
      contentSecurityPolicy: { directives: cspDirectives({ apiBase: '/api', mediaBase: '/media' }) },
      crossOriginEmbedderPolicy: false,
    }));
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self' 'inline-speculation-rules';");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.has('Cross-Origin-Embedder-Policy')).toBe(false);
    expect(headers.size).toBe(12);
  });
});
