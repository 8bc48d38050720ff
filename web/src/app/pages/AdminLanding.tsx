/**
 * /admin — the admin area's landing: the first tool the account's roles allow (lib/staff-access.tsx): the Product
 * Manager for catalogue editors and administrators, the enquiry inbox for sales. Rendered inside the admin layout's
 * RequireStaff, so the roles are known and allow one of them.
 */
import { Navigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useStaffAccess } from '../../lib/staff-access.tsx';

/** Redirects to the first tool the account may use (default export for the lazy route). */
export default function AdminLanding() {
  const { may } = useStaffAccess();
  const to = !may('catalog.edit') && may('enquiries.work') ? paths.adminEnquiries() : paths.adminManage();
  return <Navigate to={to} replace />;
}
