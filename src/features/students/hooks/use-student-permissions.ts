import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type StudentPermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean; canExport: boolean };

/** What the signed-in user may do with students, for what to show (display only: the server checks every call). */
export function useStudentPermissions(): StudentPermissions {
  const { permissions } = useSessionUser();
  return useMemo(
    () => ({
      canCreate: hasPermission(permissions, 'student:create'),
      canUpdate: hasPermission(permissions, 'student:update'),
      canDelete: hasPermission(permissions, 'student:delete'),
      canExport: hasPermission(permissions, 'student:export'),
    }),
    [permissions],
  );
}
