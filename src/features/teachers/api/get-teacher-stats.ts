import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEACHER_REFRESH_MS, teacherStatsSchema, type TeacherStats } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TEACHERS_STATS_PATH } from '@/features/teachers/api/teacher-paths';

const STATS_FAILED = 'Failed to load analytics';

/** GET /teachers/stats: the Analytics tab's figures for the schools in scope (spec part 2 §2.3). */
export async function getTeacherStats(signal?: AbortSignal): Promise<TeacherStats> {
  const answer = await api.get<unknown>(TEACHERS_STATS_PATH, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STATS_FAILED, { status: 200 });
  const parsed = teacherStatsSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected teacher stats answer', parsed.error);
    throw new ApiError('HTTP', STATS_FAILED, { status: 200 });
  }
  return parsed.data;
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
