/** GET /attendances/analytics: a range's totals, the trend by day, and the most absent students. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceAnalyticsSchema, type AttendanceAnalytics } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

/** YYYY-MM-DD days, both included; left out, the server takes the last 30 days. */
export type AnalyticsRange = { from?: string; to?: string };

const ANALYTICS_FAILED = 'Failed to load attendance analytics';

export async function getAttendanceAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<AttendanceAnalytics> {
  const searchParams = Object.fromEntries(Object.entries(range).filter(([, value]) => value)) as Record<string, string>;
  const answer = await api.get<unknown>('/attendances/analytics', { searchParams, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? ANALYTICS_FAILED, { status: 200 });
  const parsed = attendanceAnalyticsSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected attendance analytics answer', parsed.error);
    throw new ApiError('HTTP', ANALYTICS_FAILED, { status: 200 });
  }
  return parsed.data;
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
