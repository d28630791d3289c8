import { queryOptions, useQuery } from '@tanstack/react-query';
import * as financeReportEndpoints from '@/contract/endpoints/finance/reports';
import type { FinanceReportKindInfo } from '@/contract/finance-analytics';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

const REPORTS_FAILED = 'Failed to load the finance reports';

/** Below `financeKeys.all` (finance-keys.ts has no reports key yet), so a money write refreshes it too. */

/** GET /finance/reports: the report kinds with their titles, descriptions and formats. */
export async function getFinanceReports(signal?: AbortSignal): Promise<FinanceReportKindInfo[]> {
  const answer = await send(financeReportEndpoints.list, {}, { signal, failed: REPORTS_FAILED });
  return answer.data;
}

export function financeReportsQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.reports(),
    queryFn: ({ signal }) => getFinanceReports(signal),
    retry: retryUnlessRefused,
    staleTime: FINANCE_CACHE_MS,
  });
}

export function useFinanceReports() {
  return useQuery(financeReportsQueryOptions());
}
