/** GET /attendances/class-summary for one day: every class's marks, and the classes not marked yet. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '@/contract/attendance';
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

/** `date`: a Kabul calendar day, YYYY-MM-DD. */
export async function getClassSummary(date: string, signal?: AbortSignal): Promise<ClassSummary> {
  return (await send(reportEndpoints.classSummary, { query: { date } }, { signal, failed: 'Failed to load the class summary' })).data;
}

export function classSummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.report('class-summary', { date }),
    ...offlineRead(),
    queryFn: ({ signal }) => getClassSummary(date, signal),
    retry: retryUnlessRefused,
  });
}

/** Read again on every visit: the morning check wants the registers taken since. */
export function useClassSummary(date: string) {
  return useQuery({ ...classSummaryQueryOptions(date), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
