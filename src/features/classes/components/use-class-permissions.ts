import { useMemo } from 'react';
import { hasPermission } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type ClassPermissions = {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The class-teacher choice lists GET /teachers; without it the field is shown read-only. */
  canReadTeachers: boolean;
  /** The lesson form's subject choice lists GET /subjects; without it, the class's own subjects. */
  canReadSubjects: boolean;
  /** The Students tab lists GET /students. */
  canReadStudents: boolean;
};

/**
 * What the signed-in user may do with classes, for what to show (display only: the server checks
 * every call). Lessons follow the class's permissions, as the server's /timetables routes do.
 */
export function useClassPermissions(): ClassPermissions {
  const { permissions } = useSessionUser();
  return useMemo(() => {
    const can = (name: string) => hasPermission(permissions, name);
    return {
      canCreate: can('class:create'),
      canUpdate: can('class:update'),
      canDelete: can('class:delete'),
      canReadTeachers: can('teacher:read'),
      canReadSubjects: can('subject:read'),
      canReadStudents: can('student:read'),
    };
  }, [permissions]);
}
