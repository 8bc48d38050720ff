/**
 * Entry point in the browser (issue 8, docs/decisions/0006). On a page the server rendered, the markup, its
 * styles and its largest image come first: the app's JavaScript is requested only once the browser has painted
 * the page, so on a slow connection it does not compete with them, and then hydrates it (client.tsx). Elsewhere
 * (the admin, a page left to the browser) the app loads at once.
 */
import './app/fonts.ts';
import { readServerRenderState } from './app/server-render-state.ts';

const state = readServerRenderState();
if (state) {
  // After the next frame has been produced: the first paint is the server's page.
  requestAnimationFrame(() => setTimeout(() => void import('./client.tsx').then((app) => app.start(state)), 0));
} else {
  void import('./client.tsx').then((app) => app.start(null));
}
