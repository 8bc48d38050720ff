/**
 * robots.txt and the sitemaps (server/pages/sitemap.ts) on each database, over the demo catalogue: the
 * index lists a sitemap per storefront, each sitemap every public page, category and product once with its
 * lastmod, on PUBLIC_URL's origin, and follows a catalogue write.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { Readable } from 'node:stream';
import { STOREFRONT_PAGES } from '../../contracts/storefront-pages.ts';
import { categories, products } from '../db/schema.ts';
import { seedDemoCatalog } from '../demo/seed/index.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

describeEachDatabase('robots.txt and the sitemaps', (kind) => {
  let t: TestContext;
  let site: string;

  beforeAll(async () => {
    t = await build(kind);
    site = t.config.publicUrl;
    await seedDemoCatalog(t.database.db, t.blobs, { info: () => {} });
  });
  afterAll(() => t?.close());

  const urlsOf = async (path: string) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode, path).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return parseSitemap(Readable.from([res.body]));
  };

  it('robots.txt keeps the admin, the sign-in provider and the API out and points to the index', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`User-agent: *\nDisallow: /admin\nDisallow: /oidc\nDisallow: /api\n\nSitemap: ${site}/sitemap.xml\n`);
  });

  it('the index lists one sitemap per storefront with its latest change', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const index = await parseSitemapIndex(Readable.from([res.body]));
    expect(index.map((item) => item.url)).toEqual([`${site}/sitemap-in.xml`, `${site}/sitemap-fd.xml`]);
    for (const item of index) expect(Date.parse(item.lastmod!)).toBeGreaterThan(0);
  });

  it("each storefront's sitemap lists its pages, every category and every product once, with lastmod", async () => {
    for (const [vendor, code] of [['radhe', 'in'], ['therm', 'fd']] as const) {
      const items = await urlsOf(`/sitemap-${code}.xml`);
      const urls = items.map((item) => item.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toEqual(expect.arrayContaining([`${site}/${code}`, `${site}/${code}/products`, ...STOREFRONT_PAGES[code].map((slug) => `${site}/${code}/${slug}`)]));
      const [{ n: categoryCount }] = await t.database.db.select({ n: count() }).from(categories).where(eq(categories.vendor, vendor));
      const [{ n: productCount }] = await t.database.db.select({ n: count() }).from(products).where(eq(products.vendor, vendor));
      // Each under its canonical address: its name as words, then its id.
      expect(urls.filter((u) => /\/products\/[a-z0-9-]+-[0-9a-f-]{36}$/.test(u) && !u.includes('/details/'))).toHaveLength(categoryCount);
      const productItems = items.filter((item) => item.url.includes('/products/details/'));
      expect(productItems).toHaveLength(productCount);
      for (const item of productItems) expect(Date.parse(item.lastmod!)).toBeGreaterThan(0);
      expect(urls.includes(`${site}/`)).toBe(code === 'in');
    }
  });

  it('follows a catalogue write: a new product is listed at once', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/Products', headers: bearer(await adminToken(t)), payload: { vendor: 'therm', name: 'Sitemap test hose' } });
    expect(created.statusCode, created.body).toBe(200);
    const urls = (await urlsOf('/sitemap-fd.xml')).map((item) => item.url);
    expect(urls).toContain(`${site}/fd/products/details/sitemap-test-hose-${created.json().id}`);
  });
});
