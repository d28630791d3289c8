import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { type Teacher } from '@/contract/teachers';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { teacherListSearchParams, type TeacherListParams } from '@/features/teachers/api/teacher-list-params';
import { TEACHER_CACHE_MS, TEACHER_REFRESH_MS, TEACHER_STALE_MS } from '@/features/teachers/teacher-timings';

export type TeacherPage = { teachers: Teacher[]; total: number; pagination: Pagination };

const LIST_FAILED = 'Failed to load teachers';

/** GET /teachers with search, filters, sort and page (spec part 2 §7.2). */
export async function getTeachers(params: TeacherListParams, signal?: AbortSignal): Promise<TeacherPage> {
  const answer = await send(teacherEndpoints.list, { query: teacherListSearchParams(params) }, { signal, failed: LIST_FAILED });
  // A numeric limit answers full teachers; the pickers' items (limit=all) are not a page.
  const teachers = answer.data.filter((item): item is Teacher => !('user' in item));
  if (teachers.length !== answer.data.length) throw new ApiError('HTTP', LIST_FAILED, { status: 200 });
  return { teachers, total: answer.meta.total, pagination: answer.meta.pagination };
}

export function teachersQueryOptions(params: TeacherListParams) {
  return queryOptions({
    queryKey: teacherKeys.list(params),
    ...offlineRead(),
    queryFn: ({ signal }) => getTeachers(params, signal),
    retry: retryUnlessRefused,
    // Spec §9: stale after 5 minutes, kept 10.
    staleTime: TEACHER_STALE_MS,
    gcTime: TEACHER_CACHE_MS,
  });
}

/**
 * One page of the list, refreshed every 30 s (spec §4, §9) unless `autoRefresh` is off (a dialog is
 * open, so the cards do not move under it); the previous page stays on screen while the next loads.
 */
export function useTeachers(params: TeacherListParams, { autoRefresh = true }: { autoRefresh?: boolean } = {}) {
  return useQuery({
    ...teachersQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: autoRefresh ? TEACHER_REFRESH_MS : false,
  });
}
