import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalExamSchema, type PortalExam } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';

const EXAMS_FAILED = 'Failed to load exams';

/** Spec §7.5: a child's exams are cached 5 minutes. */
export const PORTAL_EXAMS_CACHE_MS = 5 * 60 * 1000;

/** GET /students/{id}/exams: every exam of the child, newest first, with their mark (spec §7.5). */
export async function getExams(studentId: number, signal?: AbortSignal): Promise<PortalExam[]> {
  const answer = await api.get<unknown>(`/students/${studentId}/exams`, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? EXAMS_FAILED, { status: 200 });
  const exams: PortalExam[] = [];
  for (const row of readPortalList(answer)) {
    const parsed = portalExamSchema.safeParse(row);
    if (parsed.success) exams.push(parsed.data);
    else console.error('Unexpected exam row', parsed.error);
  }
  return exams;
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
