/**
 * The admin area's protected layout (product-spec.md §2 "Global layout" and "/admin/manage : Product Manager
 * under a separate protected layout"): the admin-oriented top bar (Home, Product Manager, radhe
 * storefront, therm storefront, Enquiries, and Sign in / display name + Sign out), the page only for a
 * signed-in staff member ('You need to sign in to access this page.' when signed out; the access page for an
 * account without a staff role), and the footer with its menu. Once the account's roles are known the menus offer
 * only the tools they allow (the Product Manager to catalogue editors and administrators, Enquiries to sales and
 * administrators; the Audit log to administrators alone; lib/staff-access.tsx).
 * A lazy chunk: public pages never load sign-in code.
 */
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { AuthButtons } from '../../features/auth/AuthButtons.tsx';
import { AuthProvider } from '../../features/auth/AuthProvider.tsx';
import { RequireStaff, StaffAccountProvider } from '../../features/auth/RequireStaff.tsx';
import { RequireSignIn } from '../../features/auth/RequireSignIn.tsx';
import { storefrontContent } from '../../storefronts/content.ts';
import type { MenuItem } from '../../storefronts/menu.ts';
import { paths } from '../../lib/paths.ts';
import { useKnownStaffAccess, type StaffAccess } from '../../lib/staff-access.tsx';
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

/** The audit log's entry: administrators only, so shown only once the roles are known to allow it. */
const auditEntry: MenuItem = { label: 'Audit log', path: paths.adminAudit() };

/**
 * The admin menu for `access`: without the Product Manager for an account that edits no storefront, without
 * Enquiries for one that may not work them, with the Audit log for administrators; every entry but the Audit log
 * while the roles are not known (signed out, checking).
 */
export function adminMenuFor(access: StaffAccess | null): MenuItem[] {
  if (!access) return adminMenu;
  const allowed = adminMenu.filter(
    ({ path }) => (path !== paths.adminManage() || access.may('catalog.edit')) && (path !== paths.adminEnquiries() || access.may('enquiries.work')),
  );
  return access.may('audit.read') ? [...allowed, auditEntry] : allowed;
}

/** Default export for the lazy route. */
export default function AdminLayout() {
  return (
    <AuthProvider>
      <StaffAccountProvider>
        <AdminFrame />
      </StaffAccountProvider>
    </AuthProvider>
  );
}

/** The bar, the protected page and the footer, with the menus the account's roles allow. */
function AdminFrame() {
  const content = storefrontContent.in;
  const menu = adminMenuFor(useKnownStaffAccess());
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar
        menu={menu}
        homePath={paths.home()}
        logo={content.logo}
        renderActions={(placement) => <AuthButtons stacked={placement === 'drawer'} />}
      />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: `${TOP_BAR_HEIGHT}px` }}>
        <RequireSignIn>
          <RequireStaff>
            <Outlet />
          </RequireStaff>
        </RequireSignIn>
      </Box>
      <StorefrontFooter code="in" menu={menu} />
    </Box>
  );
}
