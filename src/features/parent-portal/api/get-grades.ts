import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import * as studentAnalyticsEndpoints from '@/contract/endpoints/students/analytics';
import type { portalGradeRecordSchema } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

export type PortalGrade = z.infer<typeof portalGradeRecordSchema>;

const FAILED = 'Failed to load grades';
/** Spec §7.5: a child's grades are cached 10 minutes. */
export const GRADES_CACHE_MS = 10 * 60_000;

/** GET /students/{id}/grades: every grade, newest first (the mark is `score`, `grade` the letter). */
export async function getGrades(studentId: number, signal?: AbortSignal): Promise<PortalGrade[]> {
  return (await send(studentAnalyticsEndpoints.grades, { params: { id: studentId } }, { signal, failed: FAILED })).data.grades;
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
