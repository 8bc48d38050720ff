/**
 * The root of every route: the skip link first, and a smooth scroll to the top on every navigation
 * (product-spec.md §2).
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from './SkipLink.tsx';
import { RouterNavigation } from './RouterNavigation.tsx';

/** Scrolls the window smoothly to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/** Root layout: the skip link, ScrollToTop and the matched route, with the router's navigation (RouterNavigation). */
export function RootLayout() {
  return (
    <RouterNavigation>
      <SkipLink />
      <ScrollToTop />
      <Outlet />
    </RouterNavigation>
  );
}
