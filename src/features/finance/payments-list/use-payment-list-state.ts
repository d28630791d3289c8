import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DEFAULT_FINANCE_PAGE_SIZE } from '@/contract/finance';
import type { PaymentListParams } from '@/features/finance/api/get-payments';
import { PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';

export type PaymentFilters = Pick<PaymentListParams, 'status' | 'method' | 'type' | 'startDate' | 'endDate'>;
type PaymentSort = Required<Pick<PaymentListParams, 'sortBy' | 'sortOrder'>>;

export const NO_PAYMENT_FILTERS: PaymentFilters = { status: '', method: '', type: '', startDate: '', endDate: '' };
/** Newest first, as the overview lists them. */
export const DEFAULT_PAYMENT_SORT: PaymentSort = { sortBy: 'paymentDate', sortOrder: 'desc' };

export type PaymentListState = {
  searchText: string;
  filters: PaymentFilters;
  params: PaymentListParams;
  /** From is after To. */
  rangeReversed: boolean;
  /** A search or a filter narrows the list (the empty state then offers to clear them). */
  isNarrowed: boolean;
  setSearchText: (text: string) => void;
  applySearchNow: () => void;
  setFilter: <K extends keyof PaymentFilters>(name: K, value: PaymentFilters[K]) => void;
  clearFilters: () => void;
  setSort: (sort: PaymentSort) => void;
  setPage: (page: number) => void;
};

/**
 * The Payments tab's search, filters, sort and page. The search applies 300 ms after typing stops
 * (the finance pickers' pause, spec §9); any change but the page goes back to page 1. Kept by the
 * screen, so it survives a visit to another tab.
 */
export function usePaymentListState(): PaymentListState {
  const [searchText, setText] = useState('');
  const [state, setState] = useState({ search: '', filters: NO_PAYMENT_FILTERS, sort: DEFAULT_PAYMENT_SORT, page: 1 });

  const applySearch = (text: string) => {
    const search = text.trim();
    setState((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  };
  const debouncedApply = useDebouncedCallback(applySearch, PICKER_DEBOUNCE_MS);
  const { search, filters, sort, page } = state;
  const rangeReversed = Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);
  // A reversed range is shown as an error on the field and not asked for.
  const sentFilters = rangeReversed ? { ...filters, startDate: '', endDate: '' } : filters;

  return {
    searchText,
    filters,
    params: { search, ...sentFilters, ...sort, page, limit: DEFAULT_FINANCE_PAGE_SIZE },
    rangeReversed,
    isNarrowed: search !== '' || Object.values(filters).some((value) => value !== '' && value !== undefined),
    setSearchText: (text) => {
      setText(text);
      debouncedApply(text);
    },
    applySearchNow: () => {
      debouncedApply.cancel();
      applySearch(searchText);
    },
    setFilter: (name, value) => setState((current) => ({ ...current, filters: { ...current.filters, [name]: value }, page: 1 })),
    clearFilters: () => {
      debouncedApply.cancel();
      setText('');
      setState((current) => ({ ...current, search: '', filters: NO_PAYMENT_FILTERS, page: 1 }));
    },
    setSort: (next) => setState((current) => ({ ...current, sort: next, page: 1 })),
    setPage: (next) => setState((current) => ({ ...current, page: next })),
  };
}
