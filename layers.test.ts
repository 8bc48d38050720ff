/**
 * The layer rules of eslint.config.js (docs/architecture.md "Layers": `npm run lint` fails on a wrong-direction
 * import). Each case lints a small module as if it were a file at `filePath` (ESLint's lintText:
 * the file need not exist, its imports resolve from there to real files) and expects the layer rule's verdict.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules that keep the layers: boundaries/dependencies, boundaries/no-unknown-dependencies, no-restricted-imports. */
const LAYER_RULES = ['boundaries/dependencies', 'boundaries/no-unknown-dependencies', 'no-restricted-imports'];

/** The messages of the layer rules for `code` at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => LAYER_RULES.includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

describe('layer rules (eslint.config.js)', () => {
  it.each([
    ['a feature importing the app', 'web/src/features/catalog/probe.ts', "export { router } from '../../app/router.tsx';", 'web-feature may not import web-app'],
    ['the Product Manager importing the catalogue', 'web/src/features/product-manager/probe.ts', "export { CatalogListing } from '../catalog/components/CatalogListing.tsx';", 'web-feature may not import web-feature'],
    ['the catalogue importing the comparison', 'web/src/features/catalog/probe.ts', "export { compareRows } from '../compare/compare-table.ts';", 'web-feature may not import web-feature'],
    ['the comparison importing the quote list', 'web/src/features/compare/probe.ts', "export { QuoteListLink } from '../quote/QuoteListLink.tsx';", 'web-feature may not import web-feature'],
    ['the quote list importing the catalogue', 'web/src/features/quote/probe.ts', "export { ProductProperties } from '../catalog/components/ProductProperties.tsx';", 'web-feature may not import web-feature'],
    ['the search importing the catalogue', 'web/src/features/search/probe.ts', "export { CatalogListing } from '../catalog/components/CatalogListing.tsx';", 'web-feature may not import web-feature'],
    ['shared code importing a feature', 'web/src/lib/probe.ts', "export { CatalogListing } from '../features/catalog/components/CatalogListing.tsx';", 'web-shared may not import web-feature'],
    ['the shared catalogue parts importing a feature', 'web/src/components/catalog/probe.ts', "export { QUOTE_TEXTS } from '../../features/quote/QuotePage.tsx';", 'web-shared may not import web-feature'],
    ['a storefront importing the app', 'web/src/storefronts/probe.ts', "export { router } from '../app/router.tsx';", 'web-storefronts may not import web-app'],
    ['contracts importing the web app', 'contracts/probe.ts', "export { paths } from '../web/src/lib/paths.ts';", 'contracts may not import web-shared'],
    ['content importing the web app', 'content/therm/probe.ts', "export { paths } from '../../web/src/lib/paths.ts';", 'content may not import web-shared'],
    ['a service importing a route', 'server/mail/probe.ts', "export { spaRoutes } from '../routes/spa.ts';", 'server-mail may not import server-routes'],
    ['a plugin importing a route', 'server/plugins/probe.ts', "export { spaRoutes } from '../routes/spa.ts';", 'server-plugins may not import server-routes'],
    ['the database layer importing a plugin', 'server/db/probe.ts', "export { mailPlugin } from '../plugins/mail.ts';", 'server-db may not import server-plugins'],
    ['the database layer importing fastify', 'server/db/probe.ts', "export { fastify } from 'fastify';", 'server/db knows nothing of HTTP'],
  ])('refuses %s', async (_what, filePath, code, expected) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    // Each service is its own layer, and they import each other one way only (SERVER_SERVICES).
    ['the catalogue importing the search (facets are the catalogue\'s)', 'server/catalog/probe.ts', "export { loadSearch } from '../search/search-answer.ts';", 'server-catalog may not import server-search'],
    ['the pages importing sign-in (which draws its pages with them)', 'server/pages/probe.ts', "export { isAdministrator } from '../auth/verify.ts';", 'server-pages may not import server-auth'],
    ['the mail importing the enquiries', 'server/mail/probe.ts', "export { createEnquiryIntake } from '../enquiries/intake.ts';", 'server-mail may not import server-enquiries'],
    ['the blob store importing the demo content', 'server/storage/probe.ts', "export { seedDemoCatalog } from '../demo/seed/index.ts';", 'server-storage may not import server-demo'],
    ['telemetry importing the catalogue (the catalogue counts its cache lookups with it)', 'server/telemetry/probe.ts', "export { loadListing } from '../catalog/reads.ts';", 'server-telemetry may not import server-catalog'],
    ['the mail importing telemetry (its gauges are read by the telemetry plugin)', 'server/mail/probe.ts', "export { enquiries } from '../telemetry/metrics.ts';", 'server-mail may not import server-telemetry'],
    ['a folder of server/ no one declared', 'server/newcomer/probe.ts', "export { VENDORS } from '../../contracts/vendors.ts';", 'server-undeclared may not import contracts'],
    // The demo content is a service above the database and the blob store.
    ['the database layer importing the demo content', 'server/db/probe.ts', "export { seedDemoCatalog } from '../demo/seed/index.ts';", 'server-db may not import server-demo'],
    ['the database layer importing scripts/', 'server/db/probe.ts', "export * from '../../scripts/make-placeholder.ts';", 'Dependencies to unknown elements are not allowed'],
    ['the database layer importing the blob store', 'server/db/probe.ts', "export { createDiskBlobStore } from '../storage/disk.ts';", 'server-db may not import server-storage'],
    // The database layer raises no HTTP errors.
    ['the database layer importing the HTTP errors', 'server/db/probe.ts', "export { HttpError } from '../errors.ts';", 'server-db may not import server-errors'],
    // Routes parse and answer: no route reads the database itself.
    ['a route importing the database schema', 'server/routes/probe.ts', "export { products } from '../db/schema.ts';", 'server-routes may not import server-db'],
    // The files directly in server/ have their places too.
    ['the configuration importing the database layer', 'server/config.ts', "export type { Database } from './db/types.ts';", 'server-config may not import server-db'],
    ['the error shape importing a service', 'server/errors.ts', "export { loadListing } from './catalog/reads.ts';", 'server-errors may not import server-catalog'],
    ['the log options importing a plugin', 'server/logging.ts', "export { configPlugin } from './plugins/config.ts';", 'server-process may not import server-plugins'],
    ['the proxy settings importing the errors', 'server/proxy.ts', "export { HttpError } from './errors.ts';", 'server-process may not import server-errors'],
    ['a service importing the log options', 'server/catalog/probe.ts', "export { loggerOptions } from '../logging.ts';", 'server-catalog may not import server-process'],
    ['a plugin importing the app', 'server/plugins/probe.ts', "export { buildApp } from '../app.ts';", 'server-plugins may not import server-app'],
    // The web app's entry files start the app; nothing imports them but each other.
    ['an entry importing a storefront', 'web/src/entry-client.tsx', "export * from './storefronts/menu.ts';", 'web-entry may not import web-storefronts'],
    ['the app importing an entry', 'web/src/app/probe.ts', "export { render } from '../entry-server.tsx';", 'web-app may not import web-entry'],
    ['shared code importing an entry', 'web/src/lib/probe.ts', "export { start } from '../entry-client.tsx';", 'web-shared may not import web-entry'],
  ])('refuses %s', async (_what, filePath, code, expected) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['a feature importing its own files, shared code and contracts', 'web/src/features/product-manager/probe.ts', "export { MANAGER_PAGE_SIZES } from './api/get-listing.ts';\nexport { paths } from '../../lib/paths.ts';\nexport { VENDORS } from '../../../../contracts/vendors.ts';"],
    ['a feature importing the shared catalogue parts', 'web/src/features/search/probe.ts', "export { ProductCard } from '../../components/catalog/ProductCard.tsx';\nexport { AddToQuote } from '../../components/quote/AddToQuote.tsx';"],
    ['a storefront importing a feature', 'web/src/storefronts/probe.ts', "export { CatalogListing } from '../features/catalog/components/CatalogListing.tsx';"],
    ['the app importing a storefront', 'web/src/app/probe.ts', "export * from '../storefronts/menu.ts';"],
    ['a storefront page importing its content', 'web/src/storefronts/therm/probe.ts', "export { thermImages } from '../../../../content/therm/media.ts';"],
    ['a route importing a service and a plugin', 'server/routes/probe.ts', "export { drainOutbox } from '../mail/outbox.ts';\nexport { mailPlugin } from '../plugins/mail.ts';"],
    ['the search importing the catalogue', 'server/search/probe.ts', "export { facetsOf } from '../catalog/facets.ts';\nexport { attributesOf } from '../catalog/reads.ts';"],
    ['the demo content importing the database, the blob store and the storefronts\' content', 'server/demo/probe.ts', "export { products } from '../db/schema.ts';\nexport { createDiskBlobStore } from '../storage/disk.ts';\nexport { radheImages } from '../../content/radhe/media.ts';"],
    ['the app importing the routes, the plugins, the services and the log options', 'server/app.ts', "export { spaRoutes } from './routes/spa.ts';\nexport { mailPlugin } from './plugins/mail.ts';\nexport { seedDemoCatalog } from './demo/seed/index.ts';\nexport { loggerOptions } from './logging.ts';"],
    ['a service importing the configuration and the errors', 'server/media/probe.ts', "export { loadConfig } from '../config.ts';\nexport { HttpError } from '../errors.ts';"],
    ['the browser\'s start loading the app', 'web/src/main.ts', "export const load = () => import('./entry-client.tsx');\nexport { readServerRenderState } from './app/server-render-state.ts';"],
    ['an islands page\'s start loading its islands', 'web/src/islands.ts', "export const load = () => import('./app/islands/start-islands.ts');\nexport { readIslandsData } from './app/islands/islands-data.ts';"],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
