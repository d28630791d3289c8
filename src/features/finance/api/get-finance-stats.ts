import { queryOptions, useQuery } from '@tanstack/react-query';
import * as financeStatsEndpoints from '@/contract/endpoints/finance/stats';
import { type FinanceStats } from '@/contract/finance';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

const STATS_FAILED = 'Failed to load finance stats';

/** GET /finance/stats: the overview's four figures (spec part 2 §3.8), exact sums from the server. */
export async function getFinanceStats(signal?: AbortSignal): Promise<FinanceStats> {
  const answer = await send(financeStatsEndpoints.stats, {}, { signal, failed: STATS_FAILED });
  const { totalPayments, totalExpenses, totalPayroll, netIncome } = answer.data;
  return { totalPayments, totalExpenses, totalPayroll, netIncome };
}

export function financeStatsQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.stats(),
    ...offlineRead(),
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
