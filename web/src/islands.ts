/**
 * Entry point of an islands page in the browser (docs/decisions/0014), built on its own (`vite build --mode
 * islands`, web/islands.html): none of the app's router, pages or start chunks, only the islands' start and, each
 * in its own chunk, the islands the page shows. The top bar's quote count is filled in at once, without React,
 * by a small chunk of its own (components/quote/show-quote-counts.ts); after the page's load (app/start/after-page-load.ts) the islands start
 * (app/islands/start-islands.ts), each when it can be touched; a page without islands is ready at once.
 */
import './app/fonts.ts';
import { readIslandsData } from './app/islands/islands-data.ts';
import { afterPageLoad } from './app/start/after-page-load.ts';
import { QUOTE_COUNT_ATTRIBUTE } from './components/quote/quote-count-attributes.ts';

if (document.querySelector(`[${QUOTE_COUNT_ATTRIBUTE}]`)) {
  void import('./components/quote/show-quote-counts.ts').then((module) => module.showQuoteCounts());
}
const islands = readIslandsData();
if (islands && islands.length > 0) {
  afterPageLoad(() => void import('./app/islands/start-islands.ts').then((module) => module.startIslands(islands)));
} else {
  document.documentElement.dataset.app = 'ready';
}
