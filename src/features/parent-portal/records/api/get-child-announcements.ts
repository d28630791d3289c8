/** GET /parents/{id}/students/{sid}/announcements: The newest 20 live announcements for the child's parents: school-wide or for the child's class. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildAnnouncement } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

export const CHILD_ANNOUNCEMENTS_CACHE_MS = 5 * 60_000;

export async function getChildAnnouncements(parentId: number, studentId: number, signal?: AbortSignal): Promise<ChildAnnouncement[]> {
  // A failure without the server's reason carries an empty message: the section shows its own.
  return (await send(childEndpoints.announcements, { params: { id: parentId, sid: studentId } }, { signal, failed: '' })).data;
}

export function childAnnouncementsQueryOptions(parentId: number, studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'announcements'),
    queryFn: ({ signal }) => getChildAnnouncements(parentId, studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: CHILD_ANNOUNCEMENTS_CACHE_MS,
  });
}

export function useChildAnnouncements(studentId: number) {
  const parentId = useParentId();
  return useQuery({ ...childAnnouncementsQueryOptions(parentId ?? 0, studentId), enabled: parentId !== null });
}
