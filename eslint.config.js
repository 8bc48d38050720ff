// ESLint flat config: JS + typescript-eslint recommended everywhere, React hooks rules for the web app, and the
// layers of docs/architecture.md "Layers" enforced with eslint-plugin-boundaries (issue 19).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/** A boundaries policy: files of layer `from` may import files of the layers `to`. */
const mayImport = (from, ...to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'playwright-report', 'test-results', 'bench/results'] },
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
    //   server: contracts <- db <- services <- plugins <- routes (<- app.ts, main.ts)
    // Tests and test helpers may reach anything; bench, e2e and scripts are not layered.
    files: ['web/src/**/*.{ts,tsx}', 'server/**/*.ts', 'contracts/**/*.ts', 'content/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.contract.ts', 'server/scratch/**'],
    plugins: { boundaries },
    settings: {
      // Folders, matched from the project root. Files directly in web/src (the entries) and in server/ (app.ts,
      // main.ts and the base modules config, errors, logging, proxy) belong to no layer and are not checked.
      'boundaries/elements': [
        { type: 'contracts', pattern: 'contracts', partialMatch: false },
        // The storefronts' copy, lists and image manifests, read by the pages and by server/demo/drawings.
        { type: 'content', pattern: 'content', partialMatch: false },
        { type: 'web-shared', pattern: ['web/src/lib', 'web/src/components'], partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-storefronts', pattern: 'web/src/storefronts', partialMatch: false },
        { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
        { type: 'server-db', pattern: 'server/db', partialMatch: false },
        { type: 'server-plugins', pattern: 'server/plugins', partialMatch: false },
        { type: 'server-routes', pattern: 'server/routes', partialMatch: false },
        { type: 'server-test', pattern: 'server/test', partialMatch: false },
        // Every other folder of server/: the services (catalog, pages, mail, storage, auth, media, search, …).
        { type: 'server-services', pattern: 'server/*', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Layer rule (docs/architecture.md "Layers"): {{from.type}} may not import {{to.type}}',
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
            mayImport('server-db', 'contracts', 'server-db', 'server-services'),
            mayImport('server-services', 'contracts', 'content', 'server-db', 'server-services'),
            mayImport('server-plugins', 'contracts', 'server-db', 'server-services', 'server-plugins'),
            mayImport('server-routes', 'contracts', 'server-db', 'server-services', 'server-plugins', 'server-routes'),
          ],
        },
      ],
    },
  },
  {
    // The database layer knows nothing of HTTP (issue 19).
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
