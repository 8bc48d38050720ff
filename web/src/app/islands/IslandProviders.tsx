/**
 * What every island root stands in, on the server and in the browser alike (components/island/Island.tsx,
 * docs/decisions/0014): the page's emotion cache, the theme of the page's storefront (or the site's on the landing
 * page), the vendor of the page's path, and the document's navigation and query (lib/navigation.tsx: no router). A
 * link inside an island is a plain link: following it (or `navigate`) loads the next page as a document, which the
 * page's speculation rules have usually fetched already (app/islands/islands-data.ts). No query client:
 * the islands that read or send bring their own (lib/ensure-query-client.tsx).
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '../theme-provider.tsx';
import { VendorProvider } from '../../lib/vendor-context.tsx';
import { vendorOfPath } from '../../lib/selected-vendor.ts';
import { documentNavigation, SiteNavigationProvider, subscribeToSearch } from '../../lib/navigation.tsx';
import { storefrontThemes, theme } from '../theme.ts';

export interface IslandProvidersProps {
  children: ReactNode;
  /** The path of the page the island is part of (/in/about-us). */
  pathname: string;
  /**
   * The page's query as the server rendered it (`?enquiry=quote`, or ''); in the browser the island then follows the
   * document's (Back/Forward, lib/navigation.tsx `setSearch`).
   */
  search: string;
  emotionCache: EmotionCache;
}

/** See the module comment. */
export function IslandProviders({ children, pathname, search: rendered, emotionCache }: IslandProvidersProps) {
  const vendor = vendorOfPath(pathname);
  const search = useSyncExternalStore(subscribeToSearch, () => window.location.search, () => rendered);
  const navigation = useMemo(() => documentNavigation(pathname, search), [pathname, search]);
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
