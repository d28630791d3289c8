import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type FinancePermissions = {
  canReadPayments: boolean;
  canCreatePayment: boolean;
  canDeletePayment: boolean;
  canReadExpenses: boolean;
  canCreateExpense: boolean;
  canReadPayroll: boolean;
  canCreatePayroll: boolean;
};

/** What the signed-in user may do on the Finance screen, for what to show (display only: the server checks every call). */
export function useFinancePermissions(): FinancePermissions {
  const { permissions } = useSessionUser();
  return useMemo(() => {
    const can = (name: string) => hasPermission(permissions, name);
    return {
      canReadPayments: can('payment:read'),
      canCreatePayment: can('payment:create'),
      canDeletePayment: can('payment:delete'),
      canReadExpenses: can('expense:read'),
      canCreateExpense: can('expense:create'),
      canReadPayroll: can('payroll:read'),
      canCreatePayroll: can('payroll:create'),
    };
  }, [permissions]);
}
