/**
 * How the server sends server-rendered pages (server/routes/spa.ts, docs/decisions/0006), with a render module
 * that stands in for the built one (dist/ssr/entry-server.js, whose own behaviour web/src/entry-server.test.tsx
 * and the browser tests check): the page assembled into index.html, API reads answered in-process, pages kept
 * per path until the catalogue changes, failures and the admin falling back to the page the browser renders;
 * pages that do not exist sent with 404 and never kept, and renders rate-limited per client address.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CONFIG_PLACEHOLDER, ROOT_PLACEHOLDER } from '../pages/document.ts';
import { PAGE_BUDGET_SHARE } from '../catalog/read-cache.ts';
import { build, describeEachDatabase, insertCategory, type TestContext } from '../test/build.ts';
import { enquiries } from '../db/schema.ts';

const INDEX = `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;

/** The stand-in render module: renders the vendor root's category names as read through the transport. */
const RENDER_MODULE = `
const stub = (globalThis.renderStub = { renders: [], options: [], configured: null, transport: null });
export function configure(options) {
  stub.configured = options.publicConfig;
  stub.transport = options.transport;
}
export async function render(url, options = {}) {
  stub.renders.push(url);
  stub.options.push(options);
  // An unknown admin address: status 404, the page left to the browser (as the real render answers it).
  if (url === '/admin/nope') return { html: '', head: '', state: '', status: 404, complete: true };
  if (url.startsWith('/admin') || url === '/?code=a&state=b') return null;
  if (options.method === 'POST') {
    // As the storefront's route action does (web/src/components/enquiry/form-post.ts): the form as JSON through the transport.
    const fields = Object.fromEntries(options.form);
    const sent = await options.transport('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...fields, vendor: 'Radhe' }),
    });
    if (sent.status === 200) return { redirect: url, status: 303, headers: { 'set-cookie': 'enquiry-sent=x; Path=/; Max-Age=300; HttpOnly; SameSite=Lax' } };
    return { html: '<main>refused ' + sent.status + '</main>', head: '', state: '', status: 400, complete: true };
  }
  if (url === '/in/boom') throw new Error('the render failed');
  // As the real render answers a catalogue page asked for by its bare id: 301 to its canonical address.
  if (url.startsWith('/in/products/details/bare')) return { redirect: '/in/products/details/long-rod-bare' + url.slice(url.indexOf('?') >>> 0), status: 301, headers: {} };
  // As the real render answers an unknown address or catalogue id (status 404), and an unknown admin address.
  if (url.startsWith('/in/nope')) return { html: '<main>wandered off ' + url + '</main>', head: '', state: '', status: 404, complete: true };
  // As the real render does when a read fails: the page in its loading state, marked incomplete.
  const read = url === '/in/flaky' && !globalThis.flakyAnswers ? '/api/Categories/radhe?categoryId=not-a-guid' : '/api/Categories/radhe';
  const response = await stub.transport(read, { method: 'GET', headers: { Accept: 'application/json' } });
  const listing = await response.json();
  const names = response.ok ? listing.subCategories.map((c) => c.name).join(', ') : 'loading';
  return {
    html: '<main>' + names + ' | ' + url + ' | ' + response.status + '</main>',
    head: '<link rel="preload" as="image" href="/media/x.webp">',
    state: '<script type="application/json" id="ssr-state">{"router":{},"queries":{}}</script>',
    status: 200,
    complete: response.ok,
  };
}
`;

interface RenderStub {
  renders: string[];
  options: Array<{ method?: string; cookie?: string }>;
  configured: { apiBase: string } | null;
}
const stub = () => (globalThis as unknown as { renderStub: RenderStub }).renderStub;

let moduleDir: string;
beforeAll(() => {
  moduleDir = mkdtempSync(join(tmpdir(), 'render-module-'));
  writeFileSync(join(moduleDir, 'entry-server.js'), RENDER_MODULE);
});
afterAll(() => rmSync(moduleDir, { recursive: true, force: true }));

describeEachDatabase('server-rendered pages', (kind) => {
  let t: TestContext;

  /** Runs `body` against a second app rendering with the stand-in module and `env`, holding one category. */
  async function withApp(env: Record<string, string>, body: (app: TestContext) => Promise<void>) {
    const other = await build(kind, { indexHtml: INDEX, env: { SERVER_RENDER: 'true', WEB_RENDER_ENTRY: join(moduleDir, 'entry-server.js'), ...env } });
    try {
      await insertCategory(other.database, { name: 'Insulators' });
      await body(other);
    } finally {
      await other.close();
    }
  }

  beforeAll(async () => {
    t = await build(kind, {
      indexHtml: INDEX,
      env: { SERVER_RENDER: 'true', WEB_RENDER_ENTRY: join(moduleDir, 'entry-server.js'), API_BASE: 'https://api.example.com/api' },
    });
    await insertCategory(t.database, { name: 'Insulators' });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    stub().renders.length = 0;
    stub().options.length = 0;
  });

  it('sends the rendered page inside index.html: markup in the root, head elements, state block, config', async () => {
    const res = await t.app.inject('/in');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<div id="root"><main>Insulators | /in | 200</main></div>');
    expect(res.body).toContain('<link rel="preload" as="image" href="/media/x.webp"></head>');
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"router":{},"queries":{}}</script></body>');
    // The browser is told the configured API base; the render reads in-process from /api.
    expect(res.body).toContain('"apiBase":"https://api.example.com/api"');
    expect(stub().configured?.apiBase).toBe('/api');
  });

  it('keeps a page per path: the same path again, or with a query string, is not rendered again', async () => {
    await t.app.inject('/in/products');
    const again = await t.app.inject('/in/products');
    const withQuery = await t.app.inject('/in/products?utm_source=mail');
    expect(stub().renders).toEqual(['/in/products']);
    expect(withQuery.body).toBe(again.body);
    expect(again.body).toContain('| /in/products |');
  });

  it('renders a page per render query (?enquiry=quote|catalog), ignoring other parameters and values', async () => {
    await t.app.inject('/in/products/details/x?enquiry=quote&utm_source=mail');
    await t.app.inject('/in/products/details/x?utm_source=mail&enquiry=quote');
    await t.app.inject('/in/products/details/x?enquiry=nonsense');
    await t.app.inject('/in/products/details/x?enquiry=catalog');
    expect(stub().renders).toEqual(['/in/products/details/x?enquiry=quote', '/in/products/details/x', '/in/products/details/x?enquiry=catalog']);
  });

  it('answers a catalogue page asked for by another address with 301 to its canonical one, the whole query kept', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject('/in/products/details/bare?enquiry=quote&utm_source=mail');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/in/products/details/long-rod-bare?enquiry=quote&utm_source=mail');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    // Not kept as a page (any made-up name before a real id is such an address): each request asks the render.
    expect(stub().renders).toEqual(['/in/products/details/bare?enquiry=quote', '/in/products/details/bare?enquiry=quote']);
  });

  it('takes a form sent without JavaScript: the enquiry is stored through the API, then 303 to the page with the flash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/in/contact-us?utm_source=mail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Asha Rao', email: 'asha@utility.example', title: 'Contact' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/in/contact-us');
    expect(res.headers['set-cookie']).toMatch(/^enquiry-sent=/);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await t.database.db.select().from(enquiries);
    expect(rows.map((r) => [r.name, r.email, r.vendor])).toContainEqual(['Asha Rao', 'asha@utility.example', 'radhe']);
  });

  it('answers a refused form with the page again and its status, never kept', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/fd/contact-us',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=&email=nope',
      });
    const first = await post();
    expect(first.statusCode).toBe(400);
    expect(first.body).toContain('<main>refused 400</main>');
    await post();
    expect(stub().renders).toEqual(['/fd/contact-us', '/fd/contact-us']);
  });

  it('renders the page after a sent form for that visitor only, and spends the flash', async () => {
    await t.app.inject('/in/contact-us');
    const res = await t.app.inject({ url: '/in/contact-us', headers: { cookie: 'theme=x; enquiry-sent=%7B%7D' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^enquiry-sent=; Path=\/; Max-Age=0/);
    expect(stub().options.map((o) => o.cookie)).toEqual([undefined, 'theme=x; enquiry-sent=%7B%7D']);
    // The kept page is still the plain one.
    await t.app.inject('/in/contact-us');
    expect(stub().renders).toHaveLength(2);
  });

  it("renders an enquiry's confirmation for each request, never keeps it, and sends it unindexed and unnamed to other sites", async () => {
    const path = '/in/enquiry/AbCdEfGhIjKlMnOpQrStUv';
    for (let visit = 0; visit < 2; visit += 1) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`| ${path} |`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(stub().renders).toEqual([path, path]);
  });

  it('refuses a form body of another type or over the limit', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/in/contact-us', payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/in/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=${'x'.repeat(70 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(stub().renders).toEqual([]);
  });

  it('sends the kept page brotli-encoded to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/in', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>Insulators | /in | 200</main>');
  });

  it('renders again once the catalogue changed, whoever changed it', async () => {
    await t.app.inject('/fd');
    await insertCategory(t.database, { name: 'Surge Arresters' });
    const res = await t.app.inject('/fd');
    expect(res.body).toContain('<main>Insulators, Surge Arresters | /fd | 200</main>');
    expect(stub().renders).toEqual(['/fd', '/fd']);
  });

  it('sends the page for the browser to render when the render fails, and tries again next time', async () => {
    const first = await t.app.inject('/in/boom');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(ROOT_PLACEHOLDER);
    expect(first.body).not.toContain('ssr-state');
    await t.app.inject('/in/boom');
    expect(stub().renders).toEqual(['/in/boom', '/in/boom']);
  });

  it('sends a page rendered while a read failed, in its loading state, but never keeps it', async () => {
    const first = await t.app.inject('/in/flaky');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<main>loading | /in/flaky | 400</main>');
    // The read answers again: the next request renders afresh, with the data, and that page is kept.
    (globalThis as { flakyAnswers?: boolean }).flakyAnswers = true;
    try {
      const second = await t.app.inject('/in/flaky');
      expect(second.body).toContain('| /in/flaky | 200</main>');
      expect(second.body).not.toContain('loading');
      await t.app.inject('/in/flaky');
      expect(stub().renders).toEqual(['/in/flaky', '/in/flaky']);
    } finally {
      delete (globalThis as { flakyAnswers?: boolean }).flakyAnswers;
    }
  });

  it('leaves the admin and the sign-in return to the browser', async () => {
    for (const url of ['/admin/manage', '/?code=a&state=b']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(ROOT_PLACEHOLDER);
      expect(res.body, url).toContain('"apiBase":"https://api.example.com/api"');
    }
    // The sign-in return never reaches the render; the admin is asked and declined.
    expect(stub().renders).toEqual(['/admin/manage']);
  });

  it('sends a page that does not exist with 404 and never keeps it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ url: '/in/nope/1', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const plain = await t.app.inject('/in/nope/1');
    expect(plain.body).toContain('<div id="root"><main>wandered off /in/nope/1</main></div>');
    expect(plain.body).toContain('"apiBase":"https://api.example.com/api"');
    expect(stub().renders).toEqual(['/in/nope/1', '/in/nope/1', '/in/nope/1']);
    // An unknown admin address: 404, and the page the browser draws.
    const admin = await t.app.inject('/admin/nope');
    expect(admin.statusCode).toBe(404);
    expect(admin.body).toContain(ROOT_PLACEHOLDER);
    // API routes keep their JSON 404.
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps pages within their own share of CATALOG_CACHE_MB: a loop of paths leaves the API answers kept', async () => {
    await withApp({ CATALOG_CACHE_MB: '0.01' }, async (small) => {
      await small.app.inject('/api/Categories/radhe');
      await small.app.inject('/api/Categories/therm');
      const answers = small.app.catalogCache.sizeOf('answers');
      expect(answers).toBeGreaterThan(0);
      for (let i = 0; i < 40; i += 1) expect((await small.app.inject(`/in/products/${i}`)).statusCode).toBe(200);
      expect(small.app.catalogCache.sizeOf('pages')).toBeGreaterThan(0);
      expect(small.app.catalogCache.sizeOf('pages')).toBeLessThanOrEqual(Math.floor(0.01 * 1024 * 1024 * PAGE_BUDGET_SHARE));
      expect(small.app.catalogCache.sizeOf('answers')).toBe(answers);
    });
  });

  it('limits renders per client address, never a kept page: 429 with Retry-After and a short page', async () => {
    await withApp({ PAGE_RENDER_RATE_LIMIT: '3' }, async (limited) => {
      const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
        limited.app.inject({ url, remoteAddress, headers });
      // Three renders: a page (kept), a 404 (not kept) and the page after a sent form (for this visitor only).
      expect((await from('198.51.100.7', '/in')).statusCode).toBe(200);
      expect((await from('198.51.100.7', '/in/nope/a')).statusCode).toBe(404);
      expect((await from('198.51.100.7', '/fd', { cookie: 'enquiry-sent=%7B%7D' })).statusCode).toBe(200);
      const rendered = stub().renders.length;

      const refused = await from('198.51.100.7', '/in/nope/b');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('<h1>Too many requests</h1>');
      const form = await limited.app.inject({
        method: 'POST',
        url: '/in/contact-us',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Asha',
      });
      expect(form.statusCode).toBe(429);
      expect(stub().renders).toHaveLength(rendered);

      // The kept page is still served to that address; another address still gets renders.
      const kept = await from('198.51.100.7', '/in');
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toContain('<main>Insulators | /in | 200</main>');
      expect((await from('203.0.113.5', '/in/nope/b')).statusCode).toBe(404);
      expect(stub().renders).toHaveLength(rendered + 1);
    });
  });

  it('starts, and leaves pages to the browser, when the render module cannot be loaded', async () => {
    writeFileSync(join(moduleDir, 'broken.js'), 'export const = ;');
    const broken = await build(kind, { indexHtml: INDEX, env: { SERVER_RENDER: 'true', WEB_RENDER_ENTRY: join(moduleDir, 'broken.js') } });
    try {
      const res = await broken.app.inject('/in');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(ROOT_PLACEHOLDER);
    } finally {
      await broken.close();
    }
  });

  it('renders nothing with SERVER_RENDER=false', async () => {
    const plain = await build(kind, { indexHtml: INDEX, env: { SERVER_RENDER: 'false', WEB_RENDER_ENTRY: join(moduleDir, 'entry-server.js') } });
    try {
      const res = await plain.app.inject('/in');
      expect(res.body).toContain(ROOT_PLACEHOLDER);
      expect(stub().renders).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
