import { useSyncExternalStore } from 'react';
import { hasPermission, type PermissionMap } from '@/contract/permissions';
import { getStoredPermissions, getStoredUser, PERMISSIONS_KEY, USER_KEY } from '@/lib/session/session-storage';

export type StudentPermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean; canExport: boolean };

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * What the signed-in user may do with students, for what to show (display only: the server
 * checks every call). Features may not import the auth feature, so this reads the session the
 * auth provider keeps in storage (src/lib/session), and follows another tab's changes.
 */
export function useStudentPermissions(): StudentPermissions {
  // Raw strings are stable snapshots; parsing happens below.
  const rawUser = useSyncExternalStore(subscribe, () => readRaw(USER_KEY), () => null);
  const rawPermissions = useSyncExternalStore(subscribe, () => readRaw(PERMISSIONS_KEY), () => null);
  const permissions: PermissionMap =
    (rawPermissions === null ? null : getStoredPermissions()) ?? (rawUser === null ? null : getStoredUser())?.permissions ?? {};
  return {
    canCreate: hasPermission(permissions, 'student:create'),
    canUpdate: hasPermission(permissions, 'student:update'),
    canDelete: hasPermission(permissions, 'student:delete'),
    canExport: hasPermission(permissions, 'student:export'),
  };
}
