import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DEFAULT_STUDENT_PAGE_SIZE, type StudentGender, type StudentStatus } from '@/contract/students';
import type { StudentListFilters } from '@/features/students/api/student-keys';
import { applicableSearch, isSearchTooShort } from '@/features/students/hooks/search-rule';
import { STUDENT_SEARCH_DEBOUNCE_MS } from '@/features/students/student-timings';

export type StudentListState = {
  /** What the search box holds now. */
  searchText: string;
  /** One character: not applied; the box says why. */
  searchTooShort: boolean;
  /** What the list is asked for. */
  filters: StudentListFilters;
  setSearchText: (text: string) => void;
  /** Applies the box's text now (Enter), if the search rule allows it. */
  applySearchNow: () => void;
  setStatus: (status: StudentStatus | '') => void;
  setGender: (gender: StudentGender | '') => void;
  setLimit: (limit: number) => void;
  setPage: (page: number) => void;
};

/**
 * The students list's filters (spec part 2 §4, §9): the search is applied 800 ms after typing
 * stops and only when empty or at least 2 characters; any change of search, filter or page size
 * goes back to page 1.
 */
export function useStudentListState(): StudentListState {
  const [searchText, setText] = useState('');
  const [filters, setFilters] = useState<StudentListFilters>({
    search: '',
    status: '',
    gender: '',
    page: 1,
    limit: DEFAULT_STUDENT_PAGE_SIZE,
  });

  const apply = (text: string) => {
    const search = applicableSearch(text);
    if (search === null) return;
    setFilters((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  };
  const debouncedApply = useDebouncedCallback(apply, STUDENT_SEARCH_DEBOUNCE_MS);

  return {
    searchText,
    searchTooShort: isSearchTooShort(searchText),
    filters,
    setSearchText: (text) => {
      setText(text);
      debouncedApply(text);
    },
    applySearchNow: () => {
      debouncedApply.cancel();
      apply(searchText);
    },
    setStatus: (status) => setFilters((current) => ({ ...current, status, page: 1 })),
    setGender: (gender) => setFilters((current) => ({ ...current, gender, page: 1 })),
    setLimit: (limit) => setFilters((current) => ({ ...current, limit, page: 1 })),
    setPage: (page) => setFilters((current) => ({ ...current, page })),
  };
}
