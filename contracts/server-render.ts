/**
 * The contract between the server (server/routes/spa.ts) and the web app's server-render bundle
 * (web/src/entry-server.tsx, built by `npm run build` into dist/ssr/entry-server.js). Issue 8,
 * docs/decisions/0006.
 */
import type { PublicConfig } from './public-config.ts';

/** Sends one API request during a render (the server answers it in-process). */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A rendered page: pieces the server puts into index.html. */
export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** Elements for the end of `<head>`: the critical styles of the markup and the preloads React asked for. */
  head: string;
  /** The state block the browser hydrates from (a `<script type="application/json">`), for the end of `<body>`. */
  state: string;
}

export interface ServerRenderModule {
  /** Once, before the first render: the public config the browser also gets, and how API reads are answered. */
  configure(options: { publicConfig: PublicConfig; transport: RenderTransport }): void;
  /**
   * Renders the page at `url` (path and query). Null when that page is left to the browser (the admin, the
   * sign-in return) or could not be rendered consistently (a route error).
   */
  render(url: string, options?: { signal?: AbortSignal }): Promise<RenderedPage | null>;
}
