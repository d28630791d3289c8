import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { portalAttendanceRecordSchema } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';

export type PortalAttendanceRecord = z.infer<typeof portalAttendanceRecordSchema>;
export type MonthYear = { month: number; year: number };

const FAILED = 'Failed to load attendance';
/** Spec §7.5: a child's attendance is cached 5 minutes. */
export const ATTENDANCE_CACHE_MS = 5 * 60_000;

/** GET /students/{id}/attendance?month&year: the marks of one month, newest first. */
export async function getAttendance(studentId: number, { month, year }: MonthYear, signal?: AbortSignal): Promise<PortalAttendanceRecord[]> {
  const answer = await api.get<unknown>(`/students/${studentId}/attendance`, { searchParams: { month, year }, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FAILED, { status: 200 });
  const parsed = z.array(portalAttendanceRecordSchema).safeParse(readPortalList(answer, 'records'));
  if (!parsed.success) {
    // Not the contract's shape: a server/client version mismatch, not the user's doing.
    console.error('Unexpected attendance answer', parsed.error);
    throw new ApiError('HTTP', FAILED, { status: 200 });
  }
  return parsed.data;
}

export function attendanceQueryOptions(studentId: number, period: MonthYear) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'attendance', period),
    queryFn: ({ signal }) => getAttendance(studentId, period, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: ATTENDANCE_CACHE_MS,
  });
}

export function useAttendance(studentId: number, period: MonthYear) {
  return useQuery(attendanceQueryOptions(studentId, period));
}
