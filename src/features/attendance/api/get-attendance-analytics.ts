/** GET /attendances/analytics: a range's totals, the trend by day, and the most absent students. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceAnalytics } from '@/contract/attendance';
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

/** YYYY-MM-DD days, both included; left out, the server takes the last 30 days. */
export type AnalyticsRange = { from?: string; to?: string };

export async function getAttendanceAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<AttendanceAnalytics> {
  const query = { from: range.from || undefined, to: range.to || undefined };
  return (await send(reportEndpoints.analytics, { query }, { signal, failed: 'Failed to load attendance analytics' })).data;
}

export function attendanceAnalyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: attendanceKeys.report('analytics', range),
    queryFn: ({ signal }) => getAttendanceAnalytics(range, signal),
    retry: retryUnlessRefused,
  });
}

/** The previous range's figures stay on screen while a new one loads. */
export function useAttendanceAnalytics(range: AnalyticsRange) {
  return useQuery({ ...attendanceAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
}
