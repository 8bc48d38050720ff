/**
 * App-wide providers: MUI theme (light forced) with CssBaseline, the vendor context, and TanStack Query —
 * in the browser with its localStorage persister (maxAge = the cache lifetime, product-spec.md §9); in the server
 * render (entry-server.tsx) without one.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import type { Vendor } from '../../../contracts/vendors.ts';
import { VendorProvider } from '../features/vendor/vendor-context.tsx';
import { cacheLifetimeMs } from '../lib/config.ts';
import { theme } from './theme.ts';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** The browser's localStorage persister; none on the server. */
  persister?: Persister;
  /** The vendor of the page's path (VendorProvider). */
  initialVendor?: Vendor;
}

/** Wraps the app in its providers. */
export function AppProviders({ children, queryClient, persister, initialVendor }: AppProvidersProps) {
  const content = <VendorProvider initialVendor={initialVendor}>{children}</VendorProvider>;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {persister ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{ persister, maxAge: cacheLifetimeMs(), buster: 'v1' }}
        >
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      )}
    </ThemeProvider>
  );
}
