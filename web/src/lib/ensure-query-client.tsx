/**
 * A TanStack Query client for a part of the page that may run without the app (an island, docs/decisions/0014):
 * the app's client where there is one, else one of the part's own, made when the part first renders. So an islands
 * page loads TanStack Query only with the parts that read or send (the search suggestions, the enquiry form), and
 * their reads are not persisted (neither is persisted by the app either: suggestions and enquiries are not kept).
 */
import { useContext, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { retryUnlessClientError } from './api-client.ts';

/** Renders `children` under the app's query client, or under one of their own where there is none. */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const present = useContext(QueryClientContext);
  const [own] = useState(() => (present ? null : new QueryClient({ defaultOptions: { queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false } } })));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children;
}
