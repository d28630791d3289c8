import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type ExamPermissions = { canRead: boolean; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** What the signed-in user may do with exams and their grades, for what to show (the server checks every call). */
export function useExamPermissions(): ExamPermissions {
  const { permissions } = useSessionUser();
  return useMemo(() => {
    const can = (name: string) => hasPermission(permissions, name);
    return { canRead: can('exam:read'), canCreate: can('exam:create'), canUpdate: can('exam:update'), canDelete: can('exam:delete') };
  }, [permissions]);
}
