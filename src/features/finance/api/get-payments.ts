import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import { type Payment, type PaymentMethod, type PaymentStatus, type PaymentType, PAYMENT_SORT_FIELDS, FINANCE_SORT_ORDERS } from '@/contract/finance';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export type FinanceSortOrder = (typeof FINANCE_SORT_ORDERS)[number];

/** GET /payments's query (spec part 2 §7.4); empty texts are left out of the request. */
export type PaymentListParams = {
  search?: string;
  status?: PaymentStatus | '';
  method?: PaymentMethod | '';
  type?: PaymentType | '';
  startDate?: string;
  endDate?: string;
  sortBy?: PaymentSortField;
  sortOrder?: FinanceSortOrder;
  page?: number;
  limit?: number;
};

export type PaymentPage = {
  payments: Payment[];
  /** Every payment that matches (not only this page). */
  total: number;
  /** The sum of every match's total (exact, from the server). */
  totalAmount: number;
  pagination: Pagination;
};

const LIST_FAILED = 'Failed to load payments';

/** The query with empty texts and "all" filters left out. */
function toQuery(params: PaymentListParams) {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as Omit<PaymentListParams, 'status' | 'method' | 'type'> & {
    status?: PaymentStatus;
    method?: PaymentMethod;
    type?: PaymentType;
  };
}

/** GET /payments with search, filters, sort and page; meta carries the count and sum of every match. */
export async function getPayments(params: PaymentListParams, signal?: AbortSignal): Promise<PaymentPage> {
  const { data, meta } = await send(paymentEndpoints.list, { query: toQuery(params) }, { signal, failed: LIST_FAILED });
  return { payments: data, total: meta.total, totalAmount: meta.totalAmount, pagination: meta.pagination };
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: financeKeys.paymentList(params),
    ...offlineRead(),
    queryFn: ({ signal }) => getPayments(params, signal),
    retry: retryUnlessRefused,
    // Spec §7.4: finance lists are cached 5 minutes.
    staleTime: FINANCE_CACHE_MS,
  });
}

/** One page of payments; the previous page stays on screen while the next loads. */
export function usePayments(params: PaymentListParams) {
  // refetchOnMount: a money write marks the lists stale (financeKeys.all) while this tab is not shown.
  return useQuery({ ...paymentsQueryOptions(params), placeholderData: keepPreviousData, refetchOnMount: true });
}
