import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import type { AttendanceStats } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { ATTENDANCE_CACHE_MS, type MonthYear } from '@/features/parent-portal/api/get-attendance';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

const FAILED = 'Failed to load attendance';

/** GET /students/{id}/attendance/stats?month&year: counts by status and the attendance % (rounded). */
export async function getAttendanceStats(studentId: number, { month, year }: MonthYear, signal?: AbortSignal): Promise<AttendanceStats> {
  return (await send(studentPortalEndpoints.attendanceStats, { params: { id: studentId }, query: { month, year } }, { signal, failed: FAILED })).data;
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
