/**
 * The canonical-host redirect in the whole app: with PUBLIC_URL set, a page asked for by another host name answers
 * 301 to PUBLIC_URL; without it, only loopback names are sent to localhost and any other name is served (a LAN
 * visitor sent to localhost would reach their own computer). The API, health probes and `inject`'s own 'localhost'
 * requests are answered where they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_PLACEHOLDER } from '../pages/document.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

const INDEX = `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

describeEachDatabase('canonical host', (kind) => {
  let t: TestContext;
  let behindProxy: TestContext;
  let switchedOff: TestContext;
  let unset: TestContext;

  beforeAll(async () => {
    const env = { PUBLIC_URL: 'https://www.example.com' };
    t = await build(kind, { indexHtml: INDEX, env });
    behindProxy = await build(kind, { indexHtml: INDEX, env: { ...env, TRUST_PROXY: '1' } });
    switchedOff = await build(kind, { indexHtml: INDEX, env: { ...env, REDIRECT_TO_PUBLIC_URL: 'false' } });
    unset = await build(kind, { indexHtml: INDEX, env: { PORT: '3000' } });
  });
  afterAll(async () => {
    await t?.close();
    await behindProxy?.close();
    await switchedOff?.close();
    await unset?.close();
  });

  it('redirects a page asked for by another host name to the same path and query at PUBLIC_URL', async () => {
    const res = await t.app.inject({ url: '/admin/manage?tab=2', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.example.com/admin/manage?tab=2');
    expect(res.headers['cache-control']).toBe('no-store');
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: 'example.com' } });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('https://www.example.com/');
  });

  it('serves the page at PUBLIC_URL\'s host name', async () => {
    const res = await t.app.inject({ url: '/admin/manage', headers: { host: 'www.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers the API, probes and the provider at any host name', async () => {
    for (const url of ['/healthz', '/readyz', '/api/Categories/radhe', '/oidc/.well-known/openid-configuration']) {
      const res = await t.app.inject({ url, headers: { host: '10.0.0.7:3000' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('behind a trusted proxy, goes by the host the visitor typed (X-Forwarded-Host)', async () => {
    const typed = await behindProxy.app.inject({ url: '/in', headers: { host: 'app-1.internal:3000', 'x-forwarded-host': 'www.example.com' } });
    expect(typed.statusCode).toBe(200);
    const other = await behindProxy.app.inject({ url: '/in', headers: { host: 'app-1.internal:3000', 'x-forwarded-host': 'example.com' } });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('https://www.example.com/in');
    // Without TRUST_PROXY the header is a client's claim and is ignored.
    const untrusted = await t.app.inject({ url: '/in', headers: { host: 'www.example.com', 'x-forwarded-host': 'example.com' } });
    expect(untrusted.statusCode).toBe(200);
  });

  it('can be switched off (REDIRECT_TO_PUBLIC_URL=false) for a proxy that rewrites Host', async () => {
    const res = await switchedOff.app.inject({ url: '/admin/manage', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
  });

  describe('without PUBLIC_URL', () => {
    it('serves a page asked for by a LAN address or host name, with the sign-in origin in its config', async () => {
      for (const host of ['192.168.1.5:3000', 'shop-server:3000', 'shop-server.lan', '[fd00::5]:3000']) {
        const res = await unset.app.inject({ url: '/in?x=1', headers: { host } });
        expect(res.statusCode, host).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('"signInOrigin":"http://localhost:3000"');
      }
      const admin = await unset.app.inject({ url: '/admin/manage', headers: { host: '192.168.1.5:3000' } });
      expect(admin.statusCode).toBe(200);
    });

    it('sends loopback names to localhost, where sign-in works', async () => {
      for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
        const res = await unset.app.inject({ url: '/admin/manage?tab=2', headers: { host } });
        expect(res.statusCode, host).toBe(301);
        expect(res.headers.location).toBe('http://localhost:3000/admin/manage?tab=2');
      }
      expect((await unset.app.inject({ url: '/in', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    });

    it('answers the API, probes and the provider at a LAN name too, and the API document names no server', async () => {
      for (const url of ['/healthz', '/api/Categories/radhe', '/oidc/.well-known/openid-configuration']) {
        const res = await unset.app.inject({ url, headers: { host: '192.168.1.5:3000' } });
        expect(res.statusCode, url).toBe(200);
      }
      const document = (await unset.app.inject({ url: '/api/openapi.json', headers: { host: '192.168.1.5:3000' } })).json();
      expect(document.servers).toEqual([{ url: '/' }]);
      const published = (await t.app.inject({ url: '/api/openapi.json', headers: { host: 'www.example.com' } })).json();
      expect(published.servers).toEqual([{ url: 'https://www.example.com' }]);
    });
  });
});
