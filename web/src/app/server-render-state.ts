/**
 * What a server-rendered page carries for the browser to hydrate with (docs/decisions/0006): the
 * router's hydration data and the read cache the page was rendered from. The server writes it as a JSON data
 * block (`<script type="application/json" id="ssr-state">`, never an inline script: the Content-Security-Policy
 * forbids those); main.ts reads it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { jsonDataBlock } from '../../../contracts/json-data-block.ts';

/** Id of the data block in the page. */
export const SERVER_RENDER_STATE_ID = 'ssr-state';

export interface ServerRenderState {
  /**
   * React Router's hydration data: loader data, action data and route errors — only 404 responses, as
   * written by app/route-errors.ts `serializeRouteErrors`; entry-client.tsx revives them (`reviveRouteErrors`).
   */
  router: HydrationState;
  /** The TanStack Query cache (successful reads only) the page was rendered from. */
  queries: DehydratedState;
}

/**
 * The data block as HTML. Every `<` is written as `\u003c` so no text in the data (a product name, say) can
 * close the element.
 */
export function serverRenderStateHtml(state: ServerRenderState): string {
  return jsonDataBlock(SERVER_RENDER_STATE_ID, state);
}

/** The state of a server-rendered page, or null when the page was not server rendered (or the block is unreadable). */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const raw = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as ServerRenderState;
    return state && typeof state === 'object' && state.router && state.queries ? state : null;
  } catch (error) {
    console.error('Unreadable server render state', error);
    return null;
  }
}
