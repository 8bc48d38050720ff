/**
 * Vite build of the SPA (root web/) and Vitest configuration for the whole repository.
 * In development (`npm run dev`) /api, /media and /oidc are proxied to the Fastify server on PORT (3000).
 * The build also writes brotli (quality 11) and gzip (level 9) copies of every text asset over 1 KiB, which the
 * server sends as they are (@fastify/static `preCompressed`, server/routes/spa.ts) instead of compressing each
 * request on the fly at a lower level (issue 8, "brotli or gzip for text").
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const serverPort = process.env.PORT ?? '3000';
const target = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the SPA, and the tiny page that completes a silent sign-in in an iframe (issue 3).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        'silent-renew': fileURLToPath(new URL('./web/silent-renew.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': target, '/media': target, '/oidc': target },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
