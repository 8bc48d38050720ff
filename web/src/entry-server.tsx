/**
 * The server render of the public pages (issue 8, docs/decisions/0006): the storefronts, their catalogues and
 * the landing page arrive as HTML with their critical styles, so the largest image is requested by the HTML
 * itself and painted before any JavaScript runs; client.tsx then hydrates them. Built by `npm run build`
 * (vite.config.ts, SSR build) into dist/ssr/entry-server.js, which server/routes/spa.ts loads.
 *
 * A render runs the route table through React Router's static handler (which loads the lazy route modules), then
 * renders with React's `prerenderToNodeStream` (waits for every Suspense boundary). Data: the catalogue hooks
 * report the reads the page wants (lib/server-prefetch.ts); those are fetched through the configured transport
 * and the page rendered again, at most MAX_PASSES times. Failed reads are dropped from the cache, so the page
 * shows its loading state exactly as the browser's first render will, and the browser fetches them itself.
 * A component that throws fails the render (the server then sends the page for the browser to draw).
 * Styles: one emotion cache per pass collects the rules; the rules the final markup uses go into the head
 * (@emotion/server, `styleTags`), where the browser's emotion cache takes them over instead of inserting them again
 * (app/emotion-cache.ts). (Emotion's default, a `<style>` beside each element, would cost the browser a style recalculation
 * per element and hides `<picture>` sources from its preload scanner.)
 */
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { RenderedPage, ServerRenderModule } from '../../contracts/server-render.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from './app/emotion-cache.ts';
import { serverRenderStateHtml } from './app/server-render-state.ts';
import { vendorOfPath } from './features/vendor/vendor-context.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { appConfig } from './lib/config.ts';
import { ServerPrefetchContext, type ServerPrefetchCollector } from './lib/server-prefetch.ts';

/** Renders per request at most: one without data, then one per round of newly discovered reads. */
export const MAX_PASSES = 3;

/** Only the public pages are rendered on the server; the admin (signed-in, per user) is left to the browser. */
export function isServerRendered(url: URL): boolean {
  const { pathname, searchParams } = url;
  if (pathname === '/') {
    // The identity provider's return to the site root completes sign-in in the browser (product-spec.md §4).
    return !(searchParams.has('state') && (searchParams.has('code') || searchParams.has('error')));
  }
  return /^\/(in|fd)(\/|$)/.test(pathname);
}

const { query, dataRoutes } = createStaticHandler(routes);

/**
 * React writes the resources it hoists (the `<link rel="preload">` of MediaImage's `preload()`) at the start of a
 * prerender of a fragment; they belong in the head.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(markup);
  return match ? { head: match[0], body: markup.slice(match[0].length) } : { head: '', body: markup };
}

/**
 * The `<style>` elements of the markup's rules, one per emotion chunk (the global styles, then the rest). Global
 * chunks are written as emotion's own SSR writes them (`data-emotion="{key} {ids}"`, plus `data-s` so that emotion
 * in the browser does not move them before its `Global` adopts them); the component styles carry their ids in
 * `data-server-styles`, which the browser's cache reads without moving the element (app/emotion-cache.ts).
 */
export function styleTags(chunks: Array<{ key: string; ids: string[]; css: string }>): string {
  return chunks
    .filter((chunk) => chunk.css)
    .map((chunk) => {
      // No style text may end the element early: `</` is written `<\/` (the same in CSS, where `\/` is `/`).
      const css = chunk.css.replace(/<\//g, '<\\/');
      return chunk.key === EMOTION_KEY
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${chunk.ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${css}</style>`;
    })
    .join('');
}

async function renderOnce(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  collector: ServerPrefetchCollector,
  emotionCache: EmotionCache,
  signal: AbortSignal | undefined,
  errors: unknown[],
): Promise<string> {
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ServerPrefetchContext value={collector}>
          <AppProviders queryClient={queryClient} initialVendor={vendorOfPath(context.location.pathname)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerPrefetchContext>
      </CacheProvider>
    </StrictMode>,
    {
      signal,
      // Never outline a large Suspense boundary: revealing it later takes an inline script, which the
      // Content-Security-Policy forbids, and the whole page is ready at once anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        errors.push(error);
      },
    },
  );
  return text(prelude);
}

async function render(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://server-render.invalid');
  if (!isServerRendered(location)) return null;
  const context = await query(new Request(location, { signal }));
  // No loaders redirect here, and a route error is rendered by the browser (its error element needs no data).
  if (context instanceof Response || context.errors) return null;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const attempted = new Set<string>();
  for (let pass = 1; ; pass++) {
    const collector: ServerPrefetchCollector = new Map();
    const emotionCache = createCache({ key: EMOTION_KEY });
    const emotion = createEmotionServer(emotionCache); // before the render: it turns inline <style> elements off
    const errors: unknown[] = [];
    const markup = await renderOnce(context, queryClient, collector, emotionCache, signal, errors);
    // A component that threw inside a Suspense boundary leaves that part to the browser; the server sends the
    // plain page instead (and logs why) rather than a page with a hole in it.
    if (errors.length > 0) throw new AggregateError(errors, `rendering ${location.pathname} failed`);
    const missing = [...collector].filter(
      ([key, { queryKey }]) => !attempted.has(key) && queryClient.getQueryState(queryKey)?.status !== 'success',
    );
    if (missing.length === 0 || pass === MAX_PASSES) {
      const { head: preloads, body } = splitHoisted(markup);
      const head = styleTags(emotion.extractCriticalToChunks(body).styles) + preloads;
      const state = serverRenderStateHtml({
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries: dehydrate(queryClient),
      });
      return { html: body, head, state };
    }
    for (const [key] of missing) attempted.add(key);
    await Promise.all(missing.map(([, { queryKey, queryFn }]) => queryClient.prefetchQuery({ queryKey, queryFn })));
    // A failed read is left to the browser: its first render shows the loading state, as this one then does.
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  }
}

export const serverRender: ServerRenderModule = {
  configure({ publicConfig, transport }) {
    Object.assign(appConfig, publicConfig);
    setApiTransport(transport);
  },
  render,
};
export const { configure } = serverRender;
export { render };
