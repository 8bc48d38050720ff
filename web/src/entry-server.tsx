/**
 * The server render of the public pages (docs/decisions/0006): the storefronts, their catalogues and
 * the landing page arrive as HTML with their critical styles, so the largest image is requested by the HTML
 * itself and painted before any JavaScript runs; entry-client.tsx then hydrates them. Built by `npm run build`
 * (vite.config.ts, SSR build) into dist/ssr/entry-server.js, which server/pages/renderer.ts loads.
 *
 * A render runs the route table through React Router's static handler, which loads the lazy route modules and
 * runs the matched routes' loaders; they put the page's reads into this request's query cache (app/route-data.ts),
 * answered inside the server through the configured transport. Then React renders once with
 * `prerenderToNodeStream` (which waits for every Suspense boundary), and the cache is dehydrated once into the
 * page. Failed reads are left out, so the page shows its loading state exactly as the browser's first render will,
 * and the browser fetches them itself.
 * A component that throws fails the render (the server then sends the page for the browser to draw).
 * Not found: an unknown route, or a catalogue id that does not exist (its loader throws a 404
 * response, app/route-data.ts), is rendered with status 404 — the fallback page inside the storefront's header and
 * footer, or the product page's 'Product not found' — and its route error goes along for hydration
 * (app/route-errors.ts). Any other route error leaves the page to the browser.
 * Styles: one emotion cache per pass collects the rules; the rules the final markup uses go into the head
 * (@emotion/server, `styleTags`), where the browser's emotion cache takes them over instead of inserting them again
 * (app/emotion-cache.ts). (Emotion's default, a `<style>` beside each element, would cost the browser a style recalculation
 * per element and hides `<picture>` sources from its preload scanner.)
 */
import { text } from 'node:stream/consumers';
import { createElement, StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { RenderedPage, RenderOptions, RenderRedirect, ServerRenderModule } from '../../contracts/server-render.ts';
import { AppProviders } from './app/providers.tsx';
import { serializeRouteErrors } from './app/route-errors.ts';
import { createRoutes } from './app/router.tsx';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from './app/emotion-cache.ts';
import { serverRenderStateHtml } from './app/server-render-state.ts';
import { isIslandsPage, islandIdPrefix, islandsDataHtml, SPECULATION_RULES_HTML, type IslandData } from './app/islands/islands-data.ts';
import { IslandProviders } from './app/islands/IslandProviders.tsx';
import { IslandCollectorContext, islandSlotComment, type IslandCollector } from './components/island/Island.tsx';
import { ISLAND_ATTRIBUTE } from './components/island/island-names.ts';
import { vendorOfPath } from './lib/selected-vendor.ts';
import { renderEnquiryFormsWhole } from './components/enquiry/LazyEnquiryForm.tsx';
import { bindApiTransport, type ApiTransport } from './lib/api-client.ts';
import { appConfig } from './lib/config.ts';

/**
 * Pages rendered on the server: all but the admin (signed-in, per user) and the sign-in return, which are left to
 * the browser. Unknown addresses outside the storefronts are rendered too: the fallback page with status 404.
 */
export function isServerRendered(url: URL): boolean {
  const { pathname, searchParams } = url;
  if (pathname === '/') {
    // The identity provider's return to the site root completes sign-in in the browser (product-spec.md §4).
    return !(searchParams.has('state') && (searchParams.has('code') || searchParams.has('error')));
  }
  return !/^\/admin(\/|$)/.test(pathname);
}

/** True when `location` matches no page but an unknown route (`*`) of `routes`. */
export function isUnknownRoute(routes: RouteObject[], location: URL): boolean {
  return matchRoutes(routes, location)?.at(-1)?.route.path === '*';
}

/** A page the browser draws (the root element left empty) with status 404: an unknown admin address. */
const BROWSER_NOT_FOUND: RenderedPage = { html: '', head: '', state: '', status: 404, complete: true };

/** True when every route error is a 404 response (a page that does not exist, drawn by its error boundary). */
function onlyNotFound(errors: StaticHandlerContext['errors']): boolean {
  return Object.values(errors ?? {}).every((error) => isRouteErrorResponse(error) && error.status === 404);
}

/** Where the render's reads go: set once by `configure` (the server's own API, in-process). */
let transport: ApiTransport | undefined;

/**
 * React writes the elements it hoists (the `<link rel="preload">` of MediaImage's `preload()`, and a page's
 * `<title>`, `<meta>` and canonical `<link>` of components/PageMeta.tsx) at the start of a prerender of a
 * fragment; they belong in the head.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const match = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/.exec(markup);
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

async function renderMarkup(
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  queryClient: QueryClient,
  emotionCache: EmotionCache,
  signal: AbortSignal | undefined,
  errors: unknown[],
  islands: IslandCollector | null,
): Promise<string> {
  return prerenderMarkup(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient} initialVendor={vendorOfPath(context.location.pathname)}>
          <IslandCollectorContext value={islands}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandCollectorContext>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    signal,
    errors,
  );
}

/** The markup of `element`, every Suspense boundary waited for; errors are pushed onto `errors`. */
async function prerenderMarkup(element: ReactNode, signal: AbortSignal | undefined, errors: unknown[], identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
      signal,
      identifierPrefix,
      // Never outline a large Suspense boundary: revealing it later takes an inline script, which the
      // Content-Security-Policy forbids, and the whole page is ready at once anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        errors.push(error);
      },
    });
  return text(prelude);
}

/**
 * Throws unless `value` survives a JSON round trip unchanged: no function, symbol, undefined in a list, or
 * class instance (a Date) that the browser would receive as something else.
 * @throws Error naming `what` and the path of the first value that is not JSON
 */
export function assertJson(value: unknown, what: string, path = ''): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertJson(item, what, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) if (item !== undefined) assertJson(item, what, `${path}.${key}`);
    return;
  }
  throw new Error(`${what} must be JSON: ${path || 'the value'} is ${typeof value}`);
}

/**
 * The islands of an islands page (components/island/Island.tsx, docs/decisions/0014): each slot of `body`, in the
 * order of the page, is filled with its island rendered as a root of its own: its `useId` prefix `i{index}-`, the
 * island providers of the browser (no query cache: an island takes its data as props), and its props after a JSON round trip (what the browser will have).
 * @returns the filled body, what the islands hoisted (for the head), and the islands' data block entries
 */
async function renderIslands(
  body: string,
  collector: IslandCollector,
  { pathname, search }: Pick<URL, 'pathname' | 'search'>,
  emotionCache: EmotionCache,
  signal: AbortSignal | undefined,
  errors: unknown[],
): Promise<{ body: string; head: string; islands: IslandData[] }> {
  const islands: IslandData[] = [];
  let head = '';
  const keys = [...body.matchAll(/<!--island:(.*?)-->/g)].map((match) => match[1]!);
  for (const key of keys) {
    const island = collector.get(key);
    if (!island) throw new Error(`island slot ${key} has no island`);
    const index = islands.length;
    assertJson(island.props, `the props of island ${island.name}`);
    const props = JSON.parse(JSON.stringify(island.props)) as object;
    islands.push({ name: island.name, props });
    const markup = await prerenderMarkup(
      <IslandProviders pathname={pathname} search={search} emotionCache={emotionCache}>
        {createElement(island.component, props as never)}
      </IslandProviders>,
      signal,
      errors,
      islandIdPrefix(index),
    );
    const { head: hoisted, body: html } = splitHoisted(markup);
    head += hoisted;
    body = body.replace(`${ISLAND_ATTRIBUTE}="${key}"`, `${ISLAND_ATTRIBUTE}="${index}"`).replace(islandSlotComment(key), () => html);
  }
  return { body, head, islands };
}

/**
 * Where a form posted to `location` is sent in React Router's terms: a page that is an index route (a storefront's
 * home, /in, whose enquiry form posts to its own address) gets `?index`, without which the router would give the
 * post to the layout route above it, which takes no form (a 405).
 */
function actionLocation(routes: RouteObject[], location: URL): URL {
  const target = matchRoutes(routes, location)?.at(-1)?.route;
  if (!target?.index || location.searchParams.has('index')) return location;
  const indexed = new URL(location);
  indexed.searchParams.set('index', '');
  return indexed;
}

/** The request the static handler runs for `location` with `options` (a POST carries the form's fields). */
function routerRequest(routes: RouteObject[], location: URL, { signal, method = 'GET', form, cookie }: RenderOptions): Request {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  if (method !== 'POST') return new Request(location, { signal, method, headers });
  headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(actionLocation(routes, location), { signal, method, headers, body: (form ?? new URLSearchParams()).toString() });
}

/** The redirect a route answered (an accepted form: post, redirect, get), or null for any other Response. */
function redirectOf(response: Response): RenderRedirect | null {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return null;
  const headers: Record<string, string> = {};
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies.join(', ');
  return { redirect: location, status: response.status, headers };
}

async function render(url: string, options: RenderOptions = {}): Promise<RenderedPage | RenderRedirect | null> {
  const { signal } = options;
  const location = new URL(url, 'http://server-render.invalid');
  // One query cache per request, its reads answered inside the server; the loaders fill it before the render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const routes = createRoutes({ queryClient, awaitReads: true });
  // A read that fails (the loaders drop it from the cache, app/route-data.ts) makes the page incomplete.
  let complete = true;
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.state.status === 'error') complete = false;
  });
  if (!isServerRendered(location)) return isUnknownRoute(routes, location) ? BROWSER_NOT_FOUND : null;
  const requestTransport = options.transport ?? transport;
  if (requestTransport) bindApiTransport(queryClient, requestTransport);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(routerRequest(routes, location, options)).finally(stopWatching);
  if (context instanceof Response) return redirectOf(context);
  // A page that does not exist is rendered (status 404); any other route error is left to the browser.
  if (!onlyNotFound(context.errors)) return null;

  const emotionCache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(emotionCache); // before the render: it turns inline <style> elements off
  const errors: unknown[] = [];
  // An islands page whose reads did not all answer is sent as an app page instead: the browser reads them again
  // (an island takes its data as props and never reads), as on every other page.
  const collector: IslandCollector | null = isIslandsPage(context) && complete ? new Map() : null;
  const markup = await renderMarkup(createStaticRouter(dataRoutes, context), context, queryClient, emotionCache, signal, errors, collector);
  // A component that threw inside a Suspense boundary leaves that part to the browser; the server sends the
  // plain page instead (and logs why) rather than a page with a hole in it.
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${location.pathname} failed`);
  const { head: preloads, body: pageBody } = splitHoisted(markup);
  if (collector) {
    const filled = await renderIslands(pageBody, collector, location, emotionCache, signal, errors);
    if (errors.length > 0) throw new AggregateError(errors, `rendering the islands of ${location.pathname} failed`);
    const head = styleTags(emotion.extractCriticalToChunks(filled.body).styles) + preloads + filled.head + SPECULATION_RULES_HTML;
    return { html: filled.body, head, state: islandsDataHtml(filled.islands), status: context.statusCode, complete, islands: true };
  }
  const body = pageBody;
  const head = styleTags(emotion.extractCriticalToChunks(body).styles) + preloads;
  const state = serverRenderStateHtml({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) },
    queries: dehydrate(queryClient),
  });
  return { html: body, head, state, status: context.statusCode, complete };
}

export const serverRender: ServerRenderModule = {
  configure({ publicConfig, transport: renderTransport }) {
    Object.assign(appConfig, publicConfig);
    transport = renderTransport;
    // The server renders every enquiry form whole, with its code.
    renderEnquiryFormsWhole();
  },
  render,
};
export const { configure } = serverRender;
export { render };
