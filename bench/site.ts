/**
 * The site under test: a fresh database seeded with the demo catalogue and the synthetic one (the seed's own
 * functions, server/demo/seed), a production build of the web app, and the real server (`node server/main.ts`) in
 * a child process per database, as it runs in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { categoryPath, productPath } from '../contracts/catalog-paths.ts';
import { createDatabase, dropDatabase } from '../server/db/admin.ts';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { seedDemoCatalog, seedSyntheticCatalog, stableId } from '../server/demo/seed/index.ts';
import { ensureMarketingMedia } from '../server/demo/seed/marketing.ts';
import { createDiskBlobStore } from '../server/storage/disk.ts';

/** Where one database of the run lives. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the fresh database's URL. */
  databaseUrl?: string;
  /** The server's DATA_DIR (PGlite keeps its files in DATA_DIR/pglite). */
  dataDir: string;
}

/** Ids the benchmark requests, all stable across runs (server/demo/seed stableId). */
export interface SeededIds {
  /** The 'Bench 200' category: exactly 200 products. */
  bench200CategoryId: string;
  /** A synthetic product (GET /api/Products/{id}). */
  productId: string;
  /** The canonical paths of a demo category and product of the radhe storefront, for the Lighthouse pages. */
  pageCategoryPath: string;
  pageProductPath: string;
}

/** The demo category and product whose pages Lighthouse measures (server/demo/seed/radhe.ts slugs). */
const PAGE_CATEGORY_SLUG = 'transmission';
const PAGE_PRODUCT_SLUG = 'lr-220-120';

/** Drops and creates `name` on the server of `adminUrl`; returns the new database's URL. */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  await dropDatabase(adminUrl, name);
  return createDatabase(adminUrl, name);
}

/**
 * Migrates and seeds `database`: the demo catalogue with its images (into `blobDir`, shared by every database of
 * the run), the marketing images, and `scale` synthetic products for radhe.
 * @returns the ids to request and how long seeding took
 */
export async function seedBenchDatabase(
  database: BenchDatabase,
  blobDir: string,
  scale: number,
): Promise<{ ids: SeededIds; seedMs: number; serverVersion: string; plans: Record<string, string> }> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    await migrateDatabase(handle);
    const blobs = createDiskBlobStore(blobDir);
    await seedDemoCatalog(handle.db, blobs, { info: () => {} });
    await ensureMarketingMedia(blobs);
    const synthetic = await seedSyntheticCatalog(handle.db, { scale, vendor: 'radhe' });
    const seedMs = performance.now() - started;
    // Both drivers answer raw queries with `{ rows }`.
    const rows = async (query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, string>> }).rows;
    await rows('analyze');
    // The listing queries of server/routes/categories.ts, as plans: each should be one index scan, no sort.
    const order = 'order by lower(name), name, id';
    const listings: Record<string, string> = {
      'products of Bench 200': `select * from products where vendor = 'radhe' and category_id = '${synthetic.bench200CategoryId}' ${order}`,
      'subcategories of the synthetic root': `select * from categories where vendor = 'radhe' and parent_category_id = '${synthetic.rootCategoryId}' ${order}`,
      'root products': `select * from products where vendor = 'radhe' and category_id is null ${order}`,
    };
    const plans: Record<string, string> = {};
    for (const [name, query] of Object.entries(listings)) {
      plans[name] = (await rows(`explain (costs off) ${query}`)).map((r) => String(Object.values(r)[0]).trim()).join(' · ');
    }
    const [version] = await rows('show server_version');
    // Their canonical addresses carry their names: a bare id would be measured with a 301 in front.
    const pageCategoryId = stableId(`radhe:category:${PAGE_CATEGORY_SLUG}`);
    const pageProductId = stableId(`radhe:product:${PAGE_PRODUCT_SLUG}`);
    const [pageCategory] = await rows(`select name from categories where id = '${pageCategoryId}'`);
    const [pageProduct] = await rows(`select name from products where id = '${pageProductId}'`);
    return {
      seedMs,
      plans,
      serverVersion: version?.server_version ?? 'unknown',
      ids: {
        bench200CategoryId: synthetic.bench200CategoryId,
        // The middle of the catalogue: nothing special about its place in any index.
        productId: stableId(`radhe:synthetic:product:${Math.floor(scale / 2)}`),
        pageCategoryPath: categoryPath('in', { id: pageCategoryId, name: pageCategory.name }),
        pageProductPath: productPath('in', { id: pageProductId, name: pageProduct.name }),
      },
    };
  } finally {
    await handle.close();
  }
}

/** A running site. */
export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `node server/main.ts` on `port` against `database` (production mode, SEED_ON_START off: the database is
 * seeded already) and waits until /readyz answers 200.
 * @param catalogCacheMb CATALOG_CACHE_MB (0: every read queries the database)
 * @throws when the server exits or is not ready within 60 s (its stderr is in the message)
 */
export async function startSite(options: {
  database: BenchDatabase;
  blobDir: string;
  webDist: string;
  /** WEB_RENDER_ENTRY: the server-render bundle; '' renders no page on the server (SERVER_RENDER=false). */
  webRenderEntry: string;
  port: number;
  logLevel: string;
  catalogCacheMb: number;
}): Promise<RunningSite> {
  const { database, port } = options;
  const baseUrl = `http://localhost:${port}`;
  // A clean environment: nothing of the caller's own (a DATABASE_URL for tests, say) leaks into the site.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    LOG_LEVEL: options.logLevel,
    DATA_DIR: database.dataDir,
    BLOB_DIR: options.blobDir,
    MAIL_DIR: join(database.dataDir, 'mail'),
    WEB_DIST_DIR: options.webDist,
    SERVER_RENDER: options.webRenderEntry ? 'true' : 'false',
    ...(options.webRenderEntry ? { WEB_RENDER_ENTRY: options.webRenderEntry } : {}),
    SEED_ON_START: 'false',
    CATALOG_CACHE_MB: String(options.catalogCacheMb),
    // The bench is one address measuring the search's throughput: its per-address allowance (covered by
    // server/routes/search.api.test.ts) is lifted; SEARCH_CONCURRENCY stays as deployed.
    SEARCH_RATE_LIMIT: '1000000',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the site was not ready within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A child process's exit as a promise (rejects on a non-zero code). */
export async function finished(child: ChildProcess, what: string): Promise<void> {
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${what} exited with ${code}`);
}
