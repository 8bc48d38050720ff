/**
 * Layout of a storefront (/in or /fd): top bar, page, footer. Entering a storefront route selects its vendor
 * (product-spec.md §2 "Entering any /in route sets the selected vendor to radhe"); the page renders only once
 * the selection matches, so no read goes out for the previously stored vendor. Bar, page and footer are Suspense
 * boundaries: React hydrates a server-rendered page one boundary at a time, letting the browser work in between
 * (docs/decisions/0006). The storefront's theme (its accent, app/theme.ts) covers all three. The /in home has no top padding
 * (its banner sits under the translucent bar); every other page is padded below the fixed bar.
 */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { ThemeProvider } from '../theme-provider.tsx';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { storefrontContent } from '../../storefronts/content.ts';
import { menus } from '../../storefronts/menu.ts';
import { StorefrontPageMeta } from '../../storefronts/page-meta.tsx';
import { paths } from '../../lib/paths.ts';
import { StorefrontFooter } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { storefrontThemes } from '../theme.ts';

/** Top bar height in px (MUI Toolbar, 64). */
export const TOP_BAR_HEIGHT = 64;

/** A storefront's layout. */
export function StorefrontLayout({ code }: { code: VendorCode }) {
  const { selectedVendorCode, selectVendorByCode } = useVendor();
  const { pathname } = useLocation();
  const content = storefrontContent[code];
  const menu = menus[code];
  const homePath = paths.storefront(code);
  const noTopPadding = code === 'in' && pathname === homePath;

  useEffect(() => {
    selectVendorByCode(code);
  }, [code, selectVendorByCode]);

  return (
    <ThemeProvider theme={storefrontThemes[code]}>
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StorefrontPageMeta code={code} pathname={pathname} />
      <Suspense>
        <TopBar menu={menu} homePath={homePath} logo={content.logo} search={code} />
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: noTopPadding ? 0 : `${TOP_BAR_HEIGHT}px` }}>
        <Suspense>{selectedVendorCode === code ? <Outlet /> : null}</Suspense>
      </Box>
      <Suspense>
        <StorefrontFooter code={code} menu={menu} />
      </Suspense>
    </Box>
    </ThemeProvider>
  );
}
