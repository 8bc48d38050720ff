/**
 * A staff tool shown only to an account whose roles allow `permission` (lib/staff-access.tsx); any other staff
 * member sees one short line saying why it is hidden and naming their roles (docs/decisions/0013: "the admin UI
 * shows only what the account may do and says why something is hidden"). The server refuses the tool's requests
 * anyway (403); this spares the account a screen of failures.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { StaffPermission, StaffRole } from '../../../../contracts/staff-roles.ts';
import { useStaffAccess } from '../../lib/staff-access.tsx';

/** Renders `children` when the account may `permission` (anywhere, for 'catalog.edit'), else `hiddenText(roles)`. */
export function StaffOnly({
  permission,
  hiddenText,
  children,
}: {
  permission: StaffPermission;
  hiddenText: (roles: readonly StaffRole[]) => string;
  children: ReactNode;
}) {
  const { roles, may } = useStaffAccess();
  if (may(permission)) return <>{children}</>;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Alert severity="info" data-testid="hidden-tool">
        {hiddenText(roles)}
      </Alert>
    </Container>
  );
}
