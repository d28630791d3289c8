/** GET /parents/{id}/students/{sid}/timetable: The class's week, Saturday to Thursday, each day by start time. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildTimetable } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

export const CHILD_TIMETABLE_CACHE_MS = 10 * 60_000;

export async function getChildTimetable(parentId: number, studentId: number, signal?: AbortSignal): Promise<ChildTimetable> {
  // A failure without the server's reason carries an empty message: the section shows its own.
  return (await send(childEndpoints.timetable, { params: { id: parentId, sid: studentId } }, { signal, failed: '' })).data;
}

export function childTimetableQueryOptions(parentId: number, studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'timetable'),
    queryFn: ({ signal }) => getChildTimetable(parentId, studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: CHILD_TIMETABLE_CACHE_MS,
  });
}

export function useChildTimetable(studentId: number) {
  const parentId = useParentId();
  return useQuery({ ...childTimetableQueryOptions(parentId ?? 0, studentId), enabled: parentId !== null });
}
