/** GET /attendances?classId&date: the marks a class already has on a day, to prefill the register. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BULK_RECORDS, type AttendanceMark } from '@/contract/attendance';
import type { EndpointInput } from '@/contract/endpoint';
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type AttendanceMarksQuery = NonNullable<EndpointInput<typeof markEndpoints.list>['query']>;

/** The marks of a list query's first page; `limit` at most 500 (the contract's largest page). */
export async function getAttendanceMarks(query: AttendanceMarksQuery, signal?: AbortSignal): Promise<AttendanceMark[]> {
  return (await send(markEndpoints.list, { query: { page: 1, ...query } }, { signal, failed: 'Failed to load attendance' })).data;
}

export function registerMarksQueryOptions(classId: number, date: string) {
  const filters = { classId, date, limit: MAX_BULK_RECORDS };
  return queryOptions({
    queryKey: attendanceKeys.marks(filters),
    ...offlineRead(),
    queryFn: ({ signal }) => getAttendanceMarks(filters, signal),
    retry: retryUnlessRefused,
  });
}

export function useRegisterMarks(classId: number | null, date: string) {
  return useQuery({ ...registerMarksQueryOptions(classId ?? 0, date), enabled: classId !== null });
}
