/**
 * The layer rules of eslint.config.js (docs/architecture.md "Layers"; issue 19 "Done when": `npm run lint` fails on
 * a wrong-direction import). Each case lints a small module as if it were a file at `filePath` (ESLint's lintText:
 * the file need not exist, its imports resolve from there to real files) and expects the layer rule's verdict.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the layer rules for `code` at `filePath` (boundaries/dependencies and no-restricted-imports). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
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
    ['a service importing a route', 'server/mail/probe.ts', "export { spaRoutes } from '../routes/spa.ts';", 'server-services may not import server-routes'],
    ['a plugin importing a route', 'server/plugins/probe.ts', "export { spaRoutes } from '../routes/spa.ts';", 'server-plugins may not import server-routes'],
    ['the database layer importing a plugin', 'server/db/probe.ts', "export { mailPlugin } from '../plugins/mail.ts';", 'server-db may not import server-plugins'],
    ['the database layer importing fastify', 'server/db/probe.ts', "export { fastify } from 'fastify';", 'server/db knows nothing of HTTP'],
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
  ])('allows %s', async (_what, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
