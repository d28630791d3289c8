/** GET /classes: every class of the user's school, for the register's and the matrix's class choice. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@/contract/classes';
import * as classEndpoints from '@/contract/endpoints/classes';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

/** The most classes /classes answers in one page: every class of a school. */
const ALL_CLASSES_LIMIT = 500;
/** Classes change a few times a year. */
const CLASSES_STALE_MS = 30 * 60 * 1000;

export async function getClasses(signal?: AbortSignal): Promise<SchoolClass[]> {
  return (await send(classEndpoints.list, { query: { limit: ALL_CLASSES_LIMIT, page: 1 } }, { signal, failed: 'Failed to load classes' })).data;
}

export function classesQueryOptions() {
  return queryOptions({
    queryKey: attendanceKeys.classes(),
    ...offlineRead(),
    queryFn: ({ signal }) => getClasses(signal),
    retry: retryUnlessRefused,
    staleTime: CLASSES_STALE_MS,
  });
}

export function useClasses() {
  return useQuery(classesQueryOptions());
}
