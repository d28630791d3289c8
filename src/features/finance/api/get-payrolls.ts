import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import {
  FINANCE_CACHE_MS,
  payrollListAnswerSchema,
  type FinanceListSummary,
  type Payroll,
  type PayrollListQuery,
  type StatusFilterAlias,
} from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PAYROLLS_PATH } from '@/features/finance/api/payroll-paths';

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

export function payrollSearchParams(params: PayrollListParams): Record<string, string | number> {
  const search: Record<string, string | number> = { sortBy: params.sortBy, sortOrder: params.sortOrder, page: params.page, limit: params.limit };
  if (params.search.trim() !== '') search.search = params.search.trim();
  if (params.status !== '') search.status = params.status;
  if (params.month !== '') search.month = params.month;
  return search;
}

/** GET /payrolls with search, status, month, sort and page (spec part 2 §2.4, §7.4). */
export async function getPayrolls(params: PayrollListParams, signal?: AbortSignal): Promise<PayrollPage> {
  const answer = await api.get<Payroll[]>(PAYROLLS_PATH, { searchParams: payrollSearchParams(params), signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? LIST_FAILED, { status: 200 });
  const parsed = payrollListAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    // Not the contract's shape: a server/client version mismatch, not the user's doing.
    console.error('Unexpected payroll list answer', parsed.error);
    throw new ApiError('HTTP', LIST_FAILED, { status: 200 });
  }
  return { payrolls: parsed.data.data, pagination: parsed.data.meta.pagination, summary: parsed.data.meta.summary };
}

export function payrollsQueryOptions(params: PayrollListParams) {
  return queryOptions({
    queryKey: financeKeys.payrollList(params),
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
