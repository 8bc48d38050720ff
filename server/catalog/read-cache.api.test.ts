/**
 * The catalogue read cache across server instances: two apps on one database, as two instances behind
 * a load balancer (on PostgreSQL each with its own connection pool; PGlite has one process, so the apps share its
 * handle), plus one with the cache off as the reference. A write on one instance, or straight in SQL, must be
 * seen by the very next read on the other, even while that instance is busy answering from its cache.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoryListingSchema, productSchema } from '../../contracts/catalog.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';

describeEachDatabase('catalogue reads across instances', (kind) => {
  let t: TestContext;
  /** The instance that writes (t.app) and the one that reads from its cache. */
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  /** An instance with CATALOG_CACHE_MB=0: every read queries the database. */
  let uncached: FastifyInstance;
  const extraHandles: DatabaseHandle[] = [];
  let admin: Record<string, string>;
  let category: string;
  let product: string;

  /** Another instance on t's database: its own pool on PostgreSQL, the shared handle on PGlite. */
  async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.tmpDir,
      SEED_ON_START: 'false',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      ...env,
    });
    let database = t.database;
    if (kind === 'postgres') {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: t.tmpDir });
      extraHandles.push(database);
    }
    const app = await buildApp({ config, database, blobs: t.blobs, logger: false, startOutbox: false });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    t = await build(kind);
    writer = t.app;
    reader = await instance();
    uncached = await instance({ CATALOG_CACHE_MB: '0' });
    admin = bearer(await adminToken(t));
    category = await insertCategory(t.database, { name: 'Long Rod' });
    product = await insertProduct(t.database, {
      name: 'Long rod 132 kV',
      categoryId: category,
      description: 'Silicone rubber housing on an ECR glass-fibre rod. '.repeat(20),
      properties: [{ key: 'SML', value: '90 kN' }],
    });
    for (let i = 0; i < 10; i++) await insertProduct(t.database, { name: `Filler ${i}`, categoryId: category, description: 'Hardware. '.repeat(30) });
  });
  afterAll(async () => {
    await reader?.close();
    await uncached?.close();
    for (const handle of extraHandles) await handle.close();
    await t?.close();
  });

  const listingUrl = () => `/api/Categories/radhe?categoryId=${category}`;
  const saveProduct = (name: string) =>
    writer.inject({ method: 'POST', url: '/api/Products', headers: admin, payload: { id: product, name, vendor: 'radhe', categoryId: category } });

  it('answers warm reads from memory: same bytes and ETag as an instance without a cache', async () => {
    await reader.inject(listingUrl());
    const versionReads = () => reader.catalogCache.versions?.reads ?? 0;
    const before = versionReads();
    const warm = await reader.inject(listingUrl());
    // No listing query: on PostgreSQL one version query, on PGlite none (it hears every change in-process).
    expect(versionReads()).toBe(before + (kind === 'postgres' ? 1 : 0));
    expect(reader.catalogCache.size).toBeGreaterThan(0);
    const reference = await uncached.inject(listingUrl());
    expect(warm.statusCode).toBe(200);
    expect(warm.body).toBe(reference.body);
    expect(warm.headers.etag).toBe(reference.headers.etag);
    expect(warm.headers['cache-control']).toBe('no-cache');
    expect(warm.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(uncached.catalogCache.size).toBe(0);
  });

  it('sees a write made on another instance on the very next read, with a new ETag', async () => {
    const before = await reader.inject(`/api/Products/${product}`);
    const beforeListing = await reader.inject(listingUrl());
    expect((await saveProduct('Long rod 145 kV')).statusCode).toBe(200);

    const after = await reader.inject({ url: `/api/Products/${product}`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(productSchema.parse(after.json()).name).toBe('Long rod 145 kV');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listing = await reader.inject({ url: listingUrl(), headers: { 'if-none-match': beforeListing.headers.etag as string } });
    expect(listing.statusCode).toBe(200);
    expect(categoryListingSchema.parse(listing.json()).products.map((p) => p.name)).toContain('Long rod 145 kV');
  });

  it('sees a change made straight in SQL, and deletes made on another instance', async () => {
    await reader.inject(`/api/Products/${product}`);
    await t.database.db.update(products).set({ name: 'Renamed in SQL' }).where(eq(products.id, product));
    expect((await reader.inject(`/api/Products/${product}`)).json().name).toBe('Renamed in SQL');

    const doomed = await insertProduct(t.database, { name: 'Doomed', categoryId: category });
    expect((await reader.inject(`/api/Products/${doomed}`)).statusCode).toBe(200);
    expect((await writer.inject({ method: 'DELETE', url: `/api/Products/${doomed}`, headers: admin })).statusCode).toBe(204);
    expect((await reader.inject(`/api/Products/${doomed}`)).statusCode).toBe(404);

    const doomedCategory = await insertCategory(t.database, { name: 'Doomed category' });
    expect((await reader.inject(`/api/Categories/radhe?categoryId=${doomedCategory}`)).statusCode).toBe(200);
    expect((await reader.inject('/api/Categories/radhe')).json().subCategories.map((c: { name: string }) => c.name)).toContain('Doomed category');
    expect((await writer.inject({ method: 'DELETE', url: `/api/Categories/${doomedCategory}`, headers: admin })).statusCode).toBe(204);
    expect((await reader.inject(`/api/Categories/radhe?categoryId=${doomedCategory}`)).statusCode).toBe(404);
    expect((await reader.inject('/api/Categories/radhe')).json().subCategories.map((c: { name: string }) => c.name)).not.toContain('Doomed category');
  });

  it('never answers with the old catalogue after a write returned, even while busy with concurrent reads', async () => {
    // Keep the reader busy, so a version query is nearly always in flight when a write commits: reads that
    // arrive after the commit must not join one that started before it.
    let busy = true;
    const load = Array.from({ length: 6 }, async () => {
      let served = 0;
      while (busy) {
        const r = await reader.inject(`/api/Products/${product}`);
        expect(r.statusCode).toBe(200);
        served += 1;
        // Let I/O and timers run between reads (a read answered from memory may never leave the microtask queue).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return served;
    });
    try {
      for (let round = 0; round < 20; round++) {
        const name = `Long rod, revision ${round}`;
        expect((await saveProduct(name)).statusCode).toBe(200);
        const afterWrite = await Promise.all(Array.from({ length: 4 }, () => reader.inject(`/api/Products/${product}`)));
        expect(afterWrite.map((r) => r.json().name)).toEqual(Array(4).fill(name));
      }
    } finally {
      busy = false;
    }
    expect((await Promise.all(load)).every((served) => served > 0)).toBe(true);
  });

  it('answers 304 from the cache and sends cached brotli and gzip variants of the same JSON', async () => {
    const plain = await reader.inject(listingUrl());
    const etag = plain.headers.etag as string;
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const revalidated = await reader.inject({ url: listingUrl(), headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await reader.inject({ url: listingUrl(), headers: { 'if-none-match': `"other", ${etag.slice(2)}` } })).statusCode).toBe(304);

    const br = await reader.inject({ url: listingUrl(), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await reader.inject({ url: listingUrl(), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
  });
});
