/**
 * Entry point of an islands page in the browser (docs/decisions/0014), built on its own (`vite build --mode
 * islands`, web/islands.html): none of the app's router, pages or start chunks, only the islands' start and, each
 * in its own chunk, the islands the page shows. After the page's load (app/start/after-page-load.ts) the islands
 * start (app/islands/start-islands.tsx); a page without islands runs nothing more and is ready at once.
 */
import './app/fonts.ts';
import { readIslandsData } from './app/islands/islands-data.ts';
import { afterPageLoad } from './app/start/after-page-load.ts';

const islands = readIslandsData();
if (islands && islands.length > 0) {
  afterPageLoad(() => void import('./app/islands/start-islands.tsx').then((module) => module.startIslands(islands)));
} else {
  document.documentElement.dataset.app = 'ready';
}
