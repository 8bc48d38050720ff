import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { CONFIG_PLACEHOLDER, NOT_BUILT_MESSAGE } from '../pages/document.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

const INDEX = `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

describeEachDatabase('media, SPA and health', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build(kind, { indexHtml: INDEX, env: { COMPANY_NAME: 'Acme </script><script>alert(1)</script>' } });
    await t.blobs.put('radhe', 'images/rod.webp', Buffer.from('RIFF....WEBPVP8 '), { contentType: 'image/webp' });
    await t.blobs.put('radhe', 'images/tour.mp4', Buffer.from('0123456789abcdefghij'), { contentType: 'video/mp4' });
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

  it('revalidates with a list of tags, a weak tag, a date, and despite a no-cache request', async () => {
    const first = await t.app.inject('/media/radhe/images/rod.webp');
    const tag = first.headers.etag as string;
    for (const headers of [
      { 'if-none-match': `"other", ${tag}` },
      { 'if-none-match': `W/${tag}` },
      { 'if-none-match': '*' },
      { 'if-none-match': tag, 'cache-control': 'no-cache' },
      { 'if-modified-since': first.headers['last-modified'] as string },
    ]) {
      const res = await t.app.inject({ url: '/media/radhe/images/rod.webp', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(304);
      expect(res.body).toBe('');
    }
    const stale = await t.app.inject({ url: '/media/radhe/images/rod.webp', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('changes the ETag when a blob is replaced', async () => {
    await t.blobs.put('radhe', 'images/swap.webp', Buffer.from('aaaa'), { contentType: 'image/webp' });
    const before = await t.app.inject('/media/radhe/images/swap.webp');
    await t.blobs.put('radhe', 'images/swap.webp', Buffer.from('bbbb'), { contentType: 'image/webp', overwrite: true });
    const after = await t.app.inject({ url: '/media/radhe/images/swap.webp', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('bbbb');
  });

  it('serves byte ranges for video seeking', async () => {
    const whole = await t.app.inject('/media/radhe/images/tour.mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ url: '/media/radhe/images/tour.mp4', headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    expect(part.headers['content-length']).toBe('4');
    const tail = await t.app.inject({ url: '/media/radhe/images/tour.mp4', headers: { range: 'bytes=-3' } });
    expect(tail.body).toBe('hij');
    const open = await t.app.inject({ url: '/media/radhe/images/tour.mp4', headers: { range: 'bytes=18-' } });
    expect(open.body).toBe('ij');
    const outside = await t.app.inject({ url: '/media/radhe/images/tour.mp4', headers: { range: 'bytes=50-60' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */20');
    const staleIfRange = await t.app.inject({
      url: '/media/radhe/images/tour.mp4',
      headers: { range: 'bytes=2-5', 'if-range': '"old"' },
    });
    expect(staleIfRange.statusCode).toBe(200);
    expect(staleIfRange.body).toBe('0123456789abcdefghij');
    const matchingIfRange = await t.app.inject({
      url: '/media/radhe/images/tour.mp4',
      headers: { range: 'bytes=2-5', 'if-range': whole.headers.etag as string },
    });
    expect(matchingIfRange.statusCode).toBe(206);
  });

  it('answers HEAD with the headers of the blob and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/radhe/images/tour.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('20');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.body).toBe('');
  });

  it('serves SVG with a policy that forbids scripts', async () => {
    const res = await t.app.inject('/media/in-images/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a missing blob, without the cache headers of a blob', async () => {
    const res = await t.app.inject('/media/radhe/images/missing.webp');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/application\/json/);
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
    '/media/radhe/.%2e/secret-in-root.txt',
    '/media/radhe/%2E%2E/%2E%2E/secret.txt',
    '/media/radhe/images/%2e%2e%5c%2e%2e%5csecret.txt',
    '/media/radhe/%5c..%5c..%5csecret.txt',
    '/media/radhe/images/..%00/../secret-in-root.txt',
    '/media/radhe/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
    '/media/radhe/%2e%2e%2f%2e%2e%2f..%2fetc%2fpasswd',
    `/media/radhe/${'..%2f'.repeat(12)}etc%2fpasswd`,
    '/media/radhe/C:%5csecret.txt',
    '/media/radhe/./../secret-in-root.txt',
    '/media/radhe/images/./rod.webp/../../../secret.txt',
    '/media/radhe%2f..%2f..%2fsecret.txt',
    '/media/./secret-in-root.txt',
    '/media/../secret.txt',
  ])('never reaches a file outside a container: %s', async (url) => {
    const res = await t.app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/TOKEN-OUTSIDE|TOKEN-ROOT|root:x:0/);
  });

  it('never reaches outside with the raw request path either (no URL normalisation by a client)', async () => {
    const { port } = await listen(t);
    for (const path of ['/media/radhe/../secret-in-root.txt', '/media/radhe/../../secret.txt', '/media/radhe/%2e%2e/%2e%2e/secret.txt']) {
      const status = await rawGet(port, path);
      expect(status.code).not.toBe(200);
      expect(status.body).not.toMatch(/TOKEN-OUTSIDE|TOKEN-ROOT/);
    }
  });

  it('serves index.html for pages with the runtime config injected and < escaped', async () => {
    for (const url of ['/', '/index.html', '/in', '/fd/products/details/abc', '/anything/else', '/in/products/3f2b6c1e-8a4d-4e7b-9c2a-1d5e6f7a8b9c?x=1']) {
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

  it("sends the build's brotli copy of an asset to clients that accept it, the plain file to others", async () => {
    const br = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BROTLI-COPY');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('does not serve index.html for a missing file or asset, nor for API or media paths', async () => {
    for (const url of ['/assets/missing.js', '/missing.png', '/in/no-image.png', '/api', '/media', '/healthz/x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    // /oidc belongs to the embedded OpenID provider, which answers its own unknown paths (plain text, not the SPA).
    const oidc = await t.app.inject('/oidc/nope');
    expect(oidc.statusCode).toBe(404);
    expect(oidc.headers['content-type']).not.toMatch(/html/);
    // A page takes a form, sent as one: a POST without it is refused.
    expect((await t.app.inject({ method: 'POST', url: '/in' })).statusCode).toBe(415);
  });

  it('reports liveness and readiness', async () => {
    const live = await t.app.inject('/healthz');
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers readiness 503 draining once shutdown has begun, and still serves requests', async () => {
    t.app.draining = true;
    try {
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject('/api/Categories/radhe')).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

/** Listens on a random local port (once per context) so a test can send a path no client would normalise. */
async function listen(t: TestContext): Promise<{ port: number }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0 };
}

/** Sends `GET path` exactly as written (node:http does not resolve dot segments). */
async function rawGet(port: number, path: string): Promise<{ code: number; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ code: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errors', () => {
  it('hides the details of a server error behind one generic answer', async () => {
    const t = await build('pglite');
    try {
      await t.database.close();
      const res = await t.app.inject('/api/Categories/radhe');
      expect(res.statusCode).toBe(500);
      const error = apiErrorSchema.parse(res.json());
      expect(error).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    } finally {
      await t.close().catch(() => {}); // the database is already closed
    }
  });
});

describe('buildApp without a database handle', () => {
  it('opens and migrates its own PGlite database in DATA_DIR and closes it with the app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'own-db-'));
    try {
      const config = loadConfig({ DATA_DIR: join(dataDir, 'nested', 'data'), LOG_LEVEL: 'silent', SEED_ON_START: 'false' });
      const app = await buildApp({ config, logger: false });
      expect(app.database.kind).toBe('pglite');
      expect(existsSync(join(dataDir, 'nested', 'data', 'pglite'))).toBe(true);
      const res = await app.inject('/api/Categories/therm');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: null, name: 'Therm', subCategories: [], products: [] });
      await app.close();
      await expect(app.database.ping()).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await build('pglite');
    await t.database.close();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    await t.close().catch(() => {}); // the database is already closed
  });
});

describe('site without a build', () => {
  it('tells the operator to build the web app', async () => {
    const t = await build('pglite');
    for (const url of ['/', '/in/products']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe(NOT_BUILT_MESSAGE);
      expect(res.body).toContain('npm run build');
    }
    await t.close();
  });
});
