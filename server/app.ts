/**
 * `buildApp(options)` → a ready-to-listen Fastify instance (no listen): design.md "server/app.ts".
 *
 * Composition, in order (fastify/demo habit: named plugins that decorate the instance and declare what they
 * depend on):
 *   config → `fastify.config`; database → `fastify.database`, `fastify.db`; blobs → `fastify.blobs`;
 *   catalog-cache → `fastify.catalogCache` (version-keyed catalogue read cache);
 *   auth → `fastify.verifyAccessToken`, `fastify.requireSignIn`, `fastify.requireStaff`, `fastify.requirePermission` (and the embedded OpenID
 *   provider at /oidc);
 *   openapi (routes declare their schemas with zod; the document at /api/openapi.json, its page at /api/docs);
 *   error-handler (one error shape); http (helmet CSP, ETag, compression); canonical-host (a page asked for by
 *   another host name → 301 to PUBLIC_URL);
 *   rate-limits → `fastify.rateLimitStore` (Redis or memory, memory standing in while Redis is down) and
 *   @fastify/rate-limit; mail → `fastify.outbox` (the mail outbox worker); attachment-sweep (removes enquiry
 *   attachments no enquiry names, on a timer); telemetry (the site's own metrics: server/telemetry); `fastify.draining` (true once shutdown began: /readyz 503);
 *   routes: /healthz, /readyz, /api/Categories, /api/Products, /api/upload (multipart, admin), /media,
 *   /api/contact, /api/enquiries (admin inbox and CSV), /api/me (the signed-in account), and
 *   the SPA (static files, index.html with the runtime config, history fallback, JSON 404 for unknown /api
 *   routes).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { configPlugin } from './plugins/config.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { authPlugin } from './plugins/auth.ts';
import { canonicalHostPlugin } from './plugins/canonical-host.ts';
import { meRoutes } from './routes/me.ts';
import { contactRoutes } from './routes/contact.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { databasePlugin } from './plugins/database.ts';
import { catalogCachePlugin } from './plugins/catalog-cache.ts';
import { blobsPlugin } from './plugins/blobs.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { httpPlugin } from './plugins/http.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { categoryRoutes } from './routes/categories.ts';
import { productRoutes } from './routes/products.ts';
import { searchRoutes } from './routes/search.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { datasheetRoutes } from './routes/datasheets.ts';
import { catalogWriteRoutes } from './routes/catalog-writes.ts';
import { publishingRoutes } from './routes/publishing.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { catalogOrderRoutes } from './routes/catalog-order.ts';
import { mediaRoutes } from './routes/media.ts';
import { uploadRoutes } from './routes/upload.ts';
import { catalogueSheetRoutes } from './routes/catalogue-sheets.ts';
import { healthRoutes } from './routes/health.ts';
import { spaRoutes } from './routes/spa.ts';
import { loggerOptions } from './logging.ts';
import { attachmentSweepPlugin } from './plugins/attachment-sweep.ts';
import { telemetryPlugin } from './plugins/telemetry.ts';
import { fastifyTrustProxy, stripForwardedPorts } from './proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: /readyz answers 503 'draining' so load balancers stop sending (server/main.ts). */
    draining: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database. The caller keeps ownership and closes it after `app.close()`. When absent,
   * the app opens and migrates one from `config` and closes it on `app.close()`.
   */
  database?: DatabaseHandle;
  /** The blob store; the disk store at `config.blobDir` when absent. */
  blobs?: BlobStore;
  /**
   * Fastify/pino logger options: `false` for silence (tests), an options object (e.g. `{ stream }`), or absent for
   * pino at `config.logLevel` on stdout, as `config.logFormat` says (readable lines or JSON). Redaction and the masking
   * of e-mail addresses and phone numbers are always added (server/logging.ts).
   */
  logger?: boolean | FastifyServerOptions['logger'];
  /** Start the mail outbox timer (default true); tests drive `app.outbox.runOnce()` instead. */
  startOutbox?: boolean;
  /** Sweep orphan enquiry attachments once listening and then on a timer (default true; plugins/attachment-sweep.ts). */
  startSweeper?: boolean;
}

/** How long one plugin may take to load before the start fails, in ms (the database's open and migrations). */
export const PLUGIN_TIMEOUT_MS = 60_000;

/**
 * Builds the application and waits until every plugin is loaded (`app.ready()` is left to the caller or to
 * `listen`/`inject`).
 * @throws when the database cannot be opened or migrated (only when `database` is not given).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Behind trusted proxies, X-Forwarded-For entries lose their ports before anything reads `request.ip`.
    rewriteUrl: config.trustProxy === false ? undefined : stripForwardedPorts,
    // Media paths may be long (nested folders, timestamped file names); ids are short.
    routerOptions: { maxParamLength: 1024 },
    // The database plugin opens the database and applies every migration before the app may answer: on a busy
    // machine a new PGlite database took 11 s (CI, 2026-12-06), past Fastify's 10 s default, and the start failed
    // with "Plugin did not start in time". A start that is slow is not a fault; one that hangs still ends.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });

  // True once shutdown has begun (server/main.ts): /readyz answers 503 'draining' from then on.
  app.decorate('draining', false);
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database: options.database });
  await app.register(catalogCachePlugin);
  await app.register(blobsPlugin, { blobs: options.blobs });
  await app.register(errorHandlerPlugin);
  await app.register(httpPlugin);
  await app.register(canonicalHostPlugin);
  // Rate limits are shared through Redis when configured, so several instances count together; while Redis is
  // down each instance counts in its own memory.
  await app.register(rateLimitsPlugin);
  await app.register(mailPlugin, { startWorker: options.startOutbox ?? true });
  await app.register(attachmentSweepPlugin, { startSweeper: options.startSweeper ?? true });
  await app.register(telemetryPlugin);
  await app.register(authPlugin);
  // Before the routes: its compilers and document cover every route registered after it.
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(searchRoutes);
  await app.register(sitemapRoutes);
  await app.register(datasheetRoutes);
  await app.register(catalogWriteRoutes);
  await app.register(publishingRoutes);
  await app.register(revisionRoutes);
  await app.register(catalogOrderRoutes);
  await app.register(mediaRoutes);
  await app.register(uploadRoutes);
  await app.register(catalogueSheetRoutes);
  await app.register(contactRoutes);
  await app.register(enquiryRoutes);
  await app.register(meRoutes);
  await app.register(spaRoutes);
  return app;
}
