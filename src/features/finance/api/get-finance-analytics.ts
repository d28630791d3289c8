import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as financeAnalyticsEndpoints from '@/contract/endpoints/finance/analytics';
import type { FinanceAnalytics } from '@/contract/finance-analytics';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

/** YYYY-MM-DD days, both included; left out, the server takes the last 12 months. */
export type FinanceAnalyticsRange = { startDate?: string; endDate?: string };

const ANALYTICS_FAILED = 'Failed to load finance analytics';

/** GET /finance/analytics: the range's totals, months, expenses by category and payments by method. */
export async function getFinanceAnalytics(range: FinanceAnalyticsRange, signal?: AbortSignal): Promise<FinanceAnalytics> {
  const query = { startDate: range.startDate || undefined, endDate: range.endDate || undefined };
  const answer = await send(financeAnalyticsEndpoints.get, { query }, { signal, failed: ANALYTICS_FAILED });
  return answer.data;
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
