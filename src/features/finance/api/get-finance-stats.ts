import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINANCE_CACHE_MS, financeStatsSchema, type FinanceStats } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';

const STATS_FAILED = 'Failed to load finance stats';

/** GET /finance/stats: the overview's four figures (spec part 2 §3.8), exact sums from the server. */
export async function getFinanceStats(signal?: AbortSignal): Promise<FinanceStats> {
  const answer = await api.get<unknown>('/finance/stats', { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STATS_FAILED, { status: 200 });
  const parsed = financeStatsSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected finance stats answer', parsed.error);
    throw new ApiError('HTTP', STATS_FAILED, { status: 200 });
  }
  return parsed.data;
}

export function financeStatsQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.stats(),
    queryFn: ({ signal }) => getFinanceStats(signal),
    retry: retryUnlessRefused,
    // Spec §7.4: stats are cached 5 minutes.
    staleTime: FINANCE_CACHE_MS,
  });
}

export function useFinanceStats() {
  // A money write marks the stats stale (financeKeys.all): read them again when the overview comes back.
  return useQuery({ ...financeStatsQueryOptions(), refetchOnMount: true });
}
