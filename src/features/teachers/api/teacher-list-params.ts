import type { EndpointInput } from '@/contract/endpoint';
import type * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import type { TeacherListFilters, TeacherSortField, TeacherSortOrder } from '@/contract/teachers';

/** What the list screen asks GET /teachers for: its search, filters, sort and page. */
export type TeacherListParams = {
  /** The applied search (after the 300 ms pause). */
  search: string;
  filters: TeacherListFilters;
  sortBy: TeacherSortField;
  sortOrder: TeacherSortOrder;
  page: number;
  limit: number;
};

/** The query string of GET /teachers for `params`; empty filters are left out. */
export function teacherListSearchParams(params: TeacherListParams): NonNullable<EndpointInput<typeof teacherEndpoints.list>['query']> {
  const { filters } = params;
  return {
    page: params.page,
    limit: params.limit,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
    query: params.search === '' ? undefined : params.search,
    status: filters.status,
    department: filters.department,
    experienceMin: filters.experienceMin,
    experienceMax: filters.experienceMax,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
  };
}
