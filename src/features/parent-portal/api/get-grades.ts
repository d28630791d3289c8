import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { portalGradeRecordSchema } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';

export type PortalGrade = z.infer<typeof portalGradeRecordSchema>;

const FAILED = 'Failed to load grades';
/** Spec §7.5: a child's grades are cached 10 minutes. */
export const GRADES_CACHE_MS = 10 * 60_000;

/** GET /students/{id}/grades: every grade, newest first (the mark is `score`, `grade` the letter). */
export async function getGrades(studentId: number, signal?: AbortSignal): Promise<PortalGrade[]> {
  const answer = await api.get<unknown>(`/students/${studentId}/grades`, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FAILED, { status: 200 });
  const parsed = z.array(portalGradeRecordSchema).safeParse(readPortalList(answer, 'grades'));
  if (!parsed.success) {
    console.error('Unexpected grades answer', parsed.error);
    throw new ApiError('HTTP', FAILED, { status: 200 });
  }
  return parsed.data;
}

export function gradesQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'grades'),
    queryFn: ({ signal }) => getGrades(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: GRADES_CACHE_MS,
  });
}

export function useGrades(studentId: number) {
  return useQuery(gradesQueryOptions(studentId));
}
