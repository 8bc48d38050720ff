/**
 * Vite build of the SPA (root web/) and Vitest configuration for the whole repository.
 * In development (`npm run dev`) /api, /media and /oidc are proxied to the Fastify server on PORT (3000).
 * The build also writes brotli (quality 11) and gzip (level 9) copies of every text asset over 1 KiB, which the
 * server sends as they are (@fastify/static `preCompressed`, server/routes/spa.ts) instead of compressing each
 * request on the fly at a lower level ("brotli or gzip for text").
 * `vite build --ssr` (the second half of `npm run build`) bundles the server render (web/src/entry-server.tsx,
 * docs/decisions/0006) with every dependency into dist/ssr/entry-server.js for Node.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BuildOptions, Plugin } from 'vite';
import { readFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const serverPort = process.env.PORT ?? '3000';
const target = `http://127.0.0.1:${serverPort}`;

/** The SPA: two pages, the app and the tiny page that completes a silent sign-in in an iframe. */
const webBuild: BuildOptions = {
  outDir: '../dist/web',
  emptyOutDir: true,
  sourcemap: true,
  // The app's start chunks (below) are 140-220 kB minified each, 41-66 KiB gzip; what a first visit may load is
  // guarded by the bundle budget (e2e/bundle-budget.spec.ts), not by this warning.
  chunkSizeWarningLimit: 640,
  rollupOptions: {
    input: {
      main: fileURLToPath(new URL('./web/index.html', import.meta.url)),
      'silent-renew': fileURLToPath(new URL('./web/silent-renew.html', import.meta.url)),
    },
    output: {
      codeSplitting: {
        groups: [
          // Vite's preload helper stays with the entry, which needs it before the app (main.ts).
          { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
          // What the app needs to start is three chunks, fetched together and evaluated one after the other, each
          // in a task of its own (web/src/app/start, docs/decisions/0012): React and React DOM; the router and
          // TanStack Query; then the app with MUI and emotion. Each of the first two ends with its stage module,
          // whose top-level await hands the browser its task back (one graph was one task of about 400 ms at 4x
          // CPU). Not more chunks: the entry's one preload per chunk costs main-thread time on a slow phone (about
          // 40 ms for the 26 chunks it once was), and the pages' own chunks stay lazy.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|web[\\/]src[\\/]app[\\/]start[\\/](react-stage|next-task)\.ts$/, priority: 3 },
          { name: 'router', test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]|web[\\/]src[\\/]app[\\/]start[\\/]router-stage\.ts$/, priority: 2 },
          { name: 'client', test: /web[\\/]src[\\/]entry-client\.tsx$/ },
          // The storefront pages' shared parts (cards, images, headings, catalogue reads and their MUI parts), used by
          // two pages or more, are one chunk: /in loaded some 30 small chunks after the app, each compiled in a task
          // of its own. Code of one page (the product page's gallery, say) stays in that page's chunks, and so does a
          // page module another page reuses (the staff's draft preview renders the product page's body): pages/ is
          // left out, or the product page, its gallery and zod would ride along on every first visit.
          {
            name: 'storefront',
            // (The enquiry form, components/enquiry, stays in its own lazy chunk: pages load it when it is wanted; the
            // staff's gates, components/staff, stay with the admin pages that use them.)
            // The storefronts' content (content/) belongs with their pages. The product enquiry dialog
            // (components/enquiry, on the product and compare pages) stays with those pages and brings MUI's Dialog
            // and Modal along: the homes never show it.
            test: /(web[\\/]src[\\/](storefronts[\\/]|features[\\/](catalog|compare|quote|search)[\\/](?!pages[\\/])|lib[\\/]catalog-api[\\/]|components[\\/](?!enquiry[\\/]|staff[\\/]))|^(?!.*node_modules).*[\\/]content[\\/](radhe|therm)[\\/])/,
            minShareCount: 2,
          },
        ],
      },
    },
  },
};

/**
 * The islands pages' script (docs/decisions/0014): web/islands.html (islandsHtml: index.html with the islands' entry,
 * web/src/islands.ts), written beside the app's build (dist/web/islands.html, its chunks under assets/). A build of
 * its own, split by the bundler alone, so no chunk of the app's start comes along: an islands page loads React, the
 * islands' start and the islands it shows.
 */
const ISLANDS_HTML = fileURLToPath(new URL('./web/islands.html', import.meta.url));

/**
 * web/islands.html, made from web/index.html in the islands build (one template for both documents): the same page
 * with the islands' entry in place of the app's.
 */
function islandsHtml(): Plugin {
  return {
    name: 'islands-html',
    enforce: 'pre',
    resolveId: (id) => (id === ISLANDS_HTML ? id : null),
    async load(id) {
      if (id !== ISLANDS_HTML) return null;
      const index = await readFile(fileURLToPath(new URL('./web/index.html', import.meta.url)), 'utf8');
      const entry = '<script type="module" src="/src/main.ts"></script>';
      if (!index.includes(entry)) throw new Error(`web/index.html has no ${entry}`);
      return index.replace(entry, '<script type="module" src="/src/islands.ts"></script>');
    },
  };
}

/**
 * MUI's createTheme (@mui/material/styles/createTheme.mjs) picks at run time between the theme without CSS variables
 * and the one with them (createThemeWithVars and its CSS-variables parser, about 16 kB minified). This site's themes
 * (web/src/app/theme.ts) set neither `cssVariables` nor `colorSchemes`, so a browser never runs the second, but the
 * bundler cannot know that and shipped it on every page. In the browser's builds only, createTheme.mjs gets in its
 * place a function that throws, naming this plugin, should a theme ever ask for CSS variables (theme.test.ts keeps
 * the themes on the path without them). The server render and the tests run MUI as published.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  const replacement = '\0mui-theme-without-css-variables';
  return {
    name: 'mui-theme-without-css-variables',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './createThemeWithVars.mjs' && importer && /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer) ? replacement : null,
    load: (id) =>
      id === replacement
        ? 'export default function createThemeWithVars() { throw new Error("A theme asked for CSS variables or color schemes: this build leaves them out (vite.config.ts muiThemeWithoutCssVariables)."); }'
        : null,
  };
}

const islandsBuild: BuildOptions = {
  outDir: '../dist/web',
  emptyOutDir: false,
  sourcemap: true,
  copyPublicDir: false,
  rollupOptions: {
    input: { islands: ISLANDS_HTML },
    output: {
      codeSplitting: {
        groups: [
          // The top bar's quote count, drawn without React on every storefront page (components/quote/
          // show-quote-counts.ts): one small chunk rather than six tiny ones, each a request and a compile. (The
          // attributes that find the count stay in the entry, which asks for this chunk only where there is a count.)
          {
            name: 'quote-count',
            test: /web[\\/]src[\\/](components[\\/]quote[\\/](show-quote-counts|quote-list-lines|quote-list-label)|lib[\\/]stored-list-store)\.ts$|contracts[\\/](vendors|guid|quote-lines|number-format)\.ts$/,
            priority: 2,
            includeDependenciesRecursively: false,
          },
          // What every island's start needs, loaded with the first island that starts (app/islands/hydrate-island.tsx):
          // React and React DOM, emotion, MUI's theme and styling engine, in one chunk rather than a dozen small ones.
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+)[\\/]/,
            priority: 1,
          },
        ],
      },
    },
  },
};

/** The server render for Node (docs/decisions/0006): one module with its dependencies bundled in. */
const ssrBuild: BuildOptions = {
  outDir: '../dist/ssr',
  copyPublicDir: false,
  emptyOutDir: true,
  sourcemap: true,
  rollupOptions: { input: { 'entry-server': fileURLToPath(new URL('./web/src/entry-server.tsx', import.meta.url)) } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'web',
  plugins: [
    react(),
    mode === 'islands' && islandsHtml(),
    muiThemeWithoutCssVariables(),
    !isSsrBuild &&
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  // Only the SSR build bundles its dependencies (tests run them from node_modules as before).
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : {},
  // The server render is always the production build of React, MUI and emotion, whatever NODE_ENV the server
  // runs with: the markup (class names included) must be what the browser's production build renders.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? ssrBuild : mode === 'islands' ? islandsBuild : webBuild,
  server: {
    port: 5173,
    proxy: { '/api': target, '/media': target, '/oidc': target },
  },
  test: {
    root: '.',
    // One worker per core (Vitest's default leaves one core to itself: on a 2-core CI machine, one worker).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['contracts/**/*.test.ts', 'content/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', '*.test.ts'],
          exclude: ['server/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // Worker threads rather than child processes: the same 402 tests in 176 s instead of 211 s on the 2-core CI
          // machine (each file still gets a fresh module graph and jsdom).
          pool: 'threads',
          // A dialog test types and clicks through a whole form in jsdom: seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          // One migrated PGlite per run, which every suite's PGlite starts from.
          globalSetup: ['server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run side by side (one worker per core): each suite has databases of its own (a PGlite, and a
          // PostgreSQL database created for it, server/test/build.ts), its own SMTP peer, Redis and Azurite on free
          // ports, so no two files share anything but the PostgreSQL server.
        },
      },
    ],
  },
}));
