// ESLint flat config: JS + typescript-eslint recommended everywhere, React hooks rules for the web app, and the
// layers of docs/architecture.md "Layers" enforced with eslint-plugin-boundaries.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * Layers that are single files rather than folders (eslint-plugin-boundaries matches elements by folder; these are
 * file categories of the `server` and `web/src` elements): server/config.ts, errors.ts, logging.ts with proxy.ts, app.ts
 * with main.ts, and the web app's entry files.
 */
const FILE_LAYERS = {
  'server-config': 'server/config.ts',
  'server-errors': 'server/errors.ts',
  'server-process': 'server/{logging,proxy}.ts',
  'server-app': 'server/{app,main,start}.ts',
  'web-entry': 'web/src/{entry-client.tsx,entry-server.tsx,main.ts,islands.ts,silent-renew.ts}',
};

/** The selector of a layer: a file category (FILE_LAYERS) or an element type (a folder). */
const layer = (name) => (name in FILE_LAYERS ? { file: { categories: name } } : { element: { type: name } });

/** A boundaries policy: files of layer `from` may import files of the layers `to`. */
const mayImport = (from, ...to) => ({ from: layer(from), allow: { to: to.map(layer) } });

/**
 * The server's services, one folder each, lowest first, with the services each may import. Each names only services
 * listed before it, so services import each other as a DAG and a circle fails lint (checked below). Every service
 * may also import contracts, server/db, config.ts and errors.ts; the demo content also content/.
 */
const SERVER_SERVICES = [
  ['telemetry', []],
  ['storage', []],
  ['rate-limits', []],
  ['mail', []],
  ['api', []],
  ['media', ['storage']],
  ['catalog', ['storage', 'telemetry']],
  ['search', ['catalog', 'rate-limits']],
  ['datasheets', ['catalog', 'storage']],
  ['pages', ['catalog', 'rate-limits']],
  ['auth', ['pages']],
  ['enquiries', ['api', 'auth', 'mail', 'rate-limits', 'storage']],
  ['demo', ['storage']],
];
SERVER_SERVICES.forEach(([name, uses], at) => {
  const earlier = SERVER_SERVICES.slice(0, at).map(([service]) => service);
  const later = uses.filter((service) => !earlier.includes(service));
  if (later.length) throw new Error(`eslint.config.js: the service ${name} may import only services listed before it, not ${later.join(', ')}`);
});
const services = SERVER_SERVICES.map(([name]) => `server-${name}`);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'playwright-report', 'test-results', 'bench/results', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.ts', 'contracts/**/*.ts', 'content/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The layers (docs/architecture.md "Layers"). An import goes down or sideways within its own layer, never up:
    //   web:    contracts, content <- shared (lib, components) <- features (each on its own) <- storefronts <- app
    //           <- entry files
    //   server: contracts <- config.ts, errors.ts <- db <- services (a DAG: SERVER_SERVICES) <- plugins <- routes
    //           <- app.ts, main.ts (which alone use logging.ts, proxy.ts)
    // Tests and test helpers may reach anything; bench, e2e and scripts are not layered.
    files: ['web/src/**/*.{ts,tsx}', 'server/**/*.ts', 'contracts/**/*.ts', 'content/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.contract.ts', 'server/scratch/**'],
    plugins: { boundaries },
    settings: {
      // Folders, matched from the project root; the first that matches a file is its element.
      'boundaries/elements': [
        { type: 'contracts', pattern: 'contracts', partialMatch: false },
        // The storefronts' copy, lists and image manifests, read by the pages and by server/demo/drawings.
        { type: 'content', pattern: 'content', partialMatch: false },
        { type: 'web-shared', pattern: ['web/src/lib', 'web/src/components'], partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-storefronts', pattern: 'web/src/storefronts', partialMatch: false },
        { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
        // The files directly in web/src: the entries (FILE_LAYERS).
        { type: 'web-root', pattern: 'web/src', partialMatch: false },
        { type: 'server-db', pattern: 'server/db', partialMatch: false },
        { type: 'server-plugins', pattern: 'server/plugins', partialMatch: false },
        { type: 'server-routes', pattern: 'server/routes', partialMatch: false },
        { type: 'server-test', pattern: 'server/test', partialMatch: false },
        ...SERVER_SERVICES.map(([name]) => ({ type: `server-${name}`, pattern: `server/${name}`, partialMatch: false })),
        // A folder of server/ not declared above may import nothing: add it to SERVER_SERVICES first.
        { type: 'server-undeclared', pattern: 'server/*', partialMatch: false },
        // The files directly in server/ (FILE_LAYERS).
        { type: 'server-root', pattern: 'server', partialMatch: false },
      ],
      'boundaries/files': Object.entries(FILE_LAYERS).map(([category, pattern]) => ({ category, pattern })),
    },
    rules: {
      // A layered file imports only files of a layer (not scripts/, bench/ or e2e/).
      'boundaries/no-unknown-dependencies': ['error', { require: 'element' }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Files of one layer importing each other are checked too (the files directly in server/ are one element).
          checkInternals: true,
          message:
            'Layer rule (docs/architecture.md "Layers"): {{#if from.file.categories}}{{from.file.categories}}{{else}}{{from.type}}{{/if}} ' +
            'may not import {{#if to.file.categories}}{{to.file.categories}}{{else}}{{to.type}}{{/if}}',
          policies: [
            mayImport('contracts', 'contracts'),
            mayImport('content', 'contracts', 'content'),
            mayImport('web-shared', 'contracts', 'content', 'web-shared'),
            mayImport('web-feature', 'contracts', 'content', 'web-shared'),
            // A feature uses its own files only: what two features share belongs in lib/ or components/.
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', captured: { feature: '{{from.captured.feature}}' } } } },
            },
            mayImport('web-storefronts', 'contracts', 'content', 'web-shared', 'web-feature', 'web-storefronts'),
            mayImport('web-app', 'contracts', 'content', 'web-shared', 'web-feature', 'web-storefronts', 'web-app'),
            mayImport('web-entry', 'contracts', 'content', 'web-shared', 'web-app', 'web-entry'),
            mayImport('server-config', 'contracts'),
            mayImport('server-errors', 'contracts'),
            mayImport('server-process', 'contracts', 'server-config'),
            // server/db knows nothing of HTTP (no errors.ts) nor of the services above it.
            mayImport('server-db', 'contracts', 'server-config', 'server-db'),
            ...SERVER_SERVICES.map(([name, uses]) =>
              mayImport(`server-${name}`, 'contracts', ...(name === 'demo' ? ['content'] : []), 'server-config', 'server-errors', 'server-db', `server-${name}`, ...uses.map((u) => `server-${u}`)),
            ),
            mayImport('server-plugins', 'contracts', 'server-config', 'server-errors', 'server-db', ...services, 'server-plugins'),
            // Routes parse and answer: the data is the services' (no route imports server/db).
            mayImport('server-routes', 'contracts', 'server-errors', ...services, 'server-plugins', 'server-routes'),
            mayImport('server-app', 'contracts', 'server-config', 'server-errors', 'server-process', 'server-db', ...services, 'server-plugins', 'server-routes', 'server-app'),
          ],
        },
      ],
    },
  },
  {
    // The database layer knows nothing of HTTP.
    files: ['server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify-*', '@fastify/*'], message: 'server/db knows nothing of HTTP.' }] }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
