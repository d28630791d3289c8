import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type ExpensePermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** What the signed-in user may do with expenses, for what to show (display only: the server checks every call). */
export function useExpensePermissions(): ExpensePermissions {
  const { permissions } = useSessionUser();
  return useMemo(
    () => ({
      canCreate: hasPermission(permissions, 'expense:create'),
      canUpdate: hasPermission(permissions, 'expense:update'),
      canDelete: hasPermission(permissions, 'expense:delete'),
    }),
    [permissions],
  );
}
