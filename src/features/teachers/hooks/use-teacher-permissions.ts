import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type TeacherPermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** What the signed-in user may do with teachers, for what to show (display only: the server checks every call). */
export function useTeacherPermissions(): TeacherPermissions {
  const { permissions } = useSessionUser();
  return useMemo(
    () => ({
      canCreate: hasPermission(permissions, 'teacher:create'),
      canUpdate: hasPermission(permissions, 'teacher:update'),
      canDelete: hasPermission(permissions, 'teacher:delete'),
    }),
    [permissions],
  );
}
