/**
 * The fixed top navigation bar — product-spec.md §2 "Global layout": blurred background (opacity 0.4 on medium
 * screens and below, 0.8 above), the storefront menu inline on large screens and, below, a top drawer opened by a
 * menu button.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import type { MenuItem } from '../../storefronts/menu.ts';

export interface TopBarProps {
  menu: MenuItem[];
  homePath: string;
  logo: { src: string; alt: string; width: number; height: number };
  /** Extra controls at the end of the bar and at the bottom of the phone drawer (the admin bar's sign-in). */
  renderActions?: (placement: 'bar' | 'drawer') => ReactNode;
}

/** True when `path` is the current page or, for non-home entries, one of its parents. */
function isActive(path: string, homePath: string, pathname: string): boolean {
  if (path === homePath) return pathname === homePath;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The storefront's top bar. */
export function TopBar({ menu, homePath, logo, renderActions }: TopBarProps) {
  const [open, setOpen] = useState(false);
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
          onClick={() => setOpen(true)}
          sx={{ ml: 'auto', display: { xs: 'inline-flex', lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="top" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
          <IconButton aria-label="Close menu" onClick={() => setOpen(false)} sx={{ ml: 'auto' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Main">
          {menu.map((item) => (
            <ListItemButton
              key={item.path}
              component={RouterLink}
              to={item.path}
              selected={isActive(item.path, homePath, pathname)}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        {renderActions ? renderActions('drawer') : null}
      </Drawer>
    </AppBar>
  );
}
