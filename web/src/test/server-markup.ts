/**
 * Test helper: a component's server-rendered markup in a detached container, as a browser holds it before the app
 * runs (what works without JavaScript). Only the markup: no script runs on it.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** `element` rendered by React's server renderer into a `div` (not attached to the document). */
export function serverMarkup(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}
