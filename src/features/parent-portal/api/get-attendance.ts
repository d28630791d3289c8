import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import * as studentAnalyticsEndpoints from '@/contract/endpoints/students/analytics';
import type { portalAttendanceRecordSchema } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

export type PortalAttendanceRecord = z.infer<typeof portalAttendanceRecordSchema>;
export type MonthYear = { month: number; year: number };

const FAILED = 'Failed to load attendance';
/** Spec §7.5: a child's attendance is cached 5 minutes. */
export const ATTENDANCE_CACHE_MS = 5 * 60_000;

/** GET /students/{id}/attendance?month&year: the marks of one month, newest first. */
export async function getAttendance(studentId: number, { month, year }: MonthYear, signal?: AbortSignal): Promise<PortalAttendanceRecord[]> {
  return (await send(studentAnalyticsEndpoints.attendance, { params: { id: studentId }, query: { month, year } }, { signal, failed: FAILED })).data.records;
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
