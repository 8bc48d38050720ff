/**
 * The fixed top navigation bar — product-spec.md §2 "Global layout": blurred background (opacity 0.4 on medium
 * screens and below, 0.8 above), the menu entries in the bar from the md breakpoint (900 px) up and, below, a top
 * drawer opened by a menu button (TopBarMenu, a `<details>` that works before the app runs).
 *
 * Between md and lg (900–1199 px) the entries are set smaller and closer, so the nine /fd entries fit beside the
 * logo on one line from about 900 px; should they not (a wider sign-in area, another font), a long label wraps
 * onto two balanced lines rather than the bar overflowing. From lg they sit on one line at full size.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import type { MenuItem } from '../../storefronts/menu.ts';
import { TAP_TARGET_PX } from '../../lib/touch.ts';
import { isActive } from './menu-state.ts';
import { QuoteListLink } from '../../features/quote/QuoteListLink.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { TopBarMenu } from './TopBarMenu.tsx';
import { Island } from '../../components/island/Island.tsx';

export interface TopBarProps {
  menu: MenuItem[];
  homePath: string;
  logo: { src: string; alt: string; width: number; height: number };
  /** Extra controls at the end of the bar and at the bottom of the phone drawer (the admin bar's sign-in). */
  renderActions?: (placement: 'bar' | 'drawer') => ReactNode;
  /** The storefront whose search the bar offers (HeaderSearch); none on the admin bar. */
  search?: VendorCode;
}

/** Labels longer than this (characters) may wrap onto two lines between md and lg when the bar is full. */
const LONG_LABEL = 12;

/** The storefront's top bar. */
export function TopBar({ menu, homePath, logo, renderActions, search }: TopBarProps) {
  const { pathname } = useLocation();

  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      sx={{
        backdropFilter: 'blur(10px)',
        WebkitBackdropFilter: 'blur(10px)',
        bgcolor: { xs: 'rgba(255,255,255,0.4)', lg: 'rgba(255,255,255,0.8)' },
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      <Toolbar sx={{ gap: { xs: 2, md: 1.5, lg: 2 }, minHeight: { xs: 64 }, px: { md: 2, lg: 3 } }}>
        <Box
          component={RouterLink}
          to={homePath}
          sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: TAP_TARGET_PX, '& img': { height: { md: 32, lg: 36 }, width: 'auto' } }}
          aria-label={`${logo.alt} home`}
        >
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: { md: 0, lg: 0.5 }, minWidth: 0 }}>
          {menu.map((item) => {
            const active = isActive(item.path, homePath, pathname);
            const long = item.label.length > LONG_LABEL;
            return (
              <Button
                key={item.path}
                component={RouterLink}
                to={item.path}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{
                  fontWeight: active ? 700 : 500,
                  px: { md: 0.75, lg: 1.5 },
                  minWidth: { md: 0, lg: 64 },
                  fontSize: { md: '0.8125rem', lg: '0.875rem' },
                  lineHeight: { md: 1.25, lg: 1.75 },
                  flexShrink: long ? 1 : 0,
                  whiteSpace: { md: long ? 'normal' : 'nowrap', lg: 'nowrap' },
                  textWrap: 'balance',
                  textAlign: 'center',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        {search ? <Island name="header-search" component={HeaderSearch} props={{ code: search }} /> : null}
        {search ? <QuoteListLink code={search} /> : null}
        {renderActions ? (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexShrink: 0, ml: 1 }}>{renderActions('bar')}</Box>
        ) : null}
        {renderActions ? (
          <TopBarMenu menu={menu} homePath={homePath} actions={renderActions('drawer')} />
        ) : (
          <Island name="site-menu" component={TopBarMenu} props={{ menu, homePath, actions: null }} />
        )}
      </Toolbar>
    </AppBar>
  );
}
