/**
 * The phone menu of the top bar (product-spec.md §2 "Global layout": below the lg breakpoint the menu opens in
 * a drawer from the top). Its own module so that TopBar can load it on first use (issue 8).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuItem } from '../../storefronts/menu.ts';
import { isActive } from './menu-state.ts';

export interface TopBarDrawerProps {
  open: boolean;
  onClose: () => void;
  menu: MenuItem[];
  homePath: string;
  logo: { src: string; alt: string; width: number; height: number };
  /** Extra controls under the menu (the admin bar's sign-in). */
  actions: ReactNode;
}

/** The drawer with the logo, a close button, the menu entries (the current one selected) and `actions`. */
export default function TopBarDrawer({ open, onClose, menu, homePath, logo, actions }: TopBarDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer anchor="top" open={open} onClose={onClose}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ ml: 'auto' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Main">
        {menu.map((item) => (
          <ListItemButton key={item.path} component={RouterLink} to={item.path} selected={isActive(item.path, homePath, pathname)} onClick={onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
      {actions}
    </Drawer>
  );
}
