import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceStatsSchema, type AttendanceStats } from '@/contract/student-portal-records';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { ATTENDANCE_CACHE_MS, type MonthYear } from '@/features/parent-portal/api/get-attendance';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';

const FAILED = 'Failed to load attendance';

/** GET /students/{id}/attendance/stats?month&year: counts by status and the attendance % (rounded). */
export async function getAttendanceStats(studentId: number, { month, year }: MonthYear, signal?: AbortSignal): Promise<AttendanceStats> {
  const answer = await api.get<unknown>(`/students/${studentId}/attendance/stats`, { searchParams: { month, year }, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FAILED, { status: 200 });
  const parsed = attendanceStatsSchema.safeParse(readPortalRecord(answer));
  if (!parsed.success) {
    console.error('Unexpected attendance stats answer', parsed.error);
    throw new ApiError('HTTP', FAILED, { status: 200 });
  }
  return parsed.data;
}

export function attendanceStatsQueryOptions(studentId: number, period: MonthYear) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'attendance-stats', period),
    queryFn: ({ signal }) => getAttendanceStats(studentId, period, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: ATTENDANCE_CACHE_MS,
  });
}

export function useAttendanceStats(studentId: number, period: MonthYear) {
  return useQuery(attendanceStatsQueryOptions(studentId, period));
}
