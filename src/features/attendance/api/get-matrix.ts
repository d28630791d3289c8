/** GET /attendances/monthly-matrix: one class's month, students × days, with the totals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyMatrixSchema, type MonthlyMatrix } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type MatrixQuery = { classId: number; month: number; year: number };

const MATRIX_FAILED = 'Failed to load the monthly matrix';

export async function getMatrix(query: MatrixQuery, signal?: AbortSignal): Promise<MonthlyMatrix> {
  const answer = await api.get<unknown>('/attendances/monthly-matrix', { searchParams: query, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? MATRIX_FAILED, { status: 200 });
  const parsed = monthlyMatrixSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected monthly matrix answer', parsed.error);
    throw new ApiError('HTTP', MATRIX_FAILED, { status: 200 });
  }
  return parsed.data;
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
