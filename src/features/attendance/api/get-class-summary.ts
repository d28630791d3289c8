/** GET /attendances/class-summary for one day: every class's marks, and the classes not marked yet. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classSummarySchema, type ClassSummary } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

const CLASS_SUMMARY_FAILED = 'Failed to load the class summary';

/** `date`: a Kabul calendar day, YYYY-MM-DD. */
export async function getClassSummary(date: string, signal?: AbortSignal): Promise<ClassSummary> {
  const answer = await api.get<unknown>('/attendances/class-summary', { searchParams: { date }, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? CLASS_SUMMARY_FAILED, { status: 200 });
  const parsed = classSummarySchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected class summary answer', parsed.error);
    throw new ApiError('HTTP', CLASS_SUMMARY_FAILED, { status: 200 });
  }
  return parsed.data;
}

export function classSummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.report('class-summary', { date }),
    queryFn: ({ signal }) => getClassSummary(date, signal),
    retry: retryUnlessRefused,
  });
}

/** Read again on every visit: the morning check wants the registers taken since. */
export function useClassSummary(date: string) {
  return useQuery({ ...classSummaryQueryOptions(date), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
