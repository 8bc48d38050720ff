import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_PLACEHOLDER } from './spa.ts';
import { build, databaseKinds, type TestContext } from '../test/build.ts';

const INDEX = `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

describe.each(databaseKinds())('media, SPA and health on %s', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build(kind, { indexHtml: INDEX, env: { COMPANY_NAME: 'Acme </script><script>alert(1)</script>' } });
    await t.blobs.put('radhe', 'images/rod.webp', Buffer.from('RIFF....WEBPVP8 '), { contentType: 'image/webp' });
    await t.blobs.put('in-images', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    // A secret just outside the blob root that no media URL may reach.
    const secret = join(dirname(t.blobDir), 'secret.txt');
    mkdirSync(dirname(secret), { recursive: true });
    writeFileSync(secret, 'TOKEN-OUTSIDE-7f3a');
    writeFileSync(join(t.blobDir, 'secret-in-root.txt'), 'TOKEN-ROOT-9b1c');
  });
  afterAll(() => t?.close());

  it('serves a blob with its type, length, validators and a public cache', async () => {
    const res = await t.app.inject('/media/radhe/images/rod.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe('16');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['last-modified']).toBeDefined();
    const again = await t.app.inject({ url: '/media/radhe/images/rod.webp', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('serves SVG with a policy that forbids scripts', async () => {
    const res = await t.app.inject('/media/in-images/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a missing blob', async () => {
    const res = await t.app.inject('/media/radhe/images/missing.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/radhe/../secret-in-root.txt',
    '/media/radhe/..%2fsecret-in-root.txt',
    '/media/radhe/%2e%2e/%2e%2e/secret.txt',
    '/media/radhe/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/media/radhe/images/..%5c..%5c..%5csecret.txt',
    '/media/radhe/..\\..\\secret.txt',
    '/media/..%2f..%2fsecret.txt/x',
    '/media/%2e%2e/secret.txt',
    '/media/radhe/%2fetc%2fpasswd',
    '/media/radhe//etc/passwd',
    '/media/radhe/images%00/rod.webp',
    '/media/radhe/%252e%252e/%252e%252e/secret.txt',
  ])('never reaches a file outside a container: %s', async (url) => {
    const res = await t.app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/TOKEN-OUTSIDE|TOKEN-ROOT|root:x:0/);
  });

  it('serves index.html for pages with the runtime config injected and < escaped', async () => {
    for (const url of ['/', '/in', '/fd/products/details/abc', '/anything/else']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain(CONFIG_PLACEHOLDER);
      expect(res.body).not.toContain('</script><script>alert(1)');
      const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1];
      const config = JSON.parse(json!);
      expect(config).toMatchObject({ apiBase: '/api', mediaBase: '/media', cacheLifetimeMs: 300000 });
      expect(config.contact.companyName).toBe('Acme </script><script>alert(1)</script>');
      expect(JSON.stringify(config)).not.toMatch(/DATABASE|password/i);
    }
  });

  it('caches hashed assets for a year and sends a restrictive CSP with pages', async () => {
    const asset = await t.app.inject('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject('/in');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('does not serve index.html for a missing file or asset', async () => {
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject('/missing.png')).statusCode).toBe(404);
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await build('pglite');
    await t.database.close();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    await t.app.close();
  });
});

describe('site without a build', () => {
  it('tells the operator to build the web app', async () => {
    const t = await build('pglite');
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await t.close();
  });
});
