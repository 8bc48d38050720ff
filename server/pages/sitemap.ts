/**
 * The sitemaps and robots.txt: `/sitemap.xml` is an index of one
 * sitemap per storefront (`/sitemap-in.xml`, `/sitemap-fd.xml`, at the root so they may list any page of the
 * site), each listing the storefront's home, its pages, its product browser, every category and every product with
 * its last change (`lastmod`, from the rows' `updated_at`); the landing page is in the first. `robots.txt` points to
 * the index and keeps /admin, /oidc and /api out. URLs are absolute, on PUBLIC_URL's origin.
 *
 * Written with the `sitemap` package (the protocol's XML and its escaping). Reads: one query per storefront for its
 * categories and one for its products (ids, names and times), both in catalogue order. Errors: only the database's.
 */
import { Readable } from 'node:stream';
import { eq, max } from 'drizzle-orm';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { categoryPath, productPath } from '../../contracts/catalog-paths.ts';
import { STOREFRONT_PAGES } from '../../contracts/storefront-pages.ts';
import { VENDORS, vendorByCode, type VendorCode } from '../../contracts/vendors.ts';
import { categories, products } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { catalogueWalk } from '../catalog/order-positions.ts';

/** Paths search engines are asked to leave alone: the Product Manager, the sign-in provider and the API. */
export const ROBOTS_DISALLOW = ['/admin', '/oidc', '/api'];

/** The path of a storefront's sitemap. */
export function storefrontSitemapPath(code: VendorCode): string {
  return `/sitemap-${code}.xml`;
}

/** robots.txt for the site at `siteUrl`: everything but ROBOTS_DISALLOW, and where the sitemap index is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** The XML a sitemap stream writes for `items`. */
async function xmlOf(stream: SitemapStream | SitemapIndexStream, items: readonly object[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/** The sitemap index: one sitemap per storefront, each with the time of its latest catalogue change. */
export async function sitemapIndexXml(db: Database, siteUrl: string): Promise<string> {
  const items = await Promise.all(
    VENDORS.map(async (vendor) => {
      const [[c], [p]] = await Promise.all([
        db.select({ at: max(categories.updatedAt) }).from(categories).where(eq(categories.vendor, vendor.key)),
        db.select({ at: max(products.updatedAt) }).from(products).where(eq(products.vendor, vendor.key)),
      ]);
      const times = [c?.at, p?.at].filter((t): t is Date => t instanceof Date);
      const latest = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : undefined;
      return { url: `${siteUrl}${storefrontSitemapPath(vendor.code)}`, ...(latest ? { lastmod: latest.toISOString() } : {}) };
    }),
  );
  return xmlOf(new SitemapIndexStream(), items);
}

/** The sitemap of storefront `code`: its pages, categories and products (see the module comment). */
export async function storefrontSitemapXml(db: Database, siteUrl: string, code: VendorCode): Promise<string> {
  const vendor = vendorByCode(code)!;
  // In catalogue order (the staff's order, depth-first), as the listings and the catalogue PDF.
  const { categories: categoryRows, products: productRows } = await catalogueWalk(db, vendor.key);
  const items: SitemapItemLoose[] = [
    ...(vendor.isDefault ? [{ url: '/' }] : []),
    { url: `/${code}` },
    { url: `/${code}/products` },
    ...STOREFRONT_PAGES[code].map((slug) => ({ url: `/${code}/${slug}` })),
    ...categoryRows.map((row) => ({ url: categoryPath(code, row), lastmod: row.updatedAt.toISOString() })),
    ...productRows.map((row) => ({ url: productPath(code, row), lastmod: row.updatedAt.toISOString() })),
  ];
  return xmlOf(new SitemapStream({ hostname: siteUrl }), items);
}
