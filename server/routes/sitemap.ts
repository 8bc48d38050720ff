/**
 * GET /robots.txt, /sitemap.xml and /sitemap-{code}.xml (server/pages/sitemap.ts says what they hold).
 * Not API operations, so they stay out of the OpenAPI document. The sitemaps are kept in the version-keyed read
 * cache like the catalogue's answers (a catalogue write renews them; a crawler, or a flood, costs one read per
 * version), with their ETag and compressed variants; an outage answers 503 as every read does.
 */
import type { FastifyInstance } from 'fastify';
import { VENDORS } from '../../contracts/vendors.ts';
import { CachedAnswer, sendAnswer, type Serialise } from '../catalog/read-cache.ts';
import { robotsTxt, sitemapIndexXml, storefrontSitemapPath, storefrontSitemapXml } from '../pages/sitemap.ts';

/** A loaded XML text as a cached answer (its bytes as they are). */
const asText: Serialise = (value, onGrow) => new CachedAnswer(Buffer.from(value as string), onGrow);
const XML = 'application/xml; charset=utf-8';

/** Registers robots.txt and the sitemaps. */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const siteUrl = app.config.publicUrl;
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl)));
  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const answer = await app.catalogCache.get('sitemap:index', () => sitemapIndexXml(app.db, siteUrl), asText);
    return sendAnswer(request, reply, answer, { type: XML });
  });
  for (const vendor of VENDORS) {
    app.get(storefrontSitemapPath(vendor.code), hidden, async (request, reply) => {
      const answer = await app.catalogCache.get(`sitemap:${vendor.code}`, () => storefrontSitemapXml(app.db, siteUrl, vendor.code), asText);
      return sendAnswer(request, reply, answer, { type: XML });
    });
  }
}
