import { queryOptions, useQuery } from '@tanstack/react-query';
import { academicProgressSchema, type AcademicProgress } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { GRADES_CACHE_MS } from '@/features/parent-portal/api/get-grades';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';

const FAILED = 'Failed to load academic progress';

/** GET /students/{id}/academic-progress: overall average, assignments, completion rate, per subject. */
export async function getAcademicProgress(studentId: number, signal?: AbortSignal): Promise<AcademicProgress> {
  const answer = await api.get<unknown>(`/students/${studentId}/academic-progress`, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FAILED, { status: 200 });
  const record = readPortalRecord(answer);
  // Spec §7.5: a missing list reads as empty.
  const parsed = academicProgressSchema.safeParse({ ...record, subjects: Array.isArray(record.subjects) ? record.subjects : [] });
  if (!parsed.success) {
    console.error('Unexpected academic progress answer', parsed.error);
    throw new ApiError('HTTP', FAILED, { status: 200 });
  }
  return parsed.data;
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
