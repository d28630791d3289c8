import { useMemo } from 'react';
import { NON_CONTACT_ROLES } from '@/contract/messaging-contacts';
import { hasPermission, normalizeRole } from '@/contract/permissions';
import { useSessionUser } from '@/lib/session/use-session-user';

export type MessagingAccess = {
  /** The signed-in user's id: whose messages are "mine", who the other members are. */
  userId: number | null;
  /** May post, vote and send files (messaging:create). */
  canWrite: boolean;
  /** May start conversations from the staff picker (messaging:create, not a parent or student). */
  canStart: boolean;
  /** The Parent messages tab: parent:read, and not a parent (their portal is their side of it). */
  canSeeParentMessages: boolean;
};

/** What the Messaging screen shows (display only: the server checks every call). */
export function useMessagingAccess(): MessagingAccess {
  const { user, permissions } = useSessionUser();
  return useMemo(() => {
    const role = normalizeRole(user?.role);
    const canWrite = hasPermission(permissions, 'messaging:create');
    const staff = !(NON_CONTACT_ROLES as readonly string[]).includes(role);
    return {
      userId: user?.id ?? null,
      canWrite,
      canStart: canWrite && staff,
      canSeeParentMessages: hasPermission(permissions, 'parent:read') && role !== 'PARENT',
    };
  }, [user, permissions]);
}
