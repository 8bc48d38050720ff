import { describe, expect, it, vi } from 'vitest';
import { cacheLifetimeMs, readPublicConfig } from './config.ts';

function doc(json: string) {
  const d = document.implementation.createHTMLDocument();
  d.body.innerHTML = `<script type="application/json" id="app-config">${json}</script>`;
  return d;
}

describe('runtime config', () => {
  it('reads the injected block', () => {
    const config = readPublicConfig(doc(JSON.stringify({
      apiBase: '/api', mediaBase: 'https://cdn.example/media', cacheLifetimeMs: 300000, logoHref: '/',
      contact: { companyName: 'A', addressLine1: '', addressLine2: '', email: 'a@b.example', phoneNumber: '1', productionSites: [] },
    })));
    expect(config.mediaBase).toBe('https://cdn.example/media');
    expect(cacheLifetimeMs(config)).toBe(300000);
  });

  it('falls back to same-origin defaults and a 1-minute cache when the config is missing or broken', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPublicConfig(doc('{}')).apiBase).toBe('/api');
    expect(readPublicConfig(doc('{not json')).mediaBase).toBe('/media');
    expect(readPublicConfig(doc(JSON.stringify({ apiBase: 5, mediaBase: '/elsewhere' }))).mediaBase).toBe('/media');
    expect(readPublicConfig(doc('[]')).apiBase).toBe('/api');
    expect(cacheLifetimeMs({})).toBe(60_000);
  });
});
