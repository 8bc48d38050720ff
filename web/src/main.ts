/**
 * Entry point in the browser (docs/decisions/0006). On a page the server rendered, the markup, its
 * styles and its images come first: the app's JavaScript is requested only once the page has loaded (its eager
 * images, the largest among them) and been painted, so on a slow connection it does not share the bandwidth with
 * them and its evaluation cannot hold back the paint of the largest image; then it hydrates the page
 * (entry-client.tsx). On a connection limited by bandwidth that costs the app hardly any time: the same bytes arrive in
 * the same total time, the image's first. A load event that has not come `APP_LOAD_LATEST_MS` (app/start/after-page-load.ts) after the entry ran
 * (a stalled image) does not hold the app back longer. Elsewhere (the admin, a page left to the browser) the app
 * loads at once. An islands page has its own entry (islands.ts, docs/decisions/0014).
 */
import './app/fonts.ts';
import { readServerRenderState } from './app/server-render-state.ts';
import { afterPageLoad } from './app/start/after-page-load.ts';

const state = readServerRenderState();
if (state) afterPageLoad(() => void import('./entry-client.tsx').then((app) => app.start(state)));
else void import('./entry-client.tsx').then((app) => app.start(null));
