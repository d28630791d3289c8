import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DEFAULT_FINANCE_PAGE_SIZE } from '@/contract/finance';
import type { ExpenseListParams } from '@/features/finance/api/get-expenses';
import { PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';

export type ExpenseListState = {
  /** What the search box holds now. */
  searchText: string;
  /** What the list is asked for. */
  params: ExpenseListParams;
  /** A search or a filter narrows the list (the empty state then offers to clear them). */
  isNarrowed: boolean;
  setSearchText: (text: string) => void;
  /** Applies the box's text now (Enter). */
  applySearchNow: () => void;
  setStatus: (status: ExpenseListParams['status']) => void;
  setCategory: (category: ExpenseListParams['category']) => void;
  setSort: (sortBy: ExpenseListParams['sortBy'], sortOrder: ExpenseListParams['sortOrder']) => void;
  setPage: (page: number) => void;
  /** Clears the search and both filters. */
  clearFilters: () => void;
};

export const INITIAL_EXPENSE_LIST_PARAMS: ExpenseListParams = {
  search: '',
  status: '',
  category: '',
  // Spec §2.4: date, newest first.
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  limit: DEFAULT_FINANCE_PAGE_SIZE,
};

/**
 * The Expenses tab's search, filters, sort and page: the search applies 300 ms after typing stops
 * (the finance pickers' pause) or on Enter; any change other than the page goes back to page 1.
 */
export function useExpenseListState(): ExpenseListState {
  const [searchText, setText] = useState('');
  const [params, setParams] = useState<ExpenseListParams>(INITIAL_EXPENSE_LIST_PARAMS);

  const applySearch = (text: string) => {
    const search = text.trim();
    setParams((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  };
  const debouncedApply = useDebouncedCallback(applySearch, PICKER_DEBOUNCE_MS);

  return {
    searchText,
    params,
    isNarrowed: params.search !== '' || params.status !== '' || params.category !== '',
    setSearchText: (text) => {
      setText(text);
      debouncedApply(text);
    },
    applySearchNow: () => {
      debouncedApply.cancel();
      applySearch(searchText);
    },
    setStatus: (status) => setParams((current) => ({ ...current, status, page: 1 })),
    setCategory: (category) => setParams((current) => ({ ...current, category, page: 1 })),
    setSort: (sortBy, sortOrder) => setParams((current) => ({ ...current, sortBy, sortOrder, page: 1 })),
    setPage: (page) => setParams((current) => ({ ...current, page })),
    clearFilters: () => {
      debouncedApply.cancel();
      setText('');
      setParams((current) => ({ ...current, search: '', status: '', category: '', page: 1 }));
    },
  };
}
