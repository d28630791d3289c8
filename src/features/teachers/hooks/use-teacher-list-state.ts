import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DEFAULT_TEACHER_PAGE_SIZE, type TeacherListFilters, type TeacherSortField, type TeacherSortOrder } from '@/contract/teachers';
import type { TeacherListParams } from '@/features/teachers/api/teacher-list-params';

/** Spec §5: the employee pickers wait 300 ms; the list's search box does the same. */
export const TEACHER_SEARCH_DEBOUNCE_MS = 300;

export const NO_TEACHER_FILTERS: TeacherListFilters = {};

export type TeacherListState = {
  /** What the search box holds now. */
  searchText: string;
  /** What the list is asked for. */
  params: TeacherListParams;
  /** How many of the filter panel's filters are set (shown on the Filters button). */
  activeFilterCount: number;
  /** A search or a filter narrows the list (the empty state then offers to clear them). */
  isNarrowed: boolean;
  setSearchText: (text: string) => void;
  /** Applies the box's text now (Enter). */
  applySearchNow: () => void;
  setFilters: (filters: TeacherListFilters) => void;
  /** Clears the search and every filter. */
  clearFilters: () => void;
  setSort: (sortBy: TeacherSortField, sortOrder: TeacherSortOrder) => void;
  setLimit: (limit: number) => void;
  setPage: (page: number) => void;
};

export function countActiveFilters(filters: TeacherListFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/**
 * The teachers list's search, filters, sort and page (spec part 2 §4, §9): the search applies
 * 300 ms after typing stops; any change of search, filters, sort or page size goes back to page 1.
 */
export function useTeacherListState(): TeacherListState {
  const [searchText, setText] = useState('');
  const [params, setParams] = useState<TeacherListParams>({
    search: '',
    filters: NO_TEACHER_FILTERS,
    sortBy: 'name',
    sortOrder: 'asc',
    page: 1,
    limit: DEFAULT_TEACHER_PAGE_SIZE,
  });

  const applySearch = (text: string) => {
    const search = text.trim();
    setParams((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  };
  const debouncedApply = useDebouncedCallback(applySearch, TEACHER_SEARCH_DEBOUNCE_MS);
  const activeFilterCount = countActiveFilters(params.filters);

  return {
    searchText,
    params,
    activeFilterCount,
    isNarrowed: params.search !== '' || activeFilterCount > 0,
    setSearchText: (text) => {
      setText(text);
      debouncedApply(text);
    },
    applySearchNow: () => {
      debouncedApply.cancel();
      applySearch(searchText);
    },
    setFilters: (filters) => setParams((current) => ({ ...current, filters, page: 1 })),
    clearFilters: () => {
      debouncedApply.cancel();
      setText('');
      setParams((current) => ({ ...current, search: '', filters: NO_TEACHER_FILTERS, page: 1 }));
    },
    setSort: (sortBy, sortOrder) => setParams((current) => ({ ...current, sortBy, sortOrder, page: 1 })),
    setLimit: (limit) => setParams((current) => ({ ...current, limit, page: 1 })),
    setPage: (page) => setParams((current) => ({ ...current, page })),
  };
}
