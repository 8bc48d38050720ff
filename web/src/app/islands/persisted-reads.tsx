/**
 * The read cache of an island that reads the catalogue (a listing's "Load more"): the app's client and localStorage
 * persister (app/query-client.ts), so its reads are cached in local storage and kept for the cache lifetime as the
 * app's are (product-spec.md §7, §9), and a page read within that time comes from storage. Loaded only with such an
 * island (registry.ts), so the islands pages that read nothing never load TanStack Query for it.
 */
import type { ComponentType, ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, restorePersistedCache } from '../query-client.ts';

/** One client for every island of the page that reads, restored from storage once. */
let pageClient: QueryClient | undefined;

/** The page's persisted client, made and restored on first use. */
function pageQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    // A cache that cannot be read or saved (storage blocked or full) leaves the client working without it.
    void restorePersistedCache(pageClient).catch(() => {});
  }
  return pageClient;
}

/** `Component` under the page's persisted query client. */
export function withPersistedReads<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function PersistedReads(props: P) {
    return (
      <QueryClientProvider client={pageQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  PersistedReads.displayName = `PersistedReads(${Component.displayName ?? Component.name})`;
  return PersistedReads;
}
