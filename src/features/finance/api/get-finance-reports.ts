import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINANCE_CACHE_MS } from '@/contract/finance';
import { financeReportListSchema, type FinanceReportKindInfo } from '@/contract/finance-analytics';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';

export const FINANCE_REPORTS_PATH = '/finance/reports';
const REPORTS_FAILED = 'Failed to load the finance reports';

/** Below `financeKeys.all` (finance-keys.ts has no reports key yet), so a money write refreshes it too. */

/** GET /finance/reports: the report kinds with their titles, descriptions and formats. */
export async function getFinanceReports(signal?: AbortSignal): Promise<FinanceReportKindInfo[]> {
  const answer = await api.get<unknown>(FINANCE_REPORTS_PATH, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? REPORTS_FAILED, { status: 200 });
  const parsed = financeReportListSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('Unexpected finance reports answer', parsed.error);
    throw new ApiError('HTTP', REPORTS_FAILED, { status: 200 });
  }
  return parsed.data;
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
