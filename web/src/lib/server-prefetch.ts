/**
 * Server rendering's data discovery (issue 8, docs/decisions/0006). While the server renders a page
 * (web/src/entry-server.tsx), the catalogue hooks report the queries the page would fetch — only the enabled
 * ones — into the request's collector; the server fetches those, renders again with the data in the cache, and
 * sends the cache along so the browser hydrates without fetching. In the browser there is no collector and
 * `useServerPrefetch` does nothing.
 */
import { createContext, useContext } from 'react';
import type { QueryKey } from '@tanstack/react-query';

/** What a page asked for during one server render: query options by serialised key. */
export type ServerPrefetchCollector = Map<string, { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> }>;

/** The collector of the render in progress; null in the browser. */
export const ServerPrefetchContext = createContext<ServerPrefetchCollector | null>(null);

/**
 * Reports `options` (a query the component reads, or null when the query is disabled) to the server render's
 * collector. A no-op in the browser.
 */
export function useServerPrefetch(
  options: { queryKey: QueryKey; queryFn?: unknown } | null,
): void {
  const collector = useContext(ServerPrefetchContext);
  if (!collector || !options || typeof options.queryFn !== 'function') return;
  collector.set(JSON.stringify(options.queryKey), {
    queryKey: options.queryKey,
    queryFn: options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>,
  });
}
