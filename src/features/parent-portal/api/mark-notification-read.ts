import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as portalEndpoints from '@/contract/endpoints/parents/portal';
import { PARENT_PORTAL_MESSAGES, type ParentDashboard } from '@/contract/parent-portal';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { send } from '@/lib/api/send';
import { useSessionUser } from '@/lib/session/use-session-user';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

export type MarkNotificationReadInput = { parentId: number; notificationId: number };

/** PATCH /parents/{id}/notifications/{nid}/read; {id} is the signed-in parent's user id. */
export async function markNotificationRead({ parentId, notificationId }: MarkNotificationReadInput): Promise<void> {
  await send(
    portalEndpoints.markNotificationRead,
    { params: { id: parentId, nid: notificationId } },
    { requestId: createRequestId(), failed: PARENT_PORTAL_MESSAGES.notificationNotFound },
  );
}

/**
 * Marks one notification read: the dashboard shows it read at once (also when the write is queued
 * offline), goes back on failure, and the notifications and dashboard are read again afterwards.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  return useMutation({
    mutationFn: (notificationId: number) => {
      if (!user) throw new ApiError('UNAUTHORIZED', PARENT_PORTAL_MESSAGES.notYourAccount, { status: 401 });
      return markNotificationRead({ parentId: user.id, notificationId });
    },
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: portalKeys.dashboard() });
      const before = queryClient.getQueryData<ParentDashboard>(portalKeys.dashboard());
      if (before) {
        const wasUnread = before.recentNotifications.some((item) => item.id === notificationId && !item.read);
        queryClient.setQueryData<ParentDashboard>(portalKeys.dashboard(), {
          ...before,
          unreadNotifications: Math.max(0, before.unreadNotifications - (wasUnread ? 1 : 0)),
          recentNotifications: before.recentNotifications.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
        });
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(portalKeys.dashboard(), context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.notifications() }),
        queryClient.invalidateQueries({ queryKey: portalKeys.dashboard() }),
      ]),
  });
}
