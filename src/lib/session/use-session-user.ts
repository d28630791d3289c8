import { useMemo, useSyncExternalStore } from 'react';
import type { SessionUser } from '@/contract/auth';
import type { PermissionMap } from '@/contract/permissions';
import { getStoredPermissions, getStoredUser, PERMISSIONS_KEY, USER_KEY } from '@/lib/session/session-storage';

export type SessionView = { user: SessionUser | null; permissions: PermissionMap };

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
 * The signed-in user and their permissions as features need them (createdBy, schoolId, what to
 * show). Features may not import the auth feature, so this reads the session the auth provider
 * keeps in storage (session-storage.ts), and follows it when another tab changes it. Display
 * only: the server checks every call.
 */
export function useSessionUser(): SessionView {
  const rawUser = useSyncExternalStore(subscribe, () => readRaw(USER_KEY), () => null);
  const rawPermissions = useSyncExternalStore(subscribe, () => readRaw(PERMISSIONS_KEY), () => null);
  return useMemo(() => {
    const user = rawUser === null ? null : getStoredUser();
    const stored = rawPermissions === null ? null : getStoredPermissions();
    return { user, permissions: stored ?? user?.permissions ?? {} };
  }, [rawUser, rawPermissions]);
}
