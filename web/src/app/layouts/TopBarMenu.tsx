/**
 * The small-screen menu of the top bar — product-spec.md §2 "On small screens the menu is a top drawer opened by
 * a menu button", "the drawer menu (an element that opens without JavaScript)".
 *
 * Why `<details>`/`<summary>`: the browser opens and closes it by itself, with a mouse, a finger, Enter or Space,
 * and tells assistive technology whether it is expanded, so the menu works from the first paint of a
 * server-rendered page, before the app's JavaScript has arrived and with it off, and a click before hydration
 * is never lost (the element is already open when the app takes over). A `:target` panel was the other choice;
 * it puts `#site-menu` into the address and the history, and closing it means following another link.
 *
 * - The summary is the bar's menu button: a hamburger named 'Open menu' while closed, a cross named 'Close menu'
 *   while open (two labels, the other one not displayed, so the name follows the state without script).
 * - The panel is the top drawer: under the bar, full width, the menu entries as links (the current one marked
 *   with aria-current="page"), then `actions` (the admin bar's sign-in). It slides in (not with reduced motion),
 *   scrolls by itself when taller than the screen, and locks the page's scrolling while open.
 * - The rest of the page is dimmed by the summary's own `::before`, so a click outside the panel closes the
 *   menu, also without script.
 * - With the app running: a click on a menu link or Escape closes it and puts the focus on the menu button (as the
 *   drawer it replaces did); any other change of path closes it too, moving the focus there only from inside
 *   the panel (so it is never lost in a hidden panel).
 * - Below the md breakpoint only (the bar shows its entries from md, 900 px, up).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import type { MenuItem } from '../../storefronts/menu.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import { barSummarySx, visuallyHidden } from './bar-button.ts';
import { isActive } from './menu-state.ts';

/** Height of the bar the panel hangs under, in px (the Toolbar's minHeight). */
const BAR_HEIGHT = 64;

const slideDown = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;


export interface TopBarMenuProps {
  menu: MenuItem[];
  homePath: string;
  /** Extra controls under the entries (the admin bar's sign-in). */
  actions?: ReactNode;
}

/**
 * Closing the menu `details` with the app running: on a change of `pathname` (not on the first render: a menu
 * opened before hydration stays open) and on Escape. Returns `close(focusButton)`; the focus goes to the summary
 * when asked or when it was inside the panel. `onToggle` keeps the hook told whether the element is open.
 */
function useMenuClosing(pathname: string) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback((focusButton: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    const focusInside = details.contains(document.activeElement);
    details.open = false;
    setOpen(false);
    if (focusButton || focusInside) (details.firstElementChild as HTMLElement | null)?.focus({ preventScroll: true });
  }, []);

  // A menu opened before the app ran is open now: follow the element, not the server's markup.
  useEffect(() => {
    setOpen(ref.current?.open ?? false);
  }, []);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(false);
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const onToggle = useCallback(() => setOpen(ref.current?.open ?? false), []);
  return { ref, open, close, onToggle };
}

/** The menu button and its drawer; see the module comment. */
export function TopBarMenu({ menu, homePath, actions }: TopBarMenuProps) {
  const { pathname, Link: RouterLink } = useSiteNavigation();
  const { ref, close, onToggle } = useMenuClosing(pathname);
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close(true);
  };

  return (
    <Box
      component="details"
      ref={ref}
      onToggle={onToggle}
      data-testid="site-menu"
      sx={{
        ml: 'auto',
        display: { xs: 'block', md: 'none' },
        // Scrolling the page under the open menu is locked (the panel scrolls by itself), on small screens only:
        // from md the menu is not shown even when left open.
        '@media (max-width: 899.95px)': { 'html:has(&[open])': { overflow: 'hidden' } },
        '&:not([open]) .menu-when-open, &[open] .menu-when-closed': { display: 'none' },
        '& > summary': barSummarySx,
        // The dimmed page under the panel belongs to the summary: a click on it closes the menu.
        '&[open] > summary::before': {
          content: '""',
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          height: '100vh',
          bgcolor: 'rgba(15, 42, 68, 0.4)',
          cursor: 'default',
        },
      }}
    >
      <summary>
        <MenuIcon className="menu-when-closed" />
        <CloseIcon className="menu-when-open" />
        <Box component="span" className="menu-when-closed" sx={visuallyHidden}>
          Open menu
        </Box>
        <Box component="span" className="menu-when-open" sx={visuallyHidden}>
          Close menu
        </Box>
      </summary>
      <Box
        data-testid="site-menu-panel"
        onClick={onPanelClick}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          zIndex: 1,
          maxHeight: `calc(100dvh - ${BAR_HEIGHT}px)`,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: 8,
          animation: `${slideDown} 200ms ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Box component="nav" aria-label="Main">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
            {menu.map((item) => {
              const active = isActive(item.path, homePath, pathname);
              return (
                <li key={item.path}>
                  <Box
                    component={RouterLink}
                    to={item.path}
                    aria-current={active ? 'page' : undefined}
                    sx={{
                      display: 'block',
                      px: 3,
                      py: 1.5,
                      borderLeft: 4,
                      borderColor: active ? 'primary.main' : 'transparent',
                      color: active ? 'primary.main' : 'inherit',
                      bgcolor: active ? 'rgba(21, 101, 192, 0.08)' : 'transparent',
                      fontWeight: active ? 700 : 500,
                      fontSize: '1rem',
                      textDecoration: 'none',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                    }}
                  >
                    {item.label}
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
        {actions ? <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1, px: 1.5 }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}
