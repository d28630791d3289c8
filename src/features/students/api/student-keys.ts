/** The ONE query-key factory of the students area (CONVENTIONS §2). */
import type { DashboardPeriodName } from '@/contract/student-analytics';
import type { StudentGender, StudentStatus } from '@/contract/students';

export type StudentListFilters = {
  /** The applied search (after the 800 ms pause; empty or at least 2 characters). */
  search: string;
  status: StudentStatus | '';
  gender: StudentGender | '';
  page: number;
  limit: number;
};

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (filters: StudentListFilters) => [...studentKeys.lists(), filters] as const,
  details: () => [...studentKeys.all, 'detail'] as const,
  detail: (id: number) => [...studentKeys.details(), id] as const,
  printCount: (id: number) => [...studentKeys.detail(id), 'print-count'] as const,
  classes: () => [...studentKeys.all, 'classes'] as const,
  /** Every period's dashboard figures: a student write makes them all stale. */
  analyticsAll: () => [...studentKeys.all, 'analytics'] as const,
  analytics: (period: DashboardPeriodName) => [...studentKeys.analyticsAll(), period] as const,
};
