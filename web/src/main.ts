/**
 * Entry point in the browser (docs/decisions/0006). On a page the server rendered, the markup, its
 * styles and its images come first: the app's JavaScript is requested only once the page has loaded (its eager
 * images, the largest among them) and been painted, so on a slow connection it does not share the bandwidth with
 * them and its evaluation cannot hold back the paint of the largest image; then it hydrates the page
 * (entry-client.tsx). On a connection limited by bandwidth that costs the app hardly any time: the same bytes arrive in
 * the same total time, the image's first. A load event that has not come `APP_LOAD_LATEST_MS` after the entry ran
 * (a stalled image) does not hold the app back longer. Elsewhere (the admin, a page left to the browser) the app
 * loads at once.
 */
import './app/fonts.ts';
import { readServerRenderState } from './app/server-render-state.ts';

/** The longest the app waits for the page's load event, in ms. */
const APP_LOAD_LATEST_MS = 5000;

const state = readServerRenderState();
if (state) {
  let requested = false;
  // After the load event and the next frame: the page and its images are painted.
  const hydrate = () => {
    if (requested) return;
    requested = true;
    requestAnimationFrame(() => setTimeout(() => void import('./entry-client.tsx').then((app) => app.start(state)), 0));
  };
  if (document.readyState === 'complete') hydrate();
  else {
    window.addEventListener('load', hydrate, { once: true });
    setTimeout(hydrate, APP_LOAD_LATEST_MS);
  }
} else {
  void import('./entry-client.tsx').then((app) => app.start(null));
}
