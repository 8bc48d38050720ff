/**
 * App-wide providers: MUI theme (light forced) with CssBaseline, the vendor context, and TanStack Query. In the
 * browser the query client comes restored from, and saving to, localStorage (query-client.ts
 * `restorePersistedCache`, product-spec.md §7, §9).
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from './theme-provider.tsx';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Vendor } from '../../../contracts/vendors.ts';
import { VendorProvider } from '../lib/vendor-context.tsx';
import { theme } from './theme.ts';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** The vendor of the page's path (VendorProvider). */
  initialVendor?: Vendor;
}

/** Wraps the app in its providers. */
export function AppProviders({ children, queryClient, initialVendor }: AppProvidersProps) {
  const content = <VendorProvider initialVendor={initialVendor}>{children}</VendorProvider>;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
    </ThemeProvider>
  );
}
