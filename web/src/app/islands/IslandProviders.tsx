/**
 * What every island root stands in, on the server and in the browser alike (components/island/Island.tsx,
 * docs/decisions/0014): the page's emotion cache, the theme of the page's storefront (or the site's on the landing
 * page), the vendor of the page's path, and the document's navigation (lib/navigation.tsx: no router). A
 * link inside an island is a plain link: following it (or `navigate`) loads the next page as a document, which the
 * page's speculation rules have usually fetched already (app/islands/islands-data.ts). No query client:
 * the islands that read or send bring their own (lib/ensure-query-client.tsx).
 */
import { useMemo, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { VendorProvider, vendorOfPath } from '../../lib/vendor-context.tsx';
import { documentNavigation, SiteNavigationProvider } from '../../lib/navigation.tsx';
import { storefrontThemes, theme } from '../theme.ts';

export interface IslandProvidersProps {
  children: ReactNode;
  /** The path of the page the island is part of (/in/about-us). */
  pathname: string;
  emotionCache: EmotionCache;
}

/** See the module comment. */
export function IslandProviders({ children, pathname, emotionCache }: IslandProvidersProps) {
  const vendor = vendorOfPath(pathname);
  const navigation = useMemo(() => documentNavigation(pathname), [pathname]);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={vendor ? storefrontThemes[vendor.code] : theme}>
        <VendorProvider initialVendor={vendor}>
          <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>
        </VendorProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
