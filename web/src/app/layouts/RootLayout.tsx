/**
 * The root of every route: scrolls smoothly to the top on every navigation (product-spec.md §2).
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls the window smoothly to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/** Root layout: ScrollToTop plus the matched route. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
