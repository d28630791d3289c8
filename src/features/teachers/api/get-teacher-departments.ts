import { useQuery } from '@tanstack/react-query';
import { teacherStatsQueryOptions } from '@/features/teachers/api/get-teacher-stats';

/** What GET /teachers/stats calls the teachers without a department (not a filter value). */
const UNASSIGNED_DEPARTMENT = 'Unassigned';

/**
 * The departments the school's teachers belong to, for the department filter: read from the
 * stats (every teacher, not only the page shown), sorted by name.
 */
export function useTeacherDepartments() {
  return useQuery({
    ...teacherStatsQueryOptions(),
    select: (stats) =>
      stats.byDepartment
        .map((entry) => entry.department)
        .filter((department) => department !== UNASSIGNED_DEPARTMENT)
        .sort((a, b) => a.localeCompare(b)),
  });
}
