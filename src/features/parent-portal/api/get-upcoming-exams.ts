import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import type { UpcomingExam } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { PORTAL_EXAMS_CACHE_MS } from '@/features/parent-portal/api/get-exams';

const UPCOMING_FAILED = 'Failed to load upcoming exams';

/**
 * GET /students/{id}/exams/upcoming: SCHEDULED exams from today on, soonest first. `daysLeft` is the
 * server's (days to the exam date's start in Kabul, rounded up, spec §9), so every device agrees.
 */
export async function getUpcomingExams(studentId: number, signal?: AbortSignal): Promise<UpcomingExam[]> {
  return (await send(studentPortalEndpoints.upcomingExams, { params: { id: studentId } }, { signal, failed: UPCOMING_FAILED })).data;
}

export function upcomingExamsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'upcoming-exams'),
    queryFn: ({ signal }) => getUpcomingExams(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: PORTAL_EXAMS_CACHE_MS,
  });
}

export function useUpcomingExams(studentId: number) {
  return useQuery(upcomingExamsQueryOptions(studentId));
}
