/**
 * The inbox's own QueryClient. The inbox holds personal data; the app's client persists its cache to
 * localStorage (product-spec.md §7, meant for the catalogue), which is no place for enquirers' names and
 * addresses. So the inbox page runs its queries in a client of its own that is never persisted and goes when the
 * page unmounts.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A QueryClient for the inbox alone, never persisted (see the module comment). */
export function createInboxQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** Gives its children the inbox's own, unpersisted QueryClient (one per mounted page). */
export function InboxQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createInboxQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
