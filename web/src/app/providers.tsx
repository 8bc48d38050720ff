/**
 * App-wide providers: MUI theme (light forced) with CssBaseline, the vendor context, and TanStack Query with
 * its localStorage persister (maxAge = the cache lifetime, product-spec.md §9).
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { VendorProvider } from '../features/vendor/vendor-context.tsx';
import { cacheLifetimeMs } from '../lib/config.ts';
import { createPersister, createQueryClient } from './query-client.ts';
import { forceLightMode, theme } from './theme.ts';

forceLightMode();
const lifetime = cacheLifetimeMs();
const queryClient = createQueryClient(lifetime);
const persister = createPersister();

/** Wraps the app in its providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: lifetime, buster: 'v1' }}>
        <VendorProvider>{children}</VendorProvider>
      </PersistQueryClientProvider>
    </ThemeProvider>
  );
}
