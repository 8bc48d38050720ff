/**
 * The app's navigation for the parts that may also run as islands (lib/navigation.tsx): React Router's Link, the
 * router's location and `navigate`, so inside the app they navigate without loading a document; a change of the
 * query is a navigation that keeps the scroll.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteNavigationProvider, type SiteNavigation } from '../../lib/navigation.tsx';

/** Provides the router's navigation to `children` (placed under the router, app/layouts/RootLayout.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({
      Link,
      pathname,
      loadsDocuments: false,
      search,
      navigate: (to, options) => void navigate(to, options),
      setSearch: (next, options) => void navigate({ search: next }, { replace: options?.replace, preventScrollReset: true }),
    }),
    [pathname, search, navigate],
  );
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>;
}
