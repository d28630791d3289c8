import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type PayrollPermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** What the signed-in user may do with payroll records, for what to show (display only: the server checks every call). */
export function usePayrollPermissions(): PayrollPermissions {
  const { permissions } = useSessionUser();
  return useMemo(
    () => ({
      canCreate: hasPermission(permissions, 'payroll:create'),
      canUpdate: hasPermission(permissions, 'payroll:update'),
      canDelete: hasPermission(permissions, 'payroll:delete'),
    }),
    [permissions],
  );
}
