/**
 * The app in the browser (loaded by main.ts). A page the server rendered (entry-server.tsx,
 * docs/decisions/0006) is hydrated: the matched routes' lazy modules are loaded first and the read cache is filled
 * from the page's state block, so the first render in the browser is the one the server sent. Any other page (the
 * admin, a server without the render bundle) is rendered from scratch.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { CacheProvider } from '@emotion/react';
// React DOM, the router and the cache's hydrate come through the start stages: each ends its chunk's evaluation
// with a yield to the browser (app/start).
import { createRoot, hydrateRoot } from './app/start/react-stage.ts';
import { createBrowserRouter, hydrate, matchRoutes, RouterProvider, type DataRouter } from './app/start/router-stage.ts';
import { nextTask } from './app/start/next-task.ts';
import { createBrowserEmotionCache } from './app/emotion-cache.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient, restorePersistedCache } from './app/query-client.ts';
import { reviveRouteErrors } from './app/route-errors.ts';
import { createRoutes } from './app/router.tsx';
import type { ServerRenderState } from './app/server-render-state.ts';
import { forceLightMode } from './app/theme.ts';
import { vendorOfPath } from './lib/selected-vendor.ts';

forceLightMode();
const queryClient = createQueryClient();
// In the browser a loader only starts its reads: the page shows its loading state while they arrive.
const routes = createRoutes({ queryClient, awaitReads: false });
const initialVendor = vendorOfPath(window.location.pathname);
// Takes over the server-rendered page's styles where they are (app/emotion-cache.ts).
const emotionCache = createBrowserEmotionCache();
const container = document.getElementById('root')!;

/** Runs once the app has committed its first render (set by `start`). */
let afterFirstCommit: (() => void) | undefined;

/**
 * Marks the document once the app has committed its first render (`<html data-app="ready">`): from then on its
 * controls respond (React replays a click on a part still being hydrated). Before, a server-rendered page shows
 * them without handlers. Browser tests wait for it (e2e/support/app.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    const next = afterFirstCommit;
    afterFirstCommit = undefined;
    next?.();
  }, []);
  return null;
}

function app(router: DataRouter) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient} initialVendor={initialVendor}>
          <RouterProvider router={router} />
          <AppReady />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}

/** Loads the lazy modules of the routes that match the current URL into their route objects. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Hydrates the server's page with `state`, or renders the app from scratch when there is none; the persisted
 * read cache is restored after the hydration (without the page's own reads, which are newer) or before the render
 * from scratch (query-client.ts `restorePersistedCache`). Hydration starts each step in its own task (after the
 * app's evaluation, after the routes have loaded, before React's first slice): a phone's main thread stays free
 * for input in between (docs/performance.md).
 */
export async function start(state: ServerRenderState | null): Promise<void> {
  if (state && container.firstChild) {
    await nextTask();
    await loadMatchedRoutes();
    hydrate(queryClient, state.queries);
    const pageReads = state.queries.queries.map((query) => query.queryHash);
    afterFirstCommit = () => void nextTask().then(() => restorePersistedCache(queryClient, { except: pageReads }));
    // A page drawn from a route error (a 404) hydrates with that error.
    const router = createBrowserRouter(routes, { hydrationData: { ...state.router, errors: reviveRouteErrors(state.router.errors) } });
    await nextTask();
    // In a transition, React hydrates in slices and lets the browser work in between (no long task).
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else {
    await restorePersistedCache(queryClient);
    createRoot(container).render(app(createBrowserRouter(routes)));
  }
}

