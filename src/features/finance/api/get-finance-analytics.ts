import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FINANCE_CACHE_MS } from '@/contract/finance';
import { financeAnalyticsSchema, type FinanceAnalytics } from '@/contract/finance-analytics';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** YYYY-MM-DD days, both included; left out, the server takes the last 12 months. */
export type FinanceAnalyticsRange = { startDate?: string; endDate?: string };

const ANALYTICS_FAILED = 'Failed to load finance analytics';

/** GET /finance/analytics: the range's totals, months, expenses by category and payments by method. */
export async function getFinanceAnalytics(range: FinanceAnalyticsRange, signal?: AbortSignal): Promise<FinanceAnalytics> {
  const searchParams = Object.fromEntries(Object.entries(range).filter(([, value]) => value)) as Record<string, string>;
  const answer = await api.get<unknown>('/finance/analytics', { searchParams, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? ANALYTICS_FAILED, { status: 200 });
  const parsed = financeAnalyticsSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected finance analytics answer', parsed.error);
    throw new ApiError('HTTP', ANALYTICS_FAILED, { status: 200 });
  }
  return parsed.data;
}

export function financeAnalyticsQueryOptions(range: FinanceAnalyticsRange) {
  return queryOptions({
    queryKey: financeKeys.analytics(range),
    queryFn: ({ signal }) => getFinanceAnalytics(range, signal),
    retry: retryUnlessRefused,
    staleTime: FINANCE_CACHE_MS,
  });
}

/** The figures of one range; the previous range's stay on screen while a new one loads. */
export function useFinanceAnalytics(range: FinanceAnalyticsRange) {
  return useQuery({ ...financeAnalyticsQueryOptions(range), placeholderData: keepPreviousData, refetchOnMount: true });
}
