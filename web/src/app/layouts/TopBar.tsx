/**
 * The fixed top navigation bar — product-spec.md §2 "Global layout": blurred background (opacity 0.4 on medium
 * screens and below, 0.8 above), the storefront menu inline on large screens and, below, a top drawer opened by a
 * menu button.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import type { MenuItem } from '../../storefronts/menu.ts';
import { isActive } from './menu-state.ts';

/** The phone menu's drawer, loaded the first time it opens (issue 8: Modal, transitions and focus trap stay out of the first load). */
const TopBarDrawer = lazy(() => import('./TopBarDrawer.tsx'));

export interface TopBarProps {
  menu: MenuItem[];
  homePath: string;
  logo: { src: string; alt: string; width: number; height: number };
  /** Extra controls at the end of the bar and at the bottom of the phone drawer (the admin bar's sign-in). */
  renderActions?: (placement: 'bar' | 'drawer') => ReactNode;
}

/** The storefront's top bar. */
export function TopBar({ menu, homePath, logo, renderActions }: TopBarProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
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
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64 } }}>
        <Box component={RouterLink} to={homePath} sx={{ display: 'flex', alignItems: 'center' }} aria-label={`${logo.alt} home`}>
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: { xs: 'none', lg: 'flex' }, gap: 0.5 }}>
          {menu.map((item) => {
            const active = isActive(item.path, homePath, pathname);
            return (
              <Button
                key={item.path}
                component={RouterLink}
                to={item.path}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{ fontWeight: active ? 700 : 500, px: 1.5 }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        {renderActions ? (
          <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', ml: 1 }}>{renderActions('bar')}</Box>
        ) : null}
        <IconButton
          aria-label="Open menu"
          onClick={() => {
            setDrawerUsed(true);
            setOpen(true);
          }}
          sx={{ ml: 'auto', display: { xs: 'inline-flex', lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <TopBarDrawer
            open={open}
            onClose={() => setOpen(false)}
            menu={menu}
            homePath={homePath}
            logo={logo}
            actions={renderActions ? renderActions('drawer') : null}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
