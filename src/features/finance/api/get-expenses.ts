import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import { type Expense, type ExpenseCategory, type ExpenseListQuery, type FinanceListSummary, type StatusFilterAlias } from '@/contract/finance';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

/** What the Expenses tab asks GET /expenses for. `status`: the spec's filter words (server aliases); '' is all. */
export type ExpenseListParams = {
  /** The applied search (after the pause). */
  search: string;
  status: StatusFilterAlias | '';
  category: ExpenseCategory | '';
  sortBy: ExpenseListQuery['sortBy'];
  sortOrder: ExpenseListQuery['sortOrder'];
  page: number;
  limit: number;
};

/** `summary`: the list's four cards (spec §2.4), over every expense the filters match. */
export type ExpensePage = { expenses: Expense[]; pagination: Pagination; summary: FinanceListSummary };

const LIST_FAILED = 'Failed to load expenses';

/** The query string of GET /expenses; filters left at "all" are left out. */
export function expenseListSearchParams(params: ExpenseListParams) {
  return {
    search: params.search === '' ? undefined : params.search,
    status: params.status === '' ? undefined : params.status,
    category: params.category === '' ? undefined : params.category,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
    page: params.page,
    limit: params.limit,
  };
}

/** GET /expenses with search, filters, sort and page (spec part 2 §2.4, §7.4). */
export async function getExpenses(params: ExpenseListParams, signal?: AbortSignal): Promise<ExpensePage> {
  const { data, meta } = await send(expenseEndpoints.list, { query: expenseListSearchParams(params) }, { signal, failed: LIST_FAILED });
  return { expenses: data, pagination: meta.pagination, summary: meta.summary };
}

export function expensesQueryOptions(params: ExpenseListParams) {
  return queryOptions({
    queryKey: financeKeys.expenseList(params),
    ...offlineRead(),
    queryFn: ({ signal }) => getExpenses(params, signal),
    retry: retryUnlessRefused,
    // Spec §7.4: finance lists are cached 5 minutes; every money write invalidates them.
    staleTime: FINANCE_CACHE_MS,
  });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useExpenses(params: ExpenseListParams) {
  return useQuery({ ...expensesQueryOptions(params), placeholderData: keepPreviousData });
}
