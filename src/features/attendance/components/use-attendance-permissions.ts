import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type AttendancePermissions = { canRead: boolean; canMark: boolean; canUpdate: boolean; canDelete: boolean };

/** What the signed-in user may do with attendance, for what to show (display only: the server checks every call). */
export function useAttendancePermissions(): AttendancePermissions {
  const { permissions } = useSessionUser();
  return useMemo(() => {
    const can = (name: string) => hasPermission(permissions, name);
    return {
      canRead: can('attendance:read'),
      canMark: can('attendance:create'),
      canUpdate: can('attendance:update'),
      canDelete: can('attendance:delete'),
    };
  }, [permissions]);
}
