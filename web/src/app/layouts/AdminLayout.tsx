/**
 * The admin area's protected layout (product-spec.md §2 "Global layout" and "/admin/manage : Product Manager
 * under a separate protected layout"): the admin-oriented top bar (Home, Product Manager, radhe
 * storefront, therm storefront, Enquiries, and Sign in / display name + Sign out), the page only for a
 * signed-in administrator ('You need to sign in to access this page.' when signed out; the access page for an
 * account that is not an administrator), and the footer with its menu.
 * A lazy chunk: public pages never load sign-in code.
 */
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { AuthButtons } from '../../features/auth/AuthButtons.tsx';
import { AuthProvider } from '../../features/auth/AuthProvider.tsx';
import { RequireAdministrator } from '../../features/auth/RequireAdministrator.tsx';
import { RequireSignIn } from '../../features/auth/RequireSignIn.tsx';
import { storefrontContent } from '../../storefronts/content.ts';
import type { MenuItem } from '../../storefronts/menu.ts';
import { paths } from '../../lib/paths.ts';
import { StorefrontFooter } from './Footer.tsx';
import { TOP_BAR_HEIGHT } from './StorefrontLayout.tsx';
import { TopBar } from './TopBar.tsx';

/** The admin-oriented menu (product-spec.md §2 "Top menu entries"), plus the enquiry inbox. */
export const adminMenu: MenuItem[] = [
  { label: 'Home', path: paths.home() },
  { label: 'Product Manager', path: paths.adminManage() },
  { label: 'radhe storefront', path: paths.storefront('in') },
  { label: 'therm storefront', path: paths.storefront('fd') },
  { label: 'Enquiries', path: paths.adminEnquiries() },
];

/** Default export for the lazy route. */
export default function AdminLayout() {
  const content = storefrontContent.in;
  return (
    <AuthProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar
          menu={adminMenu}
          homePath={paths.home()}
          logo={content.logo}
          renderActions={(placement) => <AuthButtons stacked={placement === 'drawer'} />}
        />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: `${TOP_BAR_HEIGHT}px` }}>
          <RequireSignIn>
            <RequireAdministrator>
              <Outlet />
            </RequireAdministrator>
          </RequireSignIn>
        </Box>
        <StorefrontFooter code="in" menu={adminMenu} />
      </Box>
    </AuthProvider>
  );
}
