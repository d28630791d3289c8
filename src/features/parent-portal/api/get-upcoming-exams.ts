import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingExamSchema, type UpcomingExam } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';
import { PORTAL_EXAMS_CACHE_MS } from '@/features/parent-portal/api/get-exams';

const UPCOMING_FAILED = 'Failed to load upcoming exams';

/**
 * GET /students/{id}/exams/upcoming: SCHEDULED exams from today on, soonest first. `daysLeft` is the
 * server's (days to the exam date's start in Kabul, rounded up, spec §9), so every device agrees.
 */
export async function getUpcomingExams(studentId: number, signal?: AbortSignal): Promise<UpcomingExam[]> {
  const answer = await api.get<unknown>(`/students/${studentId}/exams/upcoming`, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? UPCOMING_FAILED, { status: 200 });
  const exams: UpcomingExam[] = [];
  for (const row of readPortalList(answer)) {
    const parsed = upcomingExamSchema.safeParse(row);
    if (parsed.success) exams.push(parsed.data);
    else console.error('Unexpected upcoming exam row', parsed.error);
  }
  return exams;
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
