import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import type { AcademicProgress } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { GRADES_CACHE_MS } from '@/features/parent-portal/api/get-grades';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

const FAILED = 'Failed to load academic progress';

/** GET /students/{id}/academic-progress: overall average, assignments, completion rate, per subject. */
export async function getAcademicProgress(studentId: number, signal?: AbortSignal): Promise<AcademicProgress> {
  return (await send(studentPortalEndpoints.academicProgress, { params: { id: studentId } }, { signal, failed: FAILED })).data;
}

export function academicProgressQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'academic-progress'),
    queryFn: ({ signal }) => getAcademicProgress(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    // The spec gives no time for this call; it changes with the grades, so it shares theirs.
    staleTime: GRADES_CACHE_MS,
  });
}

export function useAcademicProgress(studentId: number) {
  return useQuery(academicProgressQueryOptions(studentId));
}
