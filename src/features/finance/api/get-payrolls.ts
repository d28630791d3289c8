import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import { type FinanceListSummary, type Payroll, type PayrollListQuery, type StatusFilterAlias } from '@/contract/finance';
import type { EndpointInput } from '@/contract/endpoint';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

/** The Payroll tab's query: '' means "no filter" (spec §2.4 "Payroll list"). */
export type PayrollListParams = {
  search: string;
  status: StatusFilterAlias | '';
  /** YYYY-MM, or ''. */
  month: string;
  sortBy: PayrollListQuery['sortBy'];
  sortOrder: PayrollListQuery['sortOrder'];
  page: number;
  limit: number;
};

/** `summary`: the four cards (spec §2.4) over every match, not only this page. */
export type PayrollPage = { payrolls: Payroll[]; pagination: Pagination; summary: FinanceListSummary };

const LIST_FAILED = 'Failed to load payrolls';

export function payrollSearchParams(params: PayrollListParams): EndpointInput<typeof payrollEndpoints.list>['query'] & {} {
  const search: EndpointInput<typeof payrollEndpoints.list>['query'] & {} = { sortBy: params.sortBy, sortOrder: params.sortOrder, page: params.page, limit: params.limit };
  if (params.search.trim() !== '') search.search = params.search.trim();
  if (params.status !== '') search.status = params.status;
  if (params.month !== '') search.month = params.month;
  return search;
}

/** GET /payrolls with search, status, month, sort and page (spec part 2 §2.4, §7.4). */
export async function getPayrolls(params: PayrollListParams, signal?: AbortSignal): Promise<PayrollPage> {
  const { data, meta } = await send(payrollEndpoints.list, { query: payrollSearchParams(params) }, { signal, failed: LIST_FAILED });
  return { payrolls: data, pagination: meta.pagination, summary: meta.summary };
}

export function payrollsQueryOptions(params: PayrollListParams) {
  return queryOptions({
    queryKey: financeKeys.payrollList(params),
    ...offlineRead(),
    queryFn: ({ signal }) => getPayrolls(params, signal),
    retry: retryUnlessRefused,
    // Spec §7.4: finance lists are cached 5 minutes.
    staleTime: FINANCE_CACHE_MS,
  });
}

/** One page of payroll records; the previous page stays on screen while the next loads. */
export function usePayrolls(params: PayrollListParams) {
  return useQuery({ ...payrollsQueryOptions(params), placeholderData: keepPreviousData });
}
