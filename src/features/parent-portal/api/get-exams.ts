import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import type { PortalExam } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

const EXAMS_FAILED = 'Failed to load exams';

/** Spec §7.5: a child's exams are cached 5 minutes. */
export const PORTAL_EXAMS_CACHE_MS = 5 * 60 * 1000;

/** GET /students/{id}/exams: every exam of the child, newest first, with their mark (spec §7.5). */
export async function getExams(studentId: number, signal?: AbortSignal): Promise<PortalExam[]> {
  return (await send(studentPortalEndpoints.exams, { params: { id: studentId } }, { signal, failed: EXAMS_FAILED })).data;
}

export function examsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'exams'),
    queryFn: ({ signal }) => getExams(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: PORTAL_EXAMS_CACHE_MS,
  });
}

export function useExams(studentId: number) {
  return useQuery(examsQueryOptions(studentId));
}
