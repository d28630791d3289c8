import { queryOptions, useQuery } from '@tanstack/react-query';
import * as teacherStatsEndpoints from '@/contract/endpoints/teachers/stats';
import { type TeacherStats } from '@/contract/teachers';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TEACHER_REFRESH_MS } from '@/features/teachers/teacher-timings';

const STATS_FAILED = 'Failed to load analytics';

/** GET /teachers/stats: the Analytics tab's figures for the schools in scope (spec part 2 §2.3). */
export async function getTeacherStats(signal?: AbortSignal): Promise<TeacherStats> {
  return (await send(teacherStatsEndpoints.overview, {}, { signal, failed: STATS_FAILED })).data;
}

export function teacherStatsQueryOptions() {
  return queryOptions({
    queryKey: teacherKeys.stats(),
    queryFn: ({ signal }) => getTeacherStats(signal),
    retry: retryUnlessRefused,
  });
}

/** The tab is marked Live: its figures refresh every 30 s while it is shown. */
export function useTeacherStats() {
  return useQuery({ ...teacherStatsQueryOptions(), refetchOnMount: 'always', refetchInterval: TEACHER_REFRESH_MS });
}
