import { useMemo } from 'react';
import { BACKUP_ROLES } from '@/contract/backups';
import { hasPermission, normalizeRole } from '@/contract/permissions';
import { SYSTEM_SETTINGS_ROLES } from '@/contract/settings';
import { useSessionUser } from '@/lib/session/use-session-user';

export type SettingsAccess = {
  /** May change the school profile and the school's settings (settings:update). */
  canUpdate: boolean;
  /** May see and change the server-wide settings (SUPER_ADMIN, OWNER). */
  canManageSystem: boolean;
  /** May read the audit log (audit:read): the Audit log tab. */
  canReadAudit: boolean;
  /** May see and make backups (BACKUP_ROLES; the server also wants every school in scope). */
  canManageBackups: boolean;
};

/** What the Settings screen shows (display only: the server checks every call). */
export function useSettingsAccess(): SettingsAccess {
  const { user, permissions } = useSessionUser();
  return useMemo(
    () => ({
      canUpdate: hasPermission(permissions, 'settings:update'),
      canManageSystem: (SYSTEM_SETTINGS_ROLES as readonly string[]).includes(normalizeRole(user?.role)),
      canReadAudit: hasPermission(permissions, 'audit:read'),
      canManageBackups: canManageBackups(user?.role),
    }),
    [user, permissions],
  );
}

/** Whether a role may see and make backups (display only: the server also checks the scope). */
export function canManageBackups(role: string | undefined): boolean {
  return (BACKUP_ROLES as readonly string[]).includes(normalizeRole(role));
}
