/**
 * Entry point in the browser (issue 8, docs/decisions/0006). On a page the server rendered, the markup, its
 * styles and its images come first: the app's JavaScript is requested only once the page has loaded (its eager
 * images, the largest among them) and been painted, so on a slow connection it does not share the bandwidth with
 * them and its evaluation cannot hold back the paint of the largest image; then it hydrates the page
 * (client.tsx). On a connection limited by bandwidth that costs the app hardly any time: the same bytes arrive in
 * the same total time, the image's first. Elsewhere (the admin, a page left to the browser) the app loads at once.
 */
import './app/fonts.ts';
import { readServerRenderState } from './app/server-render-state.ts';

const state = readServerRenderState();
if (state) {
  // After the load event and the next frame: the page and its images are painted.
  const hydrate = () =>
    requestAnimationFrame(() => setTimeout(() => void import('./client.tsx').then((app) => app.start(state)), 0));
  if (document.readyState === 'complete') hydrate();
  else window.addEventListener('load', hydrate, { once: true });
} else {
  void import('./client.tsx').then((app) => app.start(null));
}
