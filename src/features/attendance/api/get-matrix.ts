/** GET /attendances/monthly-matrix: one class's month, students × days, with the totals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyMatrix } from '@/contract/attendance';
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type MatrixQuery = { classId: number; month: number; year: number };

export async function getMatrix(query: MatrixQuery, signal?: AbortSignal): Promise<MonthlyMatrix> {
  return (await send(reportEndpoints.monthlyMatrix, { query }, { signal, failed: 'Failed to load the monthly matrix' })).data;
}

export function matrixQueryOptions(query: MatrixQuery) {
  return queryOptions({
    queryKey: attendanceKeys.report('matrix', query),
    queryFn: ({ signal }) => getMatrix(query, signal),
    retry: retryUnlessRefused,
  });
}

/** Waits for a class (null: nothing asked); the previous month stays on screen while the next loads. */
export function useMatrix(query: MatrixQuery | null) {
  return useQuery({
    ...matrixQueryOptions(query ?? { classId: 0, month: 1, year: 2000 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
